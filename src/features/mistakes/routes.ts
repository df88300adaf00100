import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { mistakesRouteTitles as titles } from './routeTitles';

/** Question-bank shell, signed in: /errorCollection, the wrong-answer book (错题本). */
export const mistakesRoutes: AppRoute[] = [
  {
    path: 'errorCollection',
    handle: { title: titles.mistakes },
    lazy: page(() => import(/* webpackChunkName: "page-mistakes" */ './MistakesPage')),
  },
];
