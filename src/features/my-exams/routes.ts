import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { myExamsRouteTitle } from './routeTitles';

/** Question-bank shell, signed in: /myExam, the student's exam records. */
export const myExamsRoutes: AppRoute[] = [
  {
    path: 'myExam',
    handle: { title: myExamsRouteTitle },
    lazy: page(() => import(/* webpackChunkName: "page-my-exams" */ './MyExamsPage')),
  },
];
