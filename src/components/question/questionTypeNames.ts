import type { QuestionType } from '../../../core/questionBankTypes';

/** Chinese names of the question types (SPEC.md §3 questionType 1-6), used by every screen. */
export const QUESTION_TYPE_NAMES: Readonly<Record<QuestionType, string>> = {
  1: '单选题',
  2: '多选题',
  3: '判断题',
  4: '填空题',
  5: '简答题',
  6: '编程题',
};

export function questionTypeName(type: QuestionType): string {
  return QUESTION_TYPE_NAMES[type];
}
