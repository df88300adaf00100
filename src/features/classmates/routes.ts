import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { classmateRouteTitles } from './routeTitles';

/** Student shell: the classmates' news the dashboard's "更多" link reaches. */
export const classmateRoutes: AppRoute[] = [
  {
    path: 'student/classmateDynamicPage',
    handle: { title: classmateRouteTitles.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-classmate-dynamics" */ './ClassmateDynamicPage')),
  },
];
