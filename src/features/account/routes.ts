import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { accountRouteTitles as titles } from './routeTitles';

const loginPage = page(() => import(/* webpackChunkName: "page-login" */ './LoginRoute'));

/** Public: the login page, also reached as /new-side (SPEC.md §2 "Public routes"). */
export const accountRoutes: AppRoute[] = [
  { path: 'login', handle: { title: titles.login }, lazy: loginPage },
  { path: 'new-side', handle: { title: titles.login }, lazy: loginPage },
];
