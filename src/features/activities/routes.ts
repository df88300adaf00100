import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { activityRouteTitles } from './routeTitles';

/** Student shell: the creative activities and one activity. */
export const activityRoutes: AppRoute[] = [
  {
    path: 'student/activityPage',
    handle: { title: activityRouteTitles.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-activities" */ './ActivityPage')),
  },
  {
    path: 'activityDetail',
    handle: { title: activityRouteTitles.detailTitle },
    lazy: page(() => import(/* webpackChunkName: "page-activity-detail" */ './ActivityDetailPage')),
  },
];
