import { page } from '../../lib/routes';
import type { AppRoute } from '../../lib/routes';
import { knowledgeRouteTitles } from '../knowledge';
import { questionBankRouteTitles } from '../question-bank';
import { practiceRouteTitles as titles } from './routeTitles';

/** Bank, knowledge-point and wrong-answer practice share one page; the stored batch says which. */
const practicePage = page(() => import(/* webpackChunkName: "page-practice" */ './PracticePage'));

/** Question-bank shell, signed in: the practice session of a bank or of a knowledge point. */
export const practiceRoutes: AppRoute[] = [
  {
    path: 'testStore',
    handle: {
      title: titles.testStore,
      crumbs: [
        { title: questionBankRouteTitles.questionBank, path: '/questionBank' },
        { title: titles.testStore },
      ],
    },
    lazy: practicePage,
  },
  {
    path: 'knowledgeStrongPractise',
    handle: {
      title: titles.knowledgeStrongPractise,
      crumbs: [
        { title: knowledgeRouteTitles.knowledgeStrong, path: '/knowledgeStrong' },
        { title: titles.knowledgePractiseCrumb },
      ],
    },
    lazy: practicePage,
  },
];
