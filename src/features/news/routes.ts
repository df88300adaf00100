import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { newsRouteTitles } from './routeTitles';

/** Public: a news article opens in a new tab, signed in or not (SPEC.md §2 "Public routes"). */
export const newsRoutes: AppRoute[] = [
  {
    path: 'artical-detail',
    handle: { title: newsRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-article" */ './ArticleDetailPage')),
  },
];
