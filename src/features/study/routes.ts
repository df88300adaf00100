import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { STUDY_PATHS } from '../../lib/studyPaths';
import { studyRouteTitles as t } from './routeTitles';

/** Shell paths are relative to the shell's root. */
const at = (path: string) => path.slice(1);

/** Student shell: 我的课程 (the side menu's entry) and a course's page with its lessons. */
export const studyRoutes: AppRoute[] = [
  {
    path: at(STUDY_PATHS.myStudy),
    handle: { title: t.myStudy },
    lazy: page(() => import(/* webpackChunkName: "page-my-study" */ './MyStudyPage')),
  },
  {
    path: at(STUDY_PATHS.course),
    handle: { title: t.course },
    lazy: page(() => import(/* webpackChunkName: "page-course" */ './CoursePage')),
  },
];
