import { useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useSelector } from '@xstate/react';
import { useAppSelector } from '../../../store/hooks';
import { selectAccessToken } from '../../../store/slices/sessionSlice';
import { useMessageApi } from '../../lib/MessageBridge';
import type { ScratchSlotProps } from '../../components/question';
import { ReadingSwitches } from '../../components/question/ReadingSwitches';
import type { Question } from '../../../core/questionBankTypes';
import { useLargeText } from '../../lib/useLargeText';
import { ScratchFrame } from '../../components/question/ScratchFrame';
import type { ScratchFrameTexts } from '../../components/question/ScratchFrame';
import { LazyQuestionView, preloadQuestionView } from './LazyQuestionView';
import { practiceMessages as t } from './messages';
import {
  selectCurrentAnswer,
  selectCurrentKeyWithheld,
  selectCurrentQuestion,
  selectIndex,
  selectLoadError,
  selectPhase,
} from './practiceSelectors';
import type { PracticeActorRef } from './usePracticeActor';

const scratchTexts: ScratchFrameTexts = {
  title: t.scratchTitle,
  hint: t.scratchHint,
  submitted: t.scratchSubmitted,
  loadError: t.scratchLoadError,
  submitError: t.scratchSubmitError,
};

const loading = (
  <div className="practice-loading">
    <Spin size="large" />
    <span>{t.loading}</span>
  </div>
);

// The viewers start loading as this page's code arrives, not once the page has rendered: on a
// tablet that render is a few hundred milliseconds the first question need not wait. (Started from
// the route table instead, their chunk could no longer count on the page's modules and carried its
// own copies: 18 KB more before the question showed.)
preloadQuestionView();

/** 朗读 starts switched on for the youngest readers: questions written for Scratch 一级. */
const readsAloudByDefault = (question: Question) => question.subject === 'scratch' && question.level === 1;

/** The question area: loading, a retry after a failed load, or the question's viewer. */
export function PracticeQuestion({ actorRef }: { actorRef: PracticeActorRef }) {
  const phase = useSelector(actorRef, selectPhase);
  const question = useSelector(actorRef, selectCurrentQuestion);
  const answer = useSelector(actorRef, selectCurrentAnswer);
  const index = useSelector(actorRef, selectIndex);
  const loadError = useSelector(actorRef, selectLoadError);
  const keyWithheld = useSelector(actorRef, selectCurrentKeyWithheld);
  const accessToken = useAppSelector(selectAccessToken);
  const messageApi = useMessageApi();
  // The student's own choice for this batch; until she makes one, the question's level decides.
  const [readAloudChoice, setReadAloudChoice] = useState<boolean | null>(null);
  const [largeText, setLargeText] = useLargeText();

  if (phase === 'loadFailed') {
    return (
      // An Alert, not a Result: Result's illustrations would weigh on every practice page load.
      <Alert
        className="practice-load-failed"
        type="warning"
        showIcon
        title={t.loadFailed}
        description={loadError || undefined}
        action={
          <Button type="primary" onClick={() => actorRef.send({ type: 'load.retry' })}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!question) return loading;
  const readAloud = readAloudChoice ?? readsAloudByDefault(question);

  const renderScratch = ({ question: task, value, onChange }: ScratchSlotProps) => (
    <ScratchFrame
      key={task.id}
      materialPath={task.programmingPath}
      accessToken={accessToken}
      submittedPath={value}
      onSubmitted={(path) => {
        onChange(path);
        messageApi.success(t.scratchSubmittedNotice);
      }}
      onProblem={(text) => messageApi.error(text)}
      texts={scratchTexts}
      classPrefix="practice-scratch"
      liveStatus
    />
  );

  return (
    <>
      {keyWithheld && (
        <Alert
          className="practice-key-withheld"
          type="info"
          showIcon
          title={t.answeredWithheld}
          description={t.keyWithheld}
        />
      )}
      <ReadingSwitches
        readAloud={{ on: readAloud, onChange: setReadAloudChoice }}
        largeText={largeText}
        onLargeTextChange={setLargeText}
      />
      <LazyQuestionView
        fallback={loading}
        readAloud={readAloud}
        largeText={largeText}
        key={question.id}
        question={question}
        number={index + 1}
        value={answer}
        onChange={(value) => actorRef.send({ type: 'answer.change', answer: value })}
        renderScratch={renderScratch}
      />
    </>
  );
}
