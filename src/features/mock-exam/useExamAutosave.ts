import { useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { autosaveStatus, examAutosaveMachine } from '../../../machines/examAutosave.machine';
import type { AutosaveFlushOutcome, AutosaveStatus } from '../../../machines/examAutosave.machine';
import { flushExamDraft } from '../../../store/api/examApi';
import { useAppDispatch } from '../../../store/hooks';
import type { MockExamActorRef } from './useMockExamActor';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

export interface AutosaveTarget {
  attemptId: number;
  examPaperId: number;
}

const selectStatus = (snapshot: Parameters<typeof autosaveStatus>[0]): AutosaveStatus =>
  autosaveStatus(snapshot);

/**
 * Autosave for the attempt on screen: the autosave machine decides when, the store's
 * `flushExamDraft` sends what is pending. The browser's online/offline events and the exam's
 * answer changes drive it; when the server says the attempt is over, the exam hears about it.
 */
export function useExamAutosave(examActor: MockExamActorRef, target: AutosaveTarget) {
  const dispatch = useAppDispatch();
  const { attemptId, examPaperId } = target;

  const machine = useMemo(
    () =>
      examAutosaveMachine.provide({
        actors: {
          flush: fromPromise<AutosaveFlushOutcome>(() => {
            // The browser knows it has no network: skip the call and wait for 'online'.
            if (typeof navigator !== 'undefined' && navigator.onLine === false)
              return Promise.resolve('unreachable');
            return dispatch(flushExamDraft({ attemptId, examPaperId }));
          }),
        },
      }),
    [attemptId, dispatch, examPaperId],
  );
  const autosave = useInspectedActorRef('examAutosave', machine);
  const status = useSelector(autosave, selectStatus);

  useEffect(() => {
    const subscription = examActor.on('answer.changed', () => autosave.send({ type: 'answers.changed' }));
    return () => subscription.unsubscribe();
  }, [autosave, examActor]);

  useEffect(() => {
    const online = () => autosave.send({ type: 'network.online' });
    const offline = () => autosave.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [autosave]);

  useEffect(() => {
    if (status === 'closed') examActor.send({ type: 'attempt.closed' });
  }, [examActor, status]);

  return { status, flush: () => autosave.send({ type: 'flush' }) };
}
