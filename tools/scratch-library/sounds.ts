/**
 * Synthesized sounds of the editor's library: effects, drums, notes, loops and animal-like calls,
 * all made from sine waves and seeded noise, so every file is original and byte-stable.
 */
import { seededRandom } from '../../core/seededRandom';
import { SOUND_RATE, wav } from '../materials/sounds';

const TAU = 2 * Math.PI;

/**
 * `seconds` of sound from `sample(t, time, noise)`: `t` runs 0 → 1 over the sound, `time` is in
 * seconds and `noise()` gives seeded white noise in [-1, 1).
 */
function synth(
  seconds: number,
  seed: number,
  sample: (t: number, time: number, noise: () => number) => number,
) {
  const length = Math.round(SOUND_RATE * seconds);
  const random = seededRandom(seed);
  const noise = () => random() * 2 - 1;
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i += 1) samples[i] = sample(i / length, i / SOUND_RATE, noise);
  return wav(samples);
}

/** A tone whose frequency follows `frequency(t)`, integrated so that sweeps stay smooth. */
function sweep(seconds: number, frequency: (t: number) => number, envelope: (t: number) => number) {
  let phase = 0;
  return synth(seconds, 1, (t) => {
    phase += (TAU * frequency(t)) / SOUND_RATE;
    return Math.sin(phase) * envelope(t);
  });
}

const attack = (t: number, speed = 60) => Math.min(1, t * speed);

export const laser = () =>
  sweep(
    0.35,
    (t) => 1800 - 1500 * t,
    (t) => attack(t) * (1 - t) * 0.6,
  );
export const jump = () =>
  sweep(
    0.3,
    (t) => 250 + 600 * t,
    (t) => attack(t) * (1 - t) * 0.6,
  );
export const fall = () =>
  sweep(
    0.8,
    (t) => 900 - 750 * t,
    (t) => attack(t) * (1 - t * 0.7) * 0.5,
  );
export const boing = () =>
  sweep(
    0.6,
    (t) => 180 + 120 * Math.sin(t * TAU * 6) * (1 - t),
    (t) => attack(t) * Math.exp(-3 * t) * 0.7,
  );
export const wobble = () =>
  sweep(
    1.2,
    (t) => 420 + 160 * Math.sin(t * TAU * 5),
    (t) => attack(t, 10) * (1 - t) * 0.5,
  );
export const birdChirp = () =>
  sweep(
    0.5,
    (t) => 2400 + 900 * Math.sin(t * TAU * 3),
    (t) => (Math.sin(t * TAU * 3 - Math.PI / 2) * 0.5 + 0.5) * (1 - t) * 0.5,
  );
export const meow = () =>
  sweep(
    0.7,
    (t) => 500 + 400 * Math.sin(Math.PI * t),
    (t) => Math.sin(Math.PI * t) * 0.5,
  );
export const duck = () =>
  synth(0.3, 1, (t, time) => {
    const f = 700 - 300 * t;
    const square = Math.sign(Math.sin(TAU * f * time));
    return square * Math.sin(Math.PI * t) * 0.25;
  });
export const cricket = () =>
  synth(1, 2, (t, time) => {
    const pulse = Math.sin(TAU * 14 * time) > 0.3 ? 1 : 0;
    return Math.sin(TAU * 4200 * time) * pulse * 0.3 * (t < 0.95 ? 1 : (1 - t) * 20);
  });

/** Two bright partials with a long ring. */
export const bell = () =>
  synth(1.4, 1, (t, time) => {
    const ring = Math.exp(-3.5 * t) * attack(t, 200);
    return (Math.sin(TAU * 880 * time) + 0.5 * Math.sin(TAU * 2210 * time)) * ring * 0.4;
  });
export const coin = () =>
  synth(0.35, 1, (t, time) => {
    const f = t < 0.25 ? 988 : 1319;
    return Math.sign(Math.sin(TAU * f * time)) * (1 - t) * 0.2;
  });
export const siren = () =>
  sweep(
    1.6,
    (t) => 650 + 250 * Math.sin(t * TAU * 2),
    (t) => attack(t, 20) * (t > 0.9 ? (1 - t) * 10 : 1) * 0.4,
  );
export const bubble = () =>
  synth(0.6, 3, (t, time) => {
    const local = (t * 4) % 1;
    return Math.sin(TAU * (300 + 900 * local) * time) * Math.exp(-8 * local) * 0.5;
  });
export const whoosh = () => synth(0.7, 4, (t, _time, noise) => noise() * Math.sin(Math.PI * t) ** 2 * 0.5);
export const rain = () =>
  synth(2, 5, (t, _time, noise) => {
    const drop = noise() > 0.995 ? 1 : 0;
    return (noise() * 0.15 + drop * 0.6) * Math.min(1, t * 10, (1 - t) * 10);
  });
export const click = () => synth(0.06, 6, (t, _time, noise) => noise() * Math.exp(-40 * t) * 0.8);
export const clap = () =>
  synth(
    0.25,
    7,
    (t, _time, noise) => noise() * (Math.exp(-30 * t) + 0.6 * Math.exp(-30 * Math.abs(t - 0.08))) * 0.6,
  );
export const hiHat = () => synth(0.12, 8, (t, _time, noise) => noise() * Math.exp(-25 * t) * 0.5);
export const snare = () =>
  synth(
    0.25,
    9,
    (t, time, noise) => (noise() * 0.7 + Math.sin(TAU * 190 * time) * 0.5) * Math.exp(-14 * t) * 0.6,
  );
export const kick = () =>
  sweep(
    0.35,
    (t) => 120 - 80 * t,
    (t) => attack(t, 400) * Math.exp(-7 * t) * 0.9,
  );

/** A falling "wah wah", the sound of a try that did not work out. */
export const lose = () =>
  synth(1.4, 1, (t, time) => {
    const note = Math.min(3, Math.floor(t * 4));
    const f = [392, 370, 349, 330][note] ?? 330;
    const local = t * 4 - note;
    return (Math.sin(TAU * f * time) + 0.3 * Math.sin(TAU * 2 * f * time)) * Math.sin(Math.PI * local) * 0.4;
  });

/** Two bars of drums (kick, hi-hat, snare) that loop seamlessly: the sound is exactly two bars. */
export const drumLoop = () =>
  synth(2, 10, (t, time, noise) => {
    const beat = 0.25;
    const step = Math.floor(time / beat);
    const local = time - step * beat;
    let value = noise() * Math.exp(-60 * local) * 0.25;
    if (step % 4 === 0) value += Math.sin(TAU * (120 - 200 * local) * local) * Math.exp(-12 * local) * 0.8;
    if (step % 4 === 2) value += noise() * Math.exp(-18 * local) * 0.5;
    // The last moments fade out so the loop's restart does not click.
    return value * Math.min(1, (1 - t) * 200);
  });

/** A four-note bass line that loops (each note a quarter of the sound). */
export const bassLoop = () =>
  synth(2, 1, (t, time) => {
    const notes = [110, 147, 131, 98];
    const index = Math.min(3, Math.floor(t * 4));
    const local = t * 4 - index;
    const f = notes[index] ?? 110;
    return (Math.sin(TAU * f * time) + 0.4 * Math.sin(TAU * 2 * f * time)) * Math.exp(-2 * local) * 0.5;
  });

/** A quick rising fanfare, three times: for cheering a finished level. */
export const fanfare = () =>
  synth(1.2, 1, (t, time) => {
    const notes = [523.25, 659.25, 783.99, 1046.5];
    const step = Math.min(11, Math.floor(t * 12));
    const local = t * 12 - step;
    const f = notes[step % 4] ?? 523.25;
    return (Math.sin(TAU * f * time) + 0.3 * Math.sin(TAU * 3 * f * time)) * Math.exp(-3 * local) * 0.35;
  });
