import { Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import type { MockExamInput } from '../../../machines/mockExam.machine';
import { preloadableLazy } from '../../lib/lazyComponent';
import { useAfterPaint } from '../../lib/useAfterPaint';
import { ExamNotice } from './ExamNotice';
import { selectError, selectIsDone, selectPaper, selectPhase, selectSummaryId } from './examSelectors';
import { SessionDialogs } from './lazyExamDialogs';
import { mockExamMessages as t } from './messages';
import { useMockExamActor } from './useMockExamActor';
import { Waiting } from './Waiting';

/*
 * Nothing but a spinner can show before the paper arrives, so the question viewers load in parallel
 * with generating it instead of before the page's first paint. They start as this page's code
 * arrives, not once it has rendered: on a tablet that render is a few hundred milliseconds the
 * paper's code need not wait. (Started from the route table instead, the chunk could no longer
 * count on the page's modules and carried its own copies: 14 KB more before the paper showed.)
 * The dialogs come once the screen has painted something other than that spinner
 * (lazyExamDialogs.ts).
 */
const PaperInProgress = preloadableLazy(() =>
  import(/* webpackChunkName: "exam-paper" */ './PaperInProgress').then((module) => module.default),
);
void PaperInProgress.preload();

type SessionCommand = 'generate.retry' | 'exam.leave' | 'submit.retry' | 'result.retry' | 'result.close';

/** One exam from generating the paper to closing its result (machines/mockExam.machine.ts). */
export function MockExamSession({ input }: { input: MockExamInput }) {
  const actorRef = useMockExamActor(input);
  const phase = useSelector(actorRef, selectPhase);
  const attemptId = useSelector(actorRef, selectSummaryId);
  const error = useSelector(actorRef, selectError);
  const done = useSelector(actorRef, selectIsDone);
  const paper = useSelector(actorRef, selectPaper);
  const navigate = useNavigate();
  const send = (type: SessionCommand) => actorRef.send({ type });

  useEffect(() => {
    if (done) navigate(actorRef.getSnapshot().output?.returnTo ?? '/simulationTest', { replace: true });
  }, [actorRef, done, navigate]);

  // The paper stays on screen until it is handed in; afterwards only the outcome matters.
  const showPaper =
    paper !== null && (phase === 'resumePrompt' || phase === 'answering' || phase === 'submitting');
  // The dialogs wait for the paper's first paint, or for that of whatever shows instead of it.
  const [paperPainted, setPaperPainted] = useState(false);
  const onPaperPainted = useCallback(() => setPaperPainted(true), []);
  const otherPainted = useAfterPaint(phase !== 'generating' && !showPaper);
  const dialogsDue = paperPainted || otherPainted;

  return (
    <div className="exam" role="region" aria-label={t.pageLabel}>
      {phase === 'generating' && <Waiting text={t.generating} />}
      {phase === 'generateFailed' && (
        <ExamNotice tone="warning" title={t.generateFailed} text={error}>
          <Button type="primary" size="large" onClick={() => send('generate.retry')}>
            {t.generateRetry}
          </Button>
          <Button size="large" onClick={() => send('exam.leave')}>
            {t.backToList}
          </Button>
        </ExamNotice>
      )}
      {showPaper && attemptId !== null && (
        <Suspense fallback={<Waiting text={t.generating} />}>
          <PaperInProgress actorRef={actorRef} attemptId={attemptId} onPainted={onPaperPainted} />
        </Suspense>
      )}
      {phase === 'submitFailed' && (
        <ExamNotice tone="error" title={t.submitFailed} text={error || t.submitFailedHint}>
          <Button type="primary" size="large" onClick={() => send('submit.retry')}>
            {t.submitRetry}
          </Button>
        </ExamNotice>
      )}
      {phase === 'loadingResult' && <Waiting text={t.loadingResult} />}
      {phase === 'resultFailed' && (
        <ExamNotice tone="warning" title={t.resultFailed} text={error}>
          <Button type="primary" size="large" onClick={() => send('result.retry')}>
            {t.resultRetry}
          </Button>
          <Button size="large" onClick={() => send('result.close')}>
            {t.backToList}
          </Button>
        </ExamNotice>
      )}
      {dialogsDue && <SessionDialogs actorRef={actorRef} />}
    </div>
  );
}
