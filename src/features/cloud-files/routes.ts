import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { CLOUD_FILES_PATH } from './paths';
import { cloudFilesRouteTitles as t } from './routeTitles';

/** Student shell: the student's cloud files, reached from the user centre. */
export const cloudFilesRoutes: AppRoute[] = [
  {
    path: CLOUD_FILES_PATH.slice(1),
    handle: { title: t.pageTitle },
    lazy: page(() => import(/* webpackChunkName: "page-cloud-files" */ './CloudFilesPage')),
  },
];
