import { useDeferredValue, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import { useQuestionNavigationKeys } from '../../components/question';
import { useAfterPaint } from '../../lib/useAfterPaint';
import { AnswerSheet } from './AnswerSheet';
import { ExamFooter } from './ExamFooter';
import { ExamHeader } from './ExamHeader';
import { ExamQuestion } from './ExamQuestion';
import { selectExamPaperId, selectInExam, selectIsLast, selectPhase } from './examSelectors';
import { PaperDialogs } from './lazyExamDialogs';
import { mockExamMessages as t } from './messages';
import { useExamAutosave } from './useExamAutosave';
import { useLeaveGuard } from './useLeaveGuard';
import type { MockExamActorRef } from './useMockExamActor';
import { Waiting } from './Waiting';

/**
 * The paper being answered: header, answer sheet, question, footer; autosave and the leave guard.
 * A chunk of its own, fetched while the paper is being generated (question viewers, inputs); its
 * dialogs come once it has painted.
 */
export default function PaperInProgress({
  actorRef,
  attemptId,
  onPainted,
}: {
  actorRef: MockExamActorRef;
  attemptId: number;
  /** Told once the paper has been painted. */
  onPainted: () => void;
}) {
  const examPaperId = useSelector(actorRef, selectExamPaperId);
  const phase = useSelector(actorRef, selectPhase);
  const inExam = useSelector(actorRef, selectInExam);
  const { status, flush } = useExamAutosave(actorRef, { attemptId, examPaperId });
  const guard = useLeaveGuard(inExam, flush);
  // The machine's news reaches React through a store subscription, which React renders in one go:
  // the whole paper at once, as it arrived, held a tablet's main thread for a quarter of a second
  // (4× CPU). So the header (the paper's name, the clock) shows first, and the questions, the
  // bulk of it, are rendered after, in short slices, under the spinner.
  const bodyDue = useDeferredValue(true, false);
  const dialogsDue = useAfterPaint(true);
  useEffect(() => {
    if (dialogsDue) onPainted();
  }, [dialogsDue, onPainted]);
  // The paper's parts read the machine for themselves. This component renders again as the
  // address takes the attempt's id and as the dialogs arrive, which is no news to them: each
  // time, the answer sheet's numbers and the question came along, and showing a paper took
  // three renders of it instead of one.
  const paper = useMemo(
    () => (
      <div className="exam-body">
        <AnswerSheet actorRef={actorRef} disabled={!inExam} />
        <div className="exam-main">
          <ExamQuestion actorRef={actorRef} />
          <ExamFooter actorRef={actorRef} disabled={!inExam} />
        </div>
      </div>
    ),
    [actorRef, inExam],
  );
  const [params, setParams] = useSearchParams();
  // The same keys as the buttons: on the last question the next step is handing in.
  useQuestionNavigationKeys({
    onPrev: () => actorRef.send({ type: 'nav.prev' }),
    onNext: () => actorRef.send({ type: selectIsLast(actorRef.getSnapshot()) ? 'exam.submit' : 'nav.next' }),
    enabled: inExam,
  });

  // A reload of this address resumes this very attempt.
  useEffect(() => {
    if (params.get('summaryId') === String(attemptId)) return;
    const next = new URLSearchParams(params);
    next.set('summaryId', String(attemptId));
    setParams(next, { replace: true });
  }, [attemptId, params, setParams]);

  return (
    <>
      <ExamHeader actorRef={actorRef} saveStatus={status} />
      {bodyDue ? paper : <Waiting text={t.generating} />}
      {phase === 'submitting' && <Waiting text={t.submitting} />}
      {dialogsDue && <PaperDialogs actorRef={actorRef} guard={guard} />}
    </>
  );
}
