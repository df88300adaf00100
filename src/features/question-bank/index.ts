/**
 * What other question-bank areas may use from this feature: the shared practice dialog (loaded on
 * first open) and the question type names. Everything else here is this feature's own.
 */
export { LazyPracticeCountDialog as PracticeCountDialog } from './LazyPracticeCountDialog';
export type { PracticeSource } from './PracticeCountDialog';
export { countKeyLabel, questionTypeLabel } from './questionTypes';
