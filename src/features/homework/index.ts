/** Homework (/task-customer): tasks, submitting one of my works, the teacher's mark. */
export { homeworkRoutes } from './routes';
export { HomeworkStateTag } from './HomeworkStateTag';
