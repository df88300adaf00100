import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { homeRouteTitles } from './routeTitles';

/** Student shell: /home, the dashboard. */
export const homeRoutes: AppRoute[] = [
  {
    path: 'home',
    handle: { title: homeRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-home" */ './HomePage')),
  },
];
