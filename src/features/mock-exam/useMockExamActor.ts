import { useEffect, useMemo } from 'react';
import { useStore } from 'react-redux';
import { fromPromise } from 'xstate';
import type { ExamAnswerResult } from '../../../core/examTypes';
import { mockExamMachine } from '../../../machines/mockExam.machine';
import type { GenerateOutput, MockExamInput, SubmitInput } from '../../../machines/mockExam.machine';
import type { RootState } from '../../../store';
import { quietWhenShown } from '../../../store/api/apiError';
import { examApi } from '../../../store/api/examApi';
import { useAppDispatch } from '../../../store/hooks';
import { examActions, selectExamPending } from '../../../store/slices/examSlice';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

/**
 * The exam machine with its calls provided by the store's endpoints. Every answer it announces is
 * kept in the persisted exam slice at once (the autosave sends it later); a submitted attempt
 * clears what was kept for it.
 */
export function useMockExamActor(input: MockExamInput) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();

  const machine = useMemo(
    () =>
      mockExamMachine.provide({
        actors: {
          generate: fromPromise<GenerateOutput, MockExamInput>(async ({ input: request }) => {
            const attempt = await quietWhenShown(
              dispatch(
                examApi.endpoints.generateExamPaperDetails.initiate(request, { track: false }),
              ).unwrap(),
            );
            const attemptId = attempt.examPaperParticipateSummaryId;
            dispatch(examActions.attemptOpened({ attemptId, serverSeq: attempt.seq }));
            return { attempt, pending: selectExamPending(store.getState()) };
          }),
          submit: fromPromise<number, SubmitInput>(({ input: request }) =>
            quietWhenShown(
              dispatch(examApi.endpoints.saveExamPaperAnswer.initiate(request, { track: false })).unwrap(),
            ),
          ),
          loadResult: fromPromise<ExamAnswerResult, { summaryId: number }>(({ input: { summaryId } }) =>
            quietWhenShown(
              dispatch(
                examApi.endpoints.getExamPaperAnswer.initiate(summaryId, {
                  subscribe: false,
                  forceRefetch: true,
                }),
              ).unwrap(),
            ),
          ),
        },
      }),
    [dispatch, store],
  );

  const actorRef = useInspectedActorRef('mockExam', machine, { input });

  useEffect(() => {
    const changed = actorRef.on('answer.changed', ({ attemptId, questionId, answer }) => {
      dispatch(examActions.answerChanged({ attemptId, questionId, yourAnswer: answer }));
    });
    const submitted = actorRef.on('attempt.submitted', ({ attemptId }) => {
      dispatch(examActions.attemptClosed({ attemptId }));
    });
    return () => {
      changed.unsubscribe();
      submitted.unsubscribe();
    };
  }, [actorRef, dispatch]);

  return actorRef;
}

export type MockExamActorRef = ReturnType<typeof useMockExamActor>;
