/** The wrong-answer book (错题本). */
export { mistakesRoutes } from './routes';
