/** The Scratch editor of the creation centre. */
export { scratchRoutes } from './routes';
