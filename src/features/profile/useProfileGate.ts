import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { ProfileFormBody, ServerNotice } from '../../../core/cardTypes';
import { profileGateMachine } from '../../../machines/profileGate.machine';
import { quietWhenShown } from '../../../store/api/apiError';
import { cardsApi } from '../../../store/api/cardsApi';
import { useAppDispatch } from '../../../store/hooks';
import { refreshStudentInfo } from '../../../store/thunks/refreshStudentInfo';
import { useMessageApi } from '../../lib/MessageBridge';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

/** The profile-gate machine with the form's call and the user refresh provided by the store. */
export function useProfileGate() {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();

  const machine = useMemo(
    () =>
      profileGateMachine.provide({
        actors: {
          submitProfile: fromPromise<ServerNotice, ProfileFormBody>(({ input }) =>
            quietWhenShown(
              dispatch(
                cardsApi.endpoints.improvePersonalInformation.initiate(input, { track: false }),
              ).unwrap(),
            ),
          ),
          refreshUser: fromPromise(() => dispatch(refreshStudentInfo())),
        },
      }),
    [dispatch],
  );

  const actorRef = useInspectedActorRef('profileGate', machine);

  useEffect(() => {
    const completed = actorRef.on('profile.completed', ({ message }) => messageApi.success(message));
    return () => completed.unsubscribe();
  }, [actorRef, messageApi]);

  return actorRef;
}
