export { QuestionView } from './QuestionView';
export { correctAnswerText, optionsOf, studentAnswerText } from './answerText';
export { letterOfKey } from './useOptionKeys';
export type { QuestionAnswer, QuestionViewProps, ScratchSlotProps, ViewerMode } from './types';
