import { lazyDialog } from '../../components/lazyDialog';

// Most visits never report a problem: the dialog loads on first open.
export const LazyProblemReportDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "problem-report" */ './ProblemReportDialog').then(
      (m) => m.ProblemReportDialog,
    ),
  (props) => props.open,
);
