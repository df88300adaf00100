/** Comments and reports, shared by works, course resources and news. */
export { CommentsPanel } from './CommentsPanel';
export type { CommentsPanelProps } from './CommentsPanel';
export { ReportDialog } from './ReportDialog';
export type { ReportDialogProps } from './ReportDialog';
