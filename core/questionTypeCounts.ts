/**
 * The wire's count field of each question type (bank items, knowledge rows, practice requests and
 * the wrong-answer book's summary all count per type under these names).
 */
import type { QuestionType, QuestionTypeCounts } from './questionBankTypes';

export type CountKey = keyof QuestionTypeCounts;

export const COUNT_KEY_OF_TYPE = {
  1: 'multipleChoiceCount',
  2: 'multipleSelectionCount',
  3: 'trueFalseCount',
  4: 'fillsCount',
  5: 'essayCount',
  6: 'programmingCount',
} as const satisfies Record<QuestionType, CountKey>;

export const QUESTION_TYPE_OF_COUNT_KEY = Object.fromEntries(
  Object.entries(COUNT_KEY_OF_TYPE).map(([type, key]) => [key, Number(type) as QuestionType]),
) as Record<CountKey, QuestionType>;

/** The count key of a stored question type, or undefined for a type the wire does not know. */
export function countKeyOfType(questionType: number): CountKey | undefined {
  return COUNT_KEY_OF_TYPE[questionType as QuestionType];
}

export function emptyTypeCounts(): QuestionTypeCounts {
  return {
    multipleChoiceCount: 0,
    multipleSelectionCount: 0,
    trueFalseCount: 0,
    fillsCount: 0,
    essayCount: 0,
    programmingCount: 0,
  };
}
