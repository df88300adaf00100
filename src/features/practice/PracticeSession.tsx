import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { PracticeKind } from '../../../machines/practiceSession.machine';
import { lazyDialog } from '../../components/lazyDialog';
// Not the question area's index: that would pull the viewers into the page's first chunk.
import { useQuestionNavigationKeys } from '../../components/question/useOptionKeys';
import { useAppDispatch } from '../../../store/hooks';
import { practiceActions } from '../../../store/slices/practiceSlice';
import type { ActiveBatch } from '../../../store/slices/practiceSlice';
import { practiceMessages as t } from './messages';
import { PracticeFooter } from './PracticeFooter';
import { PracticeHeader } from './PracticeHeader';
import { PracticeQuestion } from './PracticeQuestion';
import { selectIsDone, selectResult } from './practiceSelectors';
import { usePracticeActor } from './usePracticeActor';
import type { PracticeActorRef } from './usePracticeActor';

// Shown once, at the end: its Modal code loads then, not with the page.
const ResultDialog = lazyDialog(
  () => import(/* webpackChunkName: "practice-result" */ './ResultDialog').then((m) => m.ResultDialog),
  (props) => props.result !== null,
);

/** SPEC.md §4: closing the result returns to where the practice was started. */
const RETURN_PATHS: Record<PracticeKind, string> = {
  knowledge: '/knowledgeStrong',
  bank: '/questionBank',
  mistakes: '/errorCollection',
};

/** ← / → and Enter send the machine's own navigation, once the question on screen is answerable. */
function useNavigationKeys(actorRef: PracticeActorRef) {
  const sendWhenAnswering = (type: 'nav.prev' | 'nav.next') => {
    if (actorRef.getSnapshot().matches('answering')) actorRef.send({ type });
  };
  useQuestionNavigationKeys({
    onPrev: () => sendWhenAnswering('nav.prev'),
    onNext: () => sendWhenAnswering('nav.next'),
    enabled: true,
  });
}

/** One batch being practised, from the first question to the result dialog. */
export function PracticeSession({ batch }: { batch: ActiveBatch }) {
  const actorRef = usePracticeActor(batch);
  const result = useSelector(actorRef, selectResult);
  const done = useSelector(actorRef, selectIsDone);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useNavigationKeys(actorRef);

  useEffect(() => {
    if (!done) return;
    const kind = actorRef.getSnapshot().output?.kind ?? batch.kind;
    navigate(RETURN_PATHS[kind], { replace: true });
    dispatch(practiceActions.batchFinished());
  }, [done, actorRef, batch.kind, dispatch, navigate]);

  return (
    <div className="practice" role="region" aria-label={t.pageLabel}>
      <PracticeHeader actorRef={actorRef} />
      <section className="practice-question">
        <PracticeQuestion actorRef={actorRef} />
      </section>
      <PracticeFooter actorRef={actorRef} />
      <ResultDialog result={done ? null : result} onClose={() => actorRef.send({ type: 'result.close' })} />
    </div>
  );
}
