import type { Db } from '../db/database';

/** Adds the day's view of the work by the student; false when that day already has it. */
export async function addView(
  trx: Db,
  view: { opusId: number; studentId: number; day: number; now: number },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('opus_views')
    .values({ opus_id: view.opusId, student_id: view.studentId, day: view.day, created_at: view.now })
    .onConflict((oc) => oc.columns(['opus_id', 'student_id', 'day']).doNothing())
    .returning('opus_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Sets the work's view counter from the view rows, never by adding one to it. */
export async function recountViews(trx: Db, opusId: number): Promise<void> {
  await trx
    .updateTable('opus')
    .set((eb) => ({
      view_number: eb
        .selectFrom('opus_views')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_views.opus_id', '=', opusId),
    }))
    .where('id', '=', opusId)
    .execute();
}
