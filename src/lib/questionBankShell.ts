import { createContext, use } from 'react';

/** The question-bank header's dialogs, opened from inside a page (e.g. the empty bank list's 激活). */
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
