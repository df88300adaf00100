import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { errorRouteTitles as titles } from './routeTitles';

/** Public: /403 and /500 (SPEC.md §2 "Public routes"). */
export const errorRoutes: AppRoute[] = [
  {
    path: '403',
    handle: { title: titles.forbidden },
    lazy: page(() => import(/* webpackChunkName: "page-403" */ './ForbiddenPage')),
  },
  {
    path: '500',
    handle: { title: titles.serverError },
    lazy: page(() => import(/* webpackChunkName: "page-500" */ './ServerErrorPage')),
  },
];

/** The catch-all 404; the app decides who reaches it. */
export const notFoundRoutes: AppRoute[] = [
  {
    path: '*',
    handle: { title: titles.notFound },
    lazy: page(() => import(/* webpackChunkName: "page-404" */ './NotFoundPage')),
  },
];
