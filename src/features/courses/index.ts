/** What the dashboard shows of courses. */
export { CourseCard, courseListPath } from './CourseCard';
