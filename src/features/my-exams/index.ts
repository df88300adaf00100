/** The student's exam records. */
export { myExamsRoutes } from './routes';
