/** Registration and password reset: the pages, and the dialog the question-bank header opens. */
export { registerRoutes } from './routes';
export { LazyRegisterModal } from './LazyRegisterModal';
