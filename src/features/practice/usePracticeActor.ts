import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { AnswerVerdict, Question } from '../../../core/questionBankTypes';
import { PRACTICE_SESSION_VERSION, practiceSessionMachine } from '../../../machines/practiceSession.machine';
import type { LoadQuestionInput, SaveAnswerInput } from '../../../machines/practiceSession.machine';
import { quietWhenShown } from '../../../store/api/apiError';
import { practiceApi } from '../../../store/api/practiceApi';
import { useStore } from 'react-redux';
import type { RootState } from '../../../store';
import { useAppDispatch } from '../../../store/hooks';
import { practiceActions, selectPracticeProgress } from '../../../store/slices/practiceSlice';
import type { ActiveBatch } from '../../../store/slices/practiceSlice';
import { useMessageApi } from '../../lib/MessageBridge';
import { practiceMessages as t } from './messages';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

/**
 * The practice machine for one batch: its calls provided by the store's endpoints, restored from
 * the persisted snapshot when the student reloads mid-practice, and saved back after every step.
 */
export function usePracticeActor(batch: ActiveBatch) {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();
  const store = useStore<RootState>();
  // Only the snapshot found on arrival is a resume. Read once, not subscribed: the page saves a
  // new snapshot after every step and must not re-render for its own writes.
  const [restored] = useState(() => {
    const progress = selectPracticeProgress(store.getState());
    return progress?.batchId === batch.batchId && progress.version === PRACTICE_SESSION_VERSION
      ? progress.snapshot
      : undefined;
  });

  const machine = useMemo(
    () =>
      practiceSessionMachine.provide({
        actors: {
          loadQuestion: fromPromise<Question, LoadQuestionInput>(({ input }) =>
            quietWhenShown(
              dispatch(
                practiceApi.endpoints.getQuestionDetails.initiate(input, {
                  subscribe: false,
                  forceRefetch: true,
                }),
              ).unwrap(),
            ),
          ),
          saveAnswer: fromPromise<AnswerVerdict, SaveAnswerInput>(({ input }) =>
            quietWhenShown(
              dispatch(
                practiceApi.endpoints.saveQuestionAnswer.initiate({
                  batchId: input.batchId,
                  questionId: input.questionId,
                  yourAnswer: input.yourAnswer,
                  costTime: input.costTime,
                  // The wire wants the client's verdict, but the answer key is only revealed after
                  // saving and the server grades for itself (contract), so none is claimed here.
                  questionStatus: 1,
                }),
              ).unwrap(),
            ),
          ),
        },
      }),
    [dispatch],
  );

  const actorRef = useInspectedActorRef('practiceSession', machine, {
    input: { batchId: batch.batchId, questionIds: batch.questionIds, kind: batch.kind },
    // The persisted snapshot went through JSON; the machine of this version wrote it.
    ...(restored ? { snapshot: restored as never } : {}),
  });

  useEffect(() => {
    // JSON round trip: exactly what local storage will hand back on the next load.
    const save = () =>
      dispatch(
        practiceActions.progressSaved({
          batchId: batch.batchId,
          version: PRACTICE_SESSION_VERSION,
          snapshot: JSON.parse(JSON.stringify(actorRef.getPersistedSnapshot())) as unknown,
        }),
      );
    save();
    const subscription = actorRef.subscribe(save);
    return () => subscription.unsubscribe();
  }, [actorRef, batch.batchId, dispatch]);

  useEffect(() => {
    const subscription = actorRef.on('notice', (notice) => {
      if (notice.code === 'KEY_WITHHELD') messageApi.info(t.keyWithheldNotice);
      else if (!notice.text) return;
      else if (notice.code === 'ANSWER_REQUIRED') messageApi.info(notice.text);
      else messageApi.error(notice.text);
    });
    return () => subscription.unsubscribe();
  }, [actorRef, messageApi]);

  return actorRef;
}

export type PracticeActorRef = ReturnType<typeof usePracticeActor>;
