import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { setPathProbe } from '../../store/notifier';
import { PublicOrSignedIn, RequireUser } from './guards';
import { appMessages } from './messages';
import { RootLayout } from './RootLayout';
import type { RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteProgress } from './RouteProgress';

type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

/** Every screen is its own chunk, loaded when its route is first matched. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

const loginRoute = page(() => import(/* webpackChunkName: "page-login" */ '../features/account/LoginRoute'));
const { titles } = appMessages;

/**
 * SPEC.md §2. Only routes whose screens exist are listed; later features add theirs here.
 * Public: /login, /new-side, /403, /500, /practise. Everything under RequireUser needs a stored user.
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
        children: [
          {
            path: 'practise',
            handle: { title: titles.practise },
            lazy: page(() => import(/* webpackChunkName: "page-practise" */ '../features/question-bank/PractisePage')),
          },
        ],
      },
      {
        element: <RequireUser />,
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            lazy: page(() => import(/* webpackChunkName: "shell-student" */ './layouts/StudentShell')),
            children: [
              {
                path: 'home',
                handle: { title: titles.home },
                lazy: page(() => import(/* webpackChunkName: "page-home" */ '../features/home/HomePage')),
              },
            ],
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
  const router = initialEntries ? createMemoryRouter(appRoutes, { initialEntries }) : createBrowserRouter(appRoutes);
  // The store's 401 handling needs to know whether the visitor is already on /login.
  setPathProbe(() => router.state.location.pathname);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
