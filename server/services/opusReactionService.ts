import type { OpusReaction } from '../../core/homeTypes';
import type { Db } from '../db/database';
import {
  addReaction,
  findReactionState,
  lockOpus,
  recountReactions,
  removeReaction,
} from '../repos/opusReactionRepo';
import type { ReactionTable } from '../repos/opusReactionRepo';
import { visibleOpusOr404 } from './opusVisibility';
import type { OpusViewer } from './opusVisibility';
import { rewardLikeReceived } from './pointsService';

/**
 * Sets (or, with `cancel`, unsets) a like or a favourite, idempotently both ways: the row is
 * unique per work and student, a repeat changes nothing, and the work's counters are recounted
 * from the rows under the work's row lock, so a burst of clicks leaves one row or none. A work the
 * caller may not see answers as missing: its existence is not the caller's business either.
 */
export async function react(
  db: Db,
  table: ReactionTable,
  opusId: number,
  viewer: OpusViewer,
  cancel: boolean,
  now: number,
): Promise<OpusReaction> {
  const opus = await visibleOpusOr404(db, opusId, viewer);
  const state = await db.transaction().execute(async (trx) => {
    await lockOpus(trx, opusId);
    if (cancel) {
      await removeReaction(trx, table, opusId, viewer.id);
    } else {
      const added = await addReaction(trx, table, opusId, viewer.id, now);
      // Paid once per work and liker, however often the like is taken back and given again.
      if (table === 'opus_praises' && added !== null && opus.student_id !== viewer.id)
        await rewardLikeReceived(trx, opus.student_id, added, now);
    }
    await recountReactions(trx, opusId);
    return findReactionState(trx, opusId, viewer.id);
  });
  return {
    opusId,
    praiseNumber: state.praise_number,
    collectionNumber: state.collection_number,
    isPraised: state.praised > 0,
    isCollectioned: state.collected > 0,
  };
}
