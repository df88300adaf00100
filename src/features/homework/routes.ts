import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { STUDY_PATHS } from '../../lib/studyPaths';
import { homeworkRouteTitles as t } from './routeTitles';

/** Student shell: 我的作业 (/task-customer). */
export const homeworkRoutes: AppRoute[] = [
  {
    path: STUDY_PATHS.homework.slice(1),
    handle: { title: t.homework },
    lazy: page(() => import(/* webpackChunkName: "page-homework" */ './HomeworkPage')),
  },
];
