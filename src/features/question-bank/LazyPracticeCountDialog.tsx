import { lazyDialog } from '../../components/lazyDialog';

/** The practice dialog, fetched when a student first picks something to practise. */
export const LazyPracticeCountDialog = lazyDialog(
  () =>
    import(/* webpackChunkName: "practice-dialog" */ './PracticeCountDialog').then(
      (module) => module.PracticeCountDialog,
    ),
  (props) => props.source !== null,
);
