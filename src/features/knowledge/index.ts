/** Knowledge-point strengthening: its page, and its title for the practice breadcrumb. */
export { knowledgeRoutes } from './routes';
export { knowledgeRouteTitles } from './routeTitles';
