import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { SaveAdditionalCardBody, ServerNotice } from '../../../core/cardTypes';
import { cardSwitchMachine } from '../../../machines/cardSwitch.machine';
import { quietWhenShown } from '../../../store/api/apiError';
import { cardsApi } from '../../../store/api/cardsApi';
import { useAppDispatch } from '../../../store/hooks';
import { extraCardEntered, mainCardRestored } from '../../../store/slices/cardSlice';
import { tokenReceived } from '../../../store/slices/sessionSlice';
import { reloadPage } from '../../../store/thunks/pageReload';
import { refreshStudentInfo } from '../../../store/thunks/refreshStudentInfo';
import { useMessageApi } from '../../lib/MessageBridge';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

/**
 * The card-switch machine with its calls provided by the store's endpoints, and what it announces
 * carried out: the new token and the card context go to the persisted store, the server's link
 * message to the screen, the reload to the store's page reloader.
 */
export function useCardSwitch() {
  const dispatch = useAppDispatch();
  const messageApi = useMessageApi();

  const machine = useMemo(
    () =>
      cardSwitchMachine.provide({
        actors: {
          saveAdditionalCard: fromPromise<ServerNotice, SaveAdditionalCardBody>(({ input }) =>
            quietWhenShown(
              dispatch(cardsApi.endpoints.saveAdditionalCard.initiate(input, { track: false })).unwrap(),
            ),
          ),
          loginById: fromPromise<string, { studentId: number }>(({ input }) =>
            dispatch(cardsApi.endpoints.loginById.initiate(input.studentId, { track: false })).unwrap(),
          ),
          refreshUser: fromPromise(() => dispatch(refreshStudentInfo())),
        },
      }),
    [dispatch],
  );

  const actorRef = useInspectedActorRef('cardSwitch', machine);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('card.tokenIssued', ({ accessToken }) => dispatch(tokenReceived(accessToken))),
      actorRef.on('card.extraEntered', ({ mainStudentId }) => dispatch(extraCardEntered({ mainStudentId }))),
      actorRef.on('card.mainRestored', () => dispatch(mainCardRestored())),
      actorRef.on('card.linked', ({ message }) => messageApi.success(message)),
      actorRef.on('page.reload', () => dispatch(reloadPage())),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, dispatch, messageApi]);

  return actorRef;
}

export type CardSwitchActorRef = ReturnType<typeof useCardSwitch>;
