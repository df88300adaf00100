/** The practice session of a bank, a knowledge point or the wrong-answer book. */
export { practiceRoutes } from './routes';
