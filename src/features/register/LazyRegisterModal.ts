import { lazyDialog } from '../../components/lazyDialog';

/** The registration dialog, fetched the first time it opens. */
export const LazyRegisterModal = lazyDialog(
  () => import(/* webpackChunkName: "register-modal" */ './RegisterModal').then((m) => m.RegisterModal),
  (props) => props.open,
);
