import { Tag } from 'antd';
import { useSelector } from '@xstate/react';
import { ElapsedClock } from './ElapsedClock';
import { practiceMessages as t } from './messages';
import {
  selectAnswers,
  selectCurrentQuestion,
  selectIndex,
  selectIsBusy,
  selectQuestionIds,
  selectStartedAt,
  selectStoppedAt,
} from './practiceSelectors';
import { QuestionNumbers } from './QuestionNumbers';
import type { PracticeActorRef } from './usePracticeActor';

/** Timer, progress, the current question's knowledge points and the numbered question buttons. */
export function PracticeHeader({ actorRef }: { actorRef: PracticeActorRef }) {
  const startedAt = useSelector(actorRef, selectStartedAt);
  const stoppedAt = useSelector(actorRef, selectStoppedAt);
  const index = useSelector(actorRef, selectIndex);
  const questionIds = useSelector(actorRef, selectQuestionIds);
  const answers = useSelector(actorRef, selectAnswers);
  const busy = useSelector(actorRef, selectIsBusy);
  const question = useSelector(actorRef, selectCurrentQuestion);
  const points = question?.knowledgePoints ?? [];

  return (
    <header className="practice-header">
      <div className="practice-header-row">
        <ElapsedClock startedAt={startedAt} stoppedAt={stoppedAt} />
        <span className="practice-progress">{t.progress(index + 1, questionIds.length)}</span>
        <div className="practice-points" role="group" aria-label={t.knowledgePoints}>
          <span className="practice-points-label">{t.knowledgePoints}：</span>
          {points.length > 0
            ? points.map((point) => (
                <Tag key={point.id} color="gold" className="practice-point">
                  {point.title}
                </Tag>
              ))
            : t.noKnowledgePoints}
        </div>
      </div>
      <QuestionNumbers
        questionIds={questionIds}
        answers={answers}
        current={index}
        disabled={busy}
        onJump={(target) => actorRef.send({ type: 'nav.jump', index: target })}
      />
    </header>
  );
}
