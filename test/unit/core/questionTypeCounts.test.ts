import { hasPassed } from '../../../core/grading';
import {
  COUNT_KEY_OF_TYPE,
  QUESTION_TYPE_OF_COUNT_KEY,
  countKeyOfType,
  emptyTypeCounts,
} from '../../../core/questionTypeCounts';

test('each question type has its own count field, and the map reads both ways', () => {
  expect(COUNT_KEY_OF_TYPE).toEqual({
    1: 'multipleChoiceCount',
    2: 'multipleSelectionCount',
    3: 'trueFalseCount',
    4: 'fillsCount',
    5: 'essayCount',
    6: 'programmingCount',
  });
  for (const [type, key] of Object.entries(COUNT_KEY_OF_TYPE)) {
    expect(QUESTION_TYPE_OF_COUNT_KEY[key]).toBe(Number(type));
  }
});

test('a stored type the wire does not know has no count field', () => {
  expect(countKeyOfType(3)).toBe('trueFalseCount');
  expect(countKeyOfType(7)).toBeUndefined();
});

test('empty counts are zero for every field, and a fresh object each time', () => {
  const counts = emptyTypeCounts();
  expect(Object.keys(counts).sort()).toEqual(Object.values(COUNT_KEY_OF_TYPE).sort());
  expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  counts.fillsCount = 3;
  expect(emptyTypeCounts().fillsCount).toBe(0);
});

test('the pass mark itself passes; one point below does not', () => {
  expect(hasPassed(60, 60)).toBe(true);
  expect(hasPassed(59, 60)).toBe(false);
  expect(hasPassed(100, 60)).toBe(true);
});
