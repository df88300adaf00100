/** The student's dashboard. */
export { homeRoutes } from './routes';
