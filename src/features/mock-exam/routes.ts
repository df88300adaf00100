import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { mockExamRouteTitles as titles } from './routeTitles';

/** Question-bank shell, signed in: the mock papers and one exam (SPEC.md §2 "模拟考试 > 考试详情"). */
export const mockExamRoutes: AppRoute[] = [
  {
    path: 'simulationTest',
    handle: { title: titles.simulationTest },
    lazy: page(() => import(/* webpackChunkName: "page-mock-exams" */ './MockExamListPage')),
  },
  {
    path: 'simulationTestDetail',
    handle: {
      title: titles.simulationTestDetail,
      crumbs: [
        { title: titles.simulationTest, path: '/simulationTest' },
        { title: titles.simulationTestDetail },
      ],
    },
    lazy: page(() => import(/* webpackChunkName: "page-mock-exam" */ './MockExamPage')),
  },
];
