/** The notices the student shell pops up after signing in. */
export { NoticePopups } from './NoticePopups';
