/** The student's messages: the page, and the header's bell (a chunk loaded after the page). */
export { messageRoutes } from './routes';
export { LazyMessageBell } from './LazyMessageBell';
