/** The Python editor of the creation centre. */
export { pythonRoutes } from './routes';
