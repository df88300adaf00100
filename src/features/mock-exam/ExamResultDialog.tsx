import { Button, Modal } from 'antd';
import { useSelector } from '@xstate/react';
import { formatDurationMs } from '../../../core/format';
import { selectResult, selectTimeUp } from './examSelectors';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';
import { hasPassed } from '../../../core/grading';

/** SPEC.md §2/§4: score, right count, accuracy (right / all questions) and time used; 800 px wide. */
export function ExamResultDialog({ actorRef }: { actorRef: MockExamActorRef }) {
  const result = useSelector(actorRef, selectResult);
  const open = useSelector(actorRef, (snapshot) => snapshot.matches('result'));
  const timeUp = useSelector(actorRef, selectTimeUp);
  const close = () => actorRef.send({ type: 'result.close' });
  const passed = result !== null && hasPassed(result.score, result.passingScore);

  return (
    <Modal
      open={open && result !== null}
      title={t.resultTitle}
      width={800}
      centered
      mask={{ closable: false }}
      onCancel={close}
      footer={
        <Button type="primary" size="large" onClick={close}>
          {t.resultClose}
        </Button>
      }
    >
      {result && (
        <div className="exam-result">
          {(timeUp || result.autoSubmitted) && <p className="exam-result-timeup">{t.timeUp}</p>}
          <p className="exam-result-cheer">{passed ? t.resultPassed : t.resultFailedCheer}</p>
          <dl className="exam-result-figures">
            <div>
              <dt>{t.resultScore}</dt>
              <dd data-testid="exam-result-score">{result.score}</dd>
            </div>
            <div>
              <dt>{t.resultRight}</dt>
              <dd data-testid="exam-result-right">{t.resultOf(result.right, result.total)}</dd>
            </div>
            <div>
              <dt>{t.resultAccuracy}</dt>
              <dd data-testid="exam-result-accuracy">{result.accuracy}%</dd>
            </div>
            <div>
              <dt>{t.resultTime}</dt>
              <dd data-testid="exam-result-time">{formatDurationMs(result.costTime)}</dd>
            </div>
          </dl>
          <p className="exam-result-note">{t.resultNote}</p>
        </div>
      )}
    </Modal>
  );
}
