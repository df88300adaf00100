/** What the dashboard shows of classmates' news. */
export { ClassmateNewsItem } from './ClassmateNewsItem';
export { classmateMessages } from './messages';
export { useOpusReactions } from './useOpusReactions';
