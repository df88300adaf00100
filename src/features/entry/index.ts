/** Public sign-in and activation entries. */
export { entryRoutes } from './routes';
