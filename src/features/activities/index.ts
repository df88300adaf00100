/** Creative activities: their pages, and what the dashboard shows of them. */
export { activityRoutes } from './routes';
export { ActivityCard } from './ActivityCard';
export { ActivityFilter } from './ActivityFilter';
