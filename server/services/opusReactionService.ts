import type { OpusReaction } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { worksMessages } from '../messages';
import { ApiError } from '../plugins/envelope';
import { findLiveOpus } from '../repos/opusRepo';
import type { OpusAccessRow } from '../repos/opusRepo';
import { addReaction, findReactionState, lockOpus, recountReactions } from '../repos/opusReactionRepo';
import type { ReactionTable } from '../repos/opusReactionRepo';
import { rewardLikeReceived } from './pointsService';

export interface Viewer {
  id: number;
  organizationId: number | null;
}

/** Own works, works open to everyone, and works open to the viewer's own school. */
export function canSee(opus: OpusAccessRow, viewer: Viewer): boolean {
  if (opus.student_id === viewer.id || opus.published === 1) return true;
  return (
    opus.school_published === 1 &&
    viewer.organizationId !== null &&
    opus.author_organization_id === viewer.organizationId
  );
}

/**
 * Likes or collects a work, idempotently: the row is unique per work and student, a repeat adds
 * nothing, and the work's counter is recounted from the rows under the work's row lock, so a burst
 * of clicks from many students leaves exactly one like each. A work the caller may not see answers
 * as missing: its existence is not the caller's business either.
 */
export async function react(
  db: Db,
  table: ReactionTable,
  opusId: number,
  viewer: Viewer,
  now: number,
): Promise<OpusReaction> {
  const opus = await findLiveOpus(db, opusId);
  if (!opus || !canSee(opus, viewer)) throw new ApiError(404, worksMessages.opusNotFound);
  const state = await db.transaction().execute(async (trx) => {
    await lockOpus(trx, opusId);
    const added = await addReaction(trx, table, opusId, viewer.id, now);
    if (table === 'opus_praises' && added !== null && opus.student_id !== viewer.id)
      await rewardLikeReceived(trx, opus.student_id, added, now);
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
