/** Signing in and activating a learning card: the login page, and the forms other screens embed. */
export { accountRoutes } from './routes';
export { ActivateForm, ActivateModal } from './ActivateModal';
export { LazyActivateModal, LazyLoginModal } from './lazyDialogs';
export { LoginForm } from './LoginForm';
export { LoginIllustration } from './LoginIllustration';
