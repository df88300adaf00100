import type { QuestionType } from '../../../core/questionBankTypes';
import type { PracticeCountKey } from '../../../core/validation';
import { questionTypeMessages } from './messages';

/** Which question type each count of a bank item / knowledge row / practice request stands for. */
export const QUESTION_TYPE_BY_COUNT_KEY: Record<PracticeCountKey, QuestionType> = {
  multipleChoiceCount: 1,
  multipleSelectionCount: 2,
  trueFalseCount: 3,
  fillsCount: 4,
  essayCount: 5,
  programmingCount: 6,
};

export function questionTypeLabel(type: QuestionType): string {
  return questionTypeMessages[type];
}

export function countKeyLabel(key: PracticeCountKey): string {
  return questionTypeLabel(QUESTION_TYPE_BY_COUNT_KEY[key]);
}
