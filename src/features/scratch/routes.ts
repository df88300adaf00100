import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { scratchRouteTitles } from './routeTitles';

/** The Scratch editor of the creation centre: a full page of its own, opened in a new tab. */
export const scratchRoutes: AppRoute[] = [
  {
    path: 'peixun/showScratch',
    handle: { title: scratchRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-scratch" */ './ScratchPage')),
  },
];
