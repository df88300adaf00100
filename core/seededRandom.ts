/**
 * mulberry32: a tiny seeded generator, so a practice draw, a seeded picture or a benchmark's load
 * comes out the same on every run with the same seed.
 */

/** Numbers in [0, 1), like `Math.random`. */
export type RandomSource = () => number;

export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
