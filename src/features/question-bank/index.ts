/**
 * The question bank: /practise and the bank list, the five area entries of the shell's menu, and
 * what other question-bank areas use: the shared practice dialog (loaded on first open), the
 * question type names and the titles their breadcrumbs link to.
 */
export { questionBankPublicRoutes, questionBankRoutes } from './routes';
export { QUESTION_BANK_AREAS } from './areas';
export { questionBankRouteTitles } from './routeTitles';
export { LazyPracticeCountDialog as PracticeCountDialog } from './LazyPracticeCountDialog';
export type { PracticeSource } from './PracticeCountDialog';
export { questionTypeLabel } from './questionTypes';
