import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { nextTask } from '../../store/nextTask';

/** One step of a breadcrumb (SPEC.md §2): a title, linked when it has a path. */
export interface Crumb {
  title: string;
  path?: string;
}

/** What any route may say about itself: the page title ("{title} - 码芽 少儿编程平台"), and more. */
export interface RouteHandle {
  title?: string;
  /** False for a page that uses no antd component: it renders without antd's provider. */
  antd?: boolean;
}

/** What question-bank routes may say about themselves to the shell (route `handle`). */
export interface QuestionBankRouteHandle {
  title?: string;
  crumbs?: Crumb[];
  /**
   * A public route whose data belongs to a student: visitors see a sign-in prompt in its place
   * instead of a failing call.
   */
  signInRequired?: boolean;
}

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

/**
 * Every screen is its own chunk, loaded when its route is first matched. `alongside` starts what
 * the screen would otherwise ask for only once it has rendered (the question bank's request
 * signing), so both arrive together instead of one after the other.
 */
export function page(load: () => Promise<{ default: ComponentType }>, ...alongside: Array<() => void>) {
  return async () => {
    for (const start of alongside) start();
    // A chunk the webpack runtime fetched early (webpack/entryChunks.ts) is there at once, and its
    // modules would run inside the router's task, the shell's and the page's together: each
    // screen's code runs in a task of its own.
    await nextTask();
    return { Component: (await load()).default };
  };
}
