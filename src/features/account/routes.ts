import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { accountRouteTitles as titles } from './routeTitles';

const loginPage = page(() => import(/* webpackChunkName: "page-login" */ './LoginRoute'));
/** The sign-in page uses no antd component: its first load is the lightest of all. */
const loginHandle = { title: titles.login, antd: false };

/** Public: the login page, also reached as /new-side (SPEC.md §2 "Public routes"). */
export const accountRoutes: AppRoute[] = [
  { path: 'login', handle: loginHandle, lazy: loginPage },
  { path: 'new-side', handle: loginHandle, lazy: loginPage },
];
