import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { registerRouteTitles as t } from './routeTitles';

/** Public account pages (SPEC.md §2 "Public routes"): /regist and /pass. */
export const registerRoutes: AppRoute[] = [
  {
    path: 'regist',
    handle: { title: t.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-register" */ './RegisterPage')),
  },
  {
    path: 'pass',
    handle: { title: t.resetPageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-reset-password" */ './ResetPasswordPage')),
  },
];
