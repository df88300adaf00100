import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { userCenterRouteTitles as t } from './routeTitles';

/** Student-shell pages of the student's own account (named routes ownspace_index, change_pass). */
export const userCenterRoutes: AppRoute[] = [
  {
    id: 'ownspace_index',
    path: 'userCenter',
    handle: { title: t.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-user-center" */ './UserCenterPage')),
  },
  {
    id: 'change_pass',
    path: 'change-pass',
    handle: { title: t.changePasswordTitle },
    lazy: page(() => import(/* webpackChunkName: "page-change-password" */ './ChangePasswordPage')),
  },
];
