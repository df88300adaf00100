/**
 * Random draw of a practice batch. Pure: the random source is a parameter, so tests (and a
 * seeded server) get the same batch every time.
 */
import type { RandomSource } from '../../core/seededRandom';

export interface Candidate {
  id: number;
  questionType: number;
  /** Never answered, or still in the mistakes book unmastered: these come first. */
  preferred: boolean;
}

/** Fisher–Yates over a copy. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * `counts[type]` questions of each type, types in order 1…6, preferred questions first and
 * random within each group. Callers check the counts against what is available beforehand.
 */
export function drawQuestions(
  candidates: readonly Candidate[],
  counts: Readonly<Record<number, number>>,
  random: RandomSource,
): number[] {
  const drawn: number[] = [];
  for (const type of [1, 2, 3, 4, 5, 6]) {
    const wanted = counts[type] ?? 0;
    if (wanted <= 0) continue;
    const pool = shuffle(
      candidates.filter((candidate) => candidate.questionType === type),
      random,
    );
    const ordered = [...pool.filter((c) => c.preferred), ...pool.filter((c) => !c.preferred)];
    drawn.push(...ordered.slice(0, wanted).map((candidate) => candidate.id));
  }
  return drawn;
}
