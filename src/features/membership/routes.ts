import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { membershipRouteTitles } from './routeTitles';

/** Student-shell routes of the membership area. */
export const membershipRoutes: AppRoute[] = [
  {
    path: 'upMember',
    handle: { title: membershipRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-up-member" */ './UpMemberPage')),
  },
];
