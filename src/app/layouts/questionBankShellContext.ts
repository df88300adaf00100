import { createContext, use } from 'react';

/** One step of the question-bank breadcrumb (SPEC.md §2): a title, linked when it has a path. */
export interface Crumb {
  title: string;
  path?: string;
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

/** The header's dialogs, opened from inside a page (e.g. the empty bank list's 激活). */
export interface QuestionBankShellActions {
  openLogin: () => void;
  openActivate: () => void;
}

const noop = () => undefined;

export const QuestionBankShellContext = createContext<QuestionBankShellActions>({
  openLogin: noop,
  openActivate: noop,
});

export function useQuestionBankShell(): QuestionBankShellActions {
  return use(QuestionBankShellContext);
}
