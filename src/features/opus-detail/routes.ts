import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { opusDetailRouteTitles } from './routeTitles';

const loadPage = page(() => import(/* webpackChunkName: "page-opus-detail" */ './OpusDetailPage'));

/** Student shell: a work's page, reached from the gallery, my works and the home's classmate news. */
export const opusDetailRoutes: AppRoute[] = [
  { path: 'opusDetail', handle: { title: opusDetailRouteTitles.routeTitle }, lazy: loadPage },
];

/** Public (SPEC.md §2): a work open to everyone, readable signed out. */
export const opusDetailPublicRoutes: AppRoute[] = [
  { path: 'opus-detail', handle: { title: opusDetailRouteTitles.routeTitle }, lazy: loadPage },
];
