import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { CREATE_CENTER_PATH } from './paths';
import { createCenterRouteTitles as t } from './routeTitles';

/** Student shell: the creation centre of the side menu. */
export const createCenterRoutes: AppRoute[] = [
  {
    path: CREATE_CENTER_PATH.slice(1),
    handle: { title: t.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-create-center" */ './CreateCenterPage')),
  },
];
