import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { entryRouteTitles as titles } from './routeTitles';

/** Public sign-in and activation entries (SPEC.md §2 "Public routes"). */
export const entryRoutes: AppRoute[] = [
  {
    path: 'ULogin',
    handle: { title: titles.uLogin },
    lazy: page(() => import(/* webpackChunkName: "page-entry-ulogin" */ './ULoginPage')),
  },
  {
    path: 'ULoginT',
    handle: { title: titles.uLoginT },
    lazy: page(() => import(/* webpackChunkName: "page-entry-ulogint" */ './ULoginTPage')),
  },
  {
    path: 'zkactivate',
    handle: { title: titles.zkActivate },
    lazy: page(() => import(/* webpackChunkName: "page-entry-activate" */ './ZkActivatePage')),
  },
  {
    path: 'ULoginNeedLogin',
    handle: { title: titles.needLogin },
    lazy: page(() => import(/* webpackChunkName: "page-entry-relogin" */ './NeedLoginPage')),
  },
  {
    path: 'accountEnd',
    handle: { title: titles.accountEnd },
    lazy: page(() => import(/* webpackChunkName: "page-entry-account-end" */ './AccountEndPage')),
  },
];
