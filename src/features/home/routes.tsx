import { page } from '../../app/routeTypes';
import type { AppRoute } from '../../app/routeTypes';
import { activityRouteTitles } from '../activities/routeTitles';
import { classmateRouteTitles } from '../classmates/routeTitles';
import { courseRouteTitles } from '../courses/routeTitles';
import { homeRouteTitles } from './routeTitles';

/** Student-shell routes of the home dashboard and the pages its "更多" links reach. */
export const homeRoutes: AppRoute[] = [
  {
    path: 'home',
    handle: { title: homeRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-home" */ './HomePage')),
  },
  {
    path: 'student/openCoursePage',
    handle: { title: courseRouteTitles.openTitle },
    lazy: page(() => import(/* webpackChunkName: "page-open-courses" */ '../courses/OpenCoursePage')),
  },
  {
    path: 'student/myCoursePage',
    handle: { title: courseRouteTitles.myTitle },
    lazy: page(() => import(/* webpackChunkName: "page-my-courses" */ '../courses/MyCoursePage')),
  },
  {
    path: 'student/activityPage',
    handle: { title: activityRouteTitles.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-activities" */ '../activities/ActivityPage')),
  },
  {
    path: 'activityDetail',
    handle: { title: activityRouteTitles.detailTitle },
    lazy: page(
      () => import(/* webpackChunkName: "page-activity-detail" */ '../activities/ActivityDetailPage'),
    ),
  },
  {
    path: 'student/classmateDynamicPage',
    handle: { title: classmateRouteTitles.pageTitle },
    lazy: page(
      () => import(/* webpackChunkName: "page-classmate-dynamics" */ '../classmates/ClassmateDynamicPage'),
    ),
  },
];
