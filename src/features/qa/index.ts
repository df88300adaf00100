/** QA tools (inspector, QA panel, state files) and problem reports (反馈问题). */
export { QaTools } from './QaTools';
export { LazyProblemReportDialog } from './lazyDialogs';
export { qaMessages } from './messages';
