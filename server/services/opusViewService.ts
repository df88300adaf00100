import type { Db } from '../db/database';
import { lockOpus } from '../repos/opusReactionRepo';
import { addView, recountViews } from '../repos/opusViewRepo';
import { beijingDayNumber } from './time';

/**
 * A run of someone else's work (the first green flag, the first Run) is a view: one per student,
 * work and Beijing day, however often it is run or its page reloaded. An author's own runs are
 * not views: testing one's own game a hundred times is not popularity. Run inside the
 * transaction that stores the event; the counter is recounted under the work's row lock.
 */
export async function countRunAsView(
  trx: Db,
  run: { opusId: number; authorId: number; studentId: number },
  now: number,
): Promise<void> {
  if (run.authorId === run.studentId) return;
  await lockOpus(trx, run.opusId);
  const added = await addView(trx, {
    opusId: run.opusId,
    studentId: run.studentId,
    day: beijingDayNumber(now),
    now,
  });
  if (added) await recountViews(trx, run.opusId);
}
