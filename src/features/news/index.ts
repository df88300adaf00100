/** A public news article. */
export { newsRoutes } from './routes';
