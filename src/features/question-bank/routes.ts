import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { questionBankRouteTitles as titles } from './routeTitles';

/** Question-bank shell, open to visitors: /practise, the area entries (SPEC.md §2). */
export const questionBankPublicRoutes: AppRoute[] = [
  {
    path: 'practise',
    handle: { title: titles.practise },
    lazy: page(() => import(/* webpackChunkName: "page-practise" */ './PractisePage')),
  },
];

/** Question-bank shell, signed in: /questionBank, the student's banks. */
export const questionBankRoutes: AppRoute[] = [
  {
    path: 'questionBank',
    handle: { title: titles.questionBank },
    lazy: page(() => import(/* webpackChunkName: "page-question-bank" */ './BankListPage')),
  },
];
