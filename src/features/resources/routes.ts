import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { STUDY_PATHS } from '../../lib/studyPaths';
import { resourcesRouteTitles as t } from './routeTitles';

/** Student shell: 课程资源 (/myStudyCommen), the resources of my courses and my classes' files. */
export const resourcesRoutes: AppRoute[] = [
  {
    path: STUDY_PATHS.resources.slice(1),
    handle: { title: t.resources },
    lazy: page(() => import(/* webpackChunkName: "page-resources" */ './ResourcesPage')),
  },
];
