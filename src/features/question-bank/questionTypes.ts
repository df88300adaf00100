import type { QuestionType } from '../../../core/questionBankTypes';
import { QUESTION_TYPE_OF_COUNT_KEY } from '../../../core/questionTypeCounts';
import type { PracticeCountKey } from '../../../core/validation';
import { questionTypeName } from '../../components/question/questionTypeNames';

export const questionTypeLabel: (type: QuestionType) => string = questionTypeName;

export function countKeyLabel(key: PracticeCountKey): string {
  return questionTypeLabel(QUESTION_TYPE_OF_COUNT_KEY[key]);
}
