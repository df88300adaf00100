import { seededRandom } from '../../../core/seededRandom';
import { drawQuestions, shuffle } from '../../../server/services/draw';
import type { Candidate } from '../../../server/services/draw';

const candidates: Candidate[] = [
  ...[1, 2, 3, 4, 5, 6].map((id) => ({ id, questionType: 1, preferred: id % 2 === 0 })),
  ...[7, 8, 9].map((id) => ({ id, questionType: 3, preferred: false })),
  { id: 10, questionType: 6, preferred: true },
];

test('the same seed draws the same batch', () => {
  const counts = { 1: 4, 3: 2, 6: 1 };
  expect(drawQuestions(candidates, counts, seededRandom(42))).toEqual(
    drawQuestions(candidates, counts, seededRandom(42)),
  );
});

test('types come in order 1…6 with the asked number of each', () => {
  const drawn = drawQuestions(candidates, { 6: 1, 3: 2, 1: 1 }, seededRandom(1));
  expect(drawn).toHaveLength(4);
  expect(drawn[3]).toBe(10);
  expect(drawn.slice(1, 3).every((id) => id >= 7 && id <= 9)).toBe(true);
});

test('preferred questions come first', () => {
  for (let seed = 0; seed < 20; seed += 1) {
    const drawn = drawQuestions(candidates, { 1: 3 }, seededRandom(seed));
    expect(new Set(drawn)).toEqual(new Set([2, 4, 6]));
  }
});

test('the rest fill up at random once the preferred run out', () => {
  const seen = new Set<number>();
  for (let seed = 0; seed < 30; seed += 1) {
    const drawn = drawQuestions(candidates, { 1: 4 }, seededRandom(seed));
    expect(drawn.slice(0, 3).every((id) => id % 2 === 0)).toBe(true);
    seen.add(drawn[3]);
  }
  expect(seen).toEqual(new Set([1, 3, 5]));
});

test('shuffle keeps every item and never changes its input', () => {
  const items = [1, 2, 3, 4, 5];
  const shuffled = shuffle(items, seededRandom(3));
  expect([...shuffled].sort()).toEqual(items);
  expect(items).toEqual([1, 2, 3, 4, 5]);
  // A source that returns the top of its range still stays in bounds.
  expect([...shuffle(items, () => 0.9999999999)].sort()).toEqual(items);
});
