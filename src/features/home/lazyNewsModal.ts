import { lazyDialog } from '../../components/lazyDialog';

/** The news modal's code loads the first time a message or an article is opened. */
export const LazyNewsModal = lazyDialog(
  () => import(/* webpackChunkName: "news-modal" */ './NewsModal').then((module) => module.default),
  (props) => props.subject !== null,
);
