/** What the dashboard shows of creative activities. */
export { ActivityCard, activityDetailPath } from './ActivityCard';
export { ActivityFilter } from './ActivityFilter';
