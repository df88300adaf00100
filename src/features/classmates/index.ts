/** Classmates' news: its page, and what the dashboard shows of it. */
export { classmateRoutes } from './routes';
export { ClassmateNewsItem } from './ClassmateNewsItem';
export { classmateMessages } from './messages';
export { useOpusReactions } from './useOpusReactions';
