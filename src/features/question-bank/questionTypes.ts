import type { QuestionType } from '../../../core/questionBankTypes';
import type { PracticeCountKey } from '../../../core/validation';
import { questionTypeName } from '../../components/question/questionTypeNames';

/** Which question type each count of a bank item / knowledge row / practice request stands for. */
export const QUESTION_TYPE_BY_COUNT_KEY: Record<PracticeCountKey, QuestionType> = {
  multipleChoiceCount: 1,
  multipleSelectionCount: 2,
  trueFalseCount: 3,
  fillsCount: 4,
  essayCount: 5,
  programmingCount: 6,
};

export const questionTypeLabel: (type: QuestionType) => string = questionTypeName;

export function countKeyLabel(key: PracticeCountKey): string {
  return questionTypeLabel(QUESTION_TYPE_BY_COUNT_KEY[key]);
}
