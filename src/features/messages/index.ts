/** The student's messages: the page, and the header's bell (also as a lazily loaded chunk). */
export { messageRoutes } from './routes';
export { MessageBell } from './MessageBell';
export { LazyMessageBell } from './LazyMessageBell';
