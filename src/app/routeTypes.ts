import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './RootLayout';
import type { QuestionBankRouteHandle } from './layouts/questionBankShellContext';

/** What a student-shell page may say about itself (route `handle`). */
export interface StudentShellRouteHandle {
  title?: string;
  /** SPEC.md §2: on the message page a banner replaces the tab strip. */
  messageBanner?: boolean;
}

export type AppRoute = RouteObject & {
  handle?: RouteHandle & QuestionBankRouteHandle & StudentShellRouteHandle;
  children?: AppRoute[];
};

/** Every screen is its own chunk, loaded when its route is first matched. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
