import { lazyDialog } from '../../components/lazyDialog';

// The question-bank header's dialogs load on first open: most visits to the question bank open neither.
export const LazyLoginModal = lazyDialog(
  () => import(/* webpackChunkName: "login-modal" */ './LoginModal').then((m) => m.LoginModal),
  (props) => props.open,
);

export const LazyActivateModal = lazyDialog(
  () => import(/* webpackChunkName: "activate-modal" */ './ActivateModal').then((m) => m.ActivateModal),
  (props) => props.open,
);
