/** Mock exams: the papers and one exam. */
export { mockExamRoutes } from './routes';
