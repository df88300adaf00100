import { useCallback } from 'react';
import { useMessageApi } from '../../lib/MessageBridge';
import {
  useOperationOpusCollectionMutation,
  useOperationOpusPraiseMutation,
} from '../../../store/api/homeApi';
import { classmateMessages as t } from './messages';

/**
 * Liking and collecting a work, with the messages of SPEC.md §8 "Home". The counts on screen are
 * the server's answer, written into the cached lists by the store.
 */
export function useOpusReactions() {
  const messageApi = useMessageApi();
  const [praise, praiseState] = useOperationOpusPraiseMutation();
  const [collect, collectState] = useOperationOpusCollectionMutation();

  const like = useCallback(
    async (opusId: number) => {
      try {
        await praise(opusId).unwrap();
        messageApi.success(t.likeOk);
      } catch {
        messageApi.error(t.likeFailed);
      }
    },
    [praise, messageApi],
  );

  const favourite = useCallback(
    async (opusId: number) => {
      try {
        await collect(opusId).unwrap();
        messageApi.success(t.collectOk);
      } catch {
        messageApi.error(t.collectFailed);
      }
    },
    [collect, messageApi],
  );

  return {
    like,
    favourite,
    /** The work a like or a favourite is on its way for. */
    likingId: praiseState.isLoading ? praiseState.originalArgs : undefined,
    collectingId: collectState.isLoading ? collectState.originalArgs : undefined,
  };
}

export type OpusReactions = ReturnType<typeof useOpusReactions>;
