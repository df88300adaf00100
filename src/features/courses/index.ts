/** Courses: the "更多" lists, and what the dashboard shows of them. */
export { courseRoutes } from './routes';
export { CourseCard } from './CourseCard';
