import { Navigate, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { setPathProbe } from '../../store/notifier';
import { PublicOrSignedIn, RequireUser } from './guards';
import { appMessages } from './messages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteProgress } from './RouteProgress';
import { page } from './routeTypes';
import type { AppRoute } from './routeTypes';
import { entryRoutes } from '../features/entry/routes';
import { homeRoutes } from '../features/home/routes';
import { membershipRoutes } from '../features/membership/routes';
import { messageRoutes } from '../features/messages/routes';
import { newsRoutes } from '../features/news/routes';
import { registerRoutes } from '../features/register/routes';
import { userCenterRoutes } from '../features/user-center/routes';
import { mockExamRouteTitles as examTitles } from '../features/mock-exam/routeTitles';
import { myExamsRouteTitle } from '../features/my-exams/routeTitles';

const loginRoute = page(() => import(/* webpackChunkName: "page-login" */ '../features/account/LoginRoute'));
const { titles, crumbs } = appMessages;

/** Bank, knowledge-point and wrong-answer practice share one page; the stored batch says which. */
const practicePage = page(
  () => import(/* webpackChunkName: "page-practice" */ '../features/practice/PracticePage'),
);

/** SPEC.md §2 "Question-bank shell": the areas behind the five menu entries built so far. */
const questionBankRoutes: AppRoute[] = [
  {
    path: 'practise',
    handle: { title: titles.practise },
    lazy: page(
      () => import(/* webpackChunkName: "page-practise" */ '../features/question-bank/PractisePage'),
    ),
  },
  {
    // Public (SPEC.md §2), but the list is the student's own: visitors get a sign-in prompt.
    path: 'knowledgeStrong',
    handle: { title: titles.knowledgeStrong, signInRequired: true },
    lazy: page(
      () => import(/* webpackChunkName: "page-knowledge" */ '../features/knowledge/KnowledgeStrongPage'),
    ),
  },
  {
    element: <RequireUser />,
    children: [
      {
        path: 'questionBank',
        handle: { title: titles.questionBank },
        lazy: page(
          () => import(/* webpackChunkName: "page-question-bank" */ '../features/question-bank/BankListPage'),
        ),
      },
      {
        path: 'testStore',
        handle: {
          title: titles.testStore,
          crumbs: [{ title: titles.questionBank, path: '/questionBank' }, { title: titles.testStore }],
        },
        lazy: practicePage,
      },
      {
        path: 'knowledgeStrongPractise',
        handle: {
          title: titles.knowledgeStrongPractise,
          crumbs: [
            { title: titles.knowledgeStrong, path: '/knowledgeStrong' },
            { title: crumbs.knowledgePractise },
          ],
        },
        lazy: practicePage,
      },
      {
        path: 'errorCollection',
        handle: { title: titles.errorCollection },
        lazy: page(() => import(/* webpackChunkName: "page-mistakes" */ '../features/mistakes/MistakesPage')),
      },
      {
        path: 'simulationTest',
        handle: { title: examTitles.simulationTest },
        lazy: page(
          () => import(/* webpackChunkName: "page-mock-exams" */ '../features/mock-exam/MockExamListPage'),
        ),
      },
      {
        path: 'simulationTestDetail',
        handle: {
          title: examTitles.simulationTestDetail,
          crumbs: [
            { title: examTitles.simulationTest, path: '/simulationTest' },
            { title: examTitles.simulationTestDetail },
          ],
        },
        lazy: page(
          () => import(/* webpackChunkName: "page-mock-exam" */ '../features/mock-exam/MockExamPage'),
        ),
      },
      {
        path: 'myExam',
        handle: { title: myExamsRouteTitle },
        lazy: page(() => import(/* webpackChunkName: "page-my-exams" */ '../features/my-exams/MyExamsPage')),
      },
    ],
  },
];

/**
 * SPEC.md §2. Only routes whose screens exist are listed; later features add theirs here.
 * Public: /login, /new-side, /403, /500, /practise, /knowledgeStrong. Everything under RequireUser
 * needs a stored user.
 */
export const appRoutes: AppRoute[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteProgress busy />,
    children: [
      { path: 'login', handle: { title: titles.login }, lazy: loginRoute },
      { path: 'new-side', handle: { title: titles.login }, lazy: loginRoute },
      ...entryRoutes,
      ...registerRoutes,
      ...newsRoutes,
      {
        path: '403',
        handle: { title: titles.forbidden },
        lazy: page(() => import(/* webpackChunkName: "page-403" */ '../features/errors/ForbiddenPage')),
      },
      {
        path: '500',
        handle: { title: titles.serverError },
        lazy: page(() => import(/* webpackChunkName: "page-500" */ '../features/errors/ServerErrorPage')),
      },
      {
        lazy: page(() => import(/* webpackChunkName: "shell-question-bank" */ './layouts/QuestionBankShell')),
        children: questionBankRoutes,
      },
      {
        element: <RequireUser />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            lazy: page(() => import(/* webpackChunkName: "shell-student" */ './layouts/StudentShell')),
            children: [...homeRoutes, ...membershipRoutes, ...messageRoutes, ...userCenterRoutes],
          },
        ],
      },
      {
        element: <PublicOrSignedIn />,
        children: [
          {
            path: '*',
            handle: { title: titles.notFound },
            lazy: page(() => import(/* webpackChunkName: "page-404" */ '../features/errors/NotFoundPage')),
          },
        ],
      },
    ],
  },
];

/** The browser router, or a memory router starting at `initialEntries` (tests). */
export function createAppRouter(initialEntries?: string[]) {
  const router = initialEntries
    ? createMemoryRouter(appRoutes, { initialEntries })
    : createBrowserRouter(appRoutes);
  // The store's 401 handling needs to know whether the visitor is already on /login.
  setPathProbe(() => router.state.location.pathname);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
