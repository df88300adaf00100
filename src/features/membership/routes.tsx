import { page } from '../../app/routeTypes';
import type { AppRoute } from '../../app/routeTypes';
import { membershipRouteTitles } from './routeTitles';

/** Student-shell routes of the membership area. */
export const membershipRoutes: AppRoute[] = [
  {
    path: 'upMember',
    handle: { title: membershipRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-up-member" */ './UpMemberPage')),
  },
];
