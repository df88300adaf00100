import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { pythonRouteTitles } from './routeTitles';

/** The Python editor: a full page of its own, opened in a new tab from the home card (SPEC.md §2). */
export const pythonRoutes: AppRoute[] = [
  {
    path: 'peixun/showPython',
    handle: { title: pythonRouteTitles.routeTitle },
    lazy: page(() => import(/* webpackChunkName: "page-python" */ './PythonPage')),
  },
];
