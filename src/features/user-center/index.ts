/** The student's own account: the user centre and the change-password page. */
export { userCenterRoutes } from './routes';
