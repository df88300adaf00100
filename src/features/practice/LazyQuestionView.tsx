import { Suspense } from 'react';
import type { ReactNode } from 'react';
import type { QuestionViewProps } from '../../components/question';
import { preloadableLazy } from '../../lib/lazyComponent';

// The viewers and their antd inputs are most of this page's code, yet no question can show before
// its data arrives (DESIGN.md "Budgets"): the page paints without them, and they load as soon as
// the page's code has arrived (PracticeQuestion.tsx), while the first question is on its way.
const QuestionView = preloadableLazy(() =>
  import(/* webpackChunkName: "question-view" */ '../../components/question/QuestionView').then(
    (module) => module.QuestionView,
  ),
);

export function preloadQuestionView(): void {
  void QuestionView.preload();
}

/** QuestionView once its code is here; until then `fallback`, the page's own loading state. */
export function LazyQuestionView({ fallback, ...props }: QuestionViewProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QuestionView {...props} />
    </Suspense>
  );
}
