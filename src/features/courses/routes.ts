import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { courseRouteTitles } from './routeTitles';

/** Student shell: the course lists the dashboard's "更多" links reach. */
export const courseRoutes: AppRoute[] = [
  {
    path: 'student/openCoursePage',
    handle: { title: courseRouteTitles.openTitle },
    lazy: page(() => import(/* webpackChunkName: "page-open-courses" */ './OpenCoursePage')),
  },
  {
    path: 'student/myCoursePage',
    handle: { title: courseRouteTitles.myTitle },
    lazy: page(() => import(/* webpackChunkName: "page-my-courses" */ './MyCoursePage')),
  },
];
