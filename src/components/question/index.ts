export { QuestionView } from './QuestionView';
export { ReadingSwitches } from './ReadingSwitches';
export { correctAnswerText, optionsOf, studentAnswerText } from './answerText';
export { answerKeyAction, letterOfKey } from './answerKeys';
export { useQuestionNavigationKeys } from './useOptionKeys';
export type { QuestionAnswer, QuestionViewProps, ScratchSlotProps, ViewerMode } from './types';
