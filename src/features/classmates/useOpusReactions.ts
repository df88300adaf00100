import { useCallback } from 'react';
import { useMessageApi } from '../../lib/MessageBridge';
import { useSetOpusCollectionMutation, useSetOpusPraiseMutation } from '../../../store/api/opusApi';
import { classmateMessages as t } from './messages';

/**
 * Liking and collecting a work as toggles, with the messages of SPEC.md §8 "Home": a click sets
 * or takes back (the server's `cancel` call), so a double click never counts twice. The store
 * shows the click at once in every cached list and then the server's recount.
 */
export function useOpusReactions() {
  const messageApi = useMessageApi();
  const [setPraise, praiseState] = useSetOpusPraiseMutation();
  const [setCollection, collectState] = useSetOpusCollectionMutation();

  const like = useCallback(
    async (opusId: number, on: boolean) => {
      try {
        await setPraise({ id: opusId, on }).unwrap();
        messageApi.success(on ? t.likeOk : t.unlikeOk);
      } catch {
        messageApi.error(t.likeFailed);
      }
    },
    [setPraise, messageApi],
  );

  const favourite = useCallback(
    async (opusId: number, on: boolean) => {
      try {
        await setCollection({ id: opusId, on }).unwrap();
        messageApi.success(on ? t.collectOk : t.uncollectOk);
      } catch {
        messageApi.error(t.collectFailed);
      }
    },
    [setCollection, messageApi],
  );

  return {
    like,
    favourite,
    /** The work a like or a favourite is on its way for. */
    likingId: praiseState.isLoading ? praiseState.originalArgs?.id : undefined,
    collectingId: collectState.isLoading ? collectState.originalArgs?.id : undefined,
  };
}

export type OpusReactions = ReturnType<typeof useOpusReactions>;
