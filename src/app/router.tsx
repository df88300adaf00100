import { Navigate, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { accountRoutes } from '../features/account';
import { activityRoutes } from '../features/activities';
import { classmateRoutes } from '../features/classmates';
import { cloudFilesRoutes } from '../features/cloud-files';
import { courseRoutes } from '../features/courses';
import { createCenterRoutes } from '../features/create-center';
import { entryRoutes } from '../features/entry';
import { errorRoutes, notFoundRoutes } from '../features/errors';
import { homeRoutes } from '../features/home';
import { homeworkRoutes } from '../features/homework';
import { knowledgeRoutes } from '../features/knowledge';
import { membershipRoutes } from '../features/membership';
import { messageRoutes } from '../features/messages';
import { mistakesRoutes } from '../features/mistakes';
import { mockExamRoutes } from '../features/mock-exam';
import { myExamsRoutes } from '../features/my-exams';
import { newsRoutes } from '../features/news';
import { opusDetailPublicRoutes, opusDetailRoutes } from '../features/opus-detail';
import { pdfViewerRoutes } from '../features/pdf-viewer';
import { practiceRoutes } from '../features/practice';
import { pythonRoutes } from '../features/python';
import { questionBankPublicRoutes, questionBankRoutes } from '../features/question-bank';
import { registerRoutes } from '../features/register';
import { resourcesRoutes } from '../features/resources';
import { scratchRoutes } from '../features/scratch';
import { studyRoutes } from '../features/study';
import { userCenterRoutes } from '../features/user-center';
import { worksRoutes } from '../features/works';
import { preloadSigning } from '../../store/api/axiosBaseQuery';
import { page } from '../lib/routes';
import type { AppRoute } from '../lib/routes';
import { withAntdPreload } from '../lib/antd/antdScope';
import { PublicOrSignedIn, RequireUser } from './guards';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteProgress } from './RouteProgress';

/**
 * SPEC.md §2. Each feature lists its own routes (lazy pages, titles, crumbs); this table only says
 * where they mount: without a shell, in the question-bank shell or in the student shell, and
 * whether a stored user is required. Public: /login, /new-side, the entries, /regist, /pass,
 * /artical-detail, /opus-detail, /403, /500, /practise, /knowledgeStrong.
 */
export const appRoutes: AppRoute[] = withAntdPreload([
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteProgress busy />,
    children: [
      ...accountRoutes,
      ...entryRoutes,
      ...registerRoutes,
      ...newsRoutes,
      ...opusDetailPublicRoutes,
      ...errorRoutes,
      {
        lazy: page(
          () => import(/* webpackChunkName: "shell-question-bank" */ './layouts/QuestionBankShell'),
          preloadSigning,
        ),
        children: [
          ...questionBankPublicRoutes,
          ...knowledgeRoutes,
          {
            element: <RequireUser />,
            children: [
              ...questionBankRoutes,
              ...practiceRoutes,
              ...mistakesRoutes,
              ...mockExamRoutes,
              ...myExamsRoutes,
            ],
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          ...pythonRoutes,
          ...scratchRoutes,
          ...pdfViewerRoutes,
          {
            lazy: page(() => import(/* webpackChunkName: "shell-student" */ './layouts/StudentShell')),
            children: [
              ...homeRoutes,
              ...courseRoutes,
              ...studyRoutes,
              ...homeworkRoutes,
              ...resourcesRoutes,
              ...activityRoutes,
              ...classmateRoutes,
              ...opusDetailRoutes,
              ...membershipRoutes,
              ...messageRoutes,
              ...userCenterRoutes,
              ...cloudFilesRoutes,
              ...createCenterRoutes,
              ...worksRoutes,
            ],
          },
        ],
      },
      { element: <PublicOrSignedIn />, children: notFoundRoutes },
    ],
  },
]);

/** The browser router, or a memory router starting at `initialEntries` (tests). */
export function createAppRouter(initialEntries?: string[]) {
  return initialEntries ? createMemoryRouter(appRoutes, { initialEntries }) : createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
