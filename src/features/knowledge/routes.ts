import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { knowledgeRouteTitles as titles } from './routeTitles';

/** Question-bank shell, open to visitors: /knowledgeStrong. */
export const knowledgeRoutes: AppRoute[] = [
  {
    // Public (SPEC.md §2), but the list is the student's own: visitors get a sign-in prompt.
    path: 'knowledgeStrong',
    handle: { title: titles.knowledgeStrong, signInRequired: true },
    lazy: page(() => import(/* webpackChunkName: "page-knowledge" */ './KnowledgeStrongPage')),
  },
];
