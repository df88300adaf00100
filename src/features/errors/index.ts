/** The 403, 500 and 404 pages. */
export { errorRoutes, notFoundRoutes } from './routes';
