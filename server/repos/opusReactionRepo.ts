import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';

/** Likes live in opus_praises, favourites in opus_collections; both are one row per work and student. */
export type ReactionTable = 'opus_praises' | 'opus_collections';

/**
 * Holds the work's row until the transaction ends, so concurrent likes of one work take turns
 * (PostgreSQL; SQLite runs write transactions one at a time anyway) and each recount sees every
 * like committed before it.
 */
export async function lockOpus(trx: Db, opusId: number): Promise<void> {
  await lockedForUpdate(
    trx.selectFrom('opus').select('id').where('id', '=', opusId),
    dialectOf(trx),
  ).execute();
}

/** Adds the reaction unless it is already there; a repeat is not an error, just nothing new. */
export async function addReaction(
  trx: Db,
  table: ReactionTable,
  opusId: number,
  studentId: number,
  now: number,
): Promise<number | null> {
  const inserted = await trx
    .insertInto(table)
    .values({ opus_id: opusId, student_id: studentId, created_at: now })
    .onConflict((oc) => oc.columns(['opus_id', 'student_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** A like by its row: which work, and who gave it. */
export async function findPraise(
  db: Db,
  praiseId: number,
): Promise<{ opus_id: number; student_id: number } | undefined> {
  return db
    .selectFrom('opus_praises')
    .select(['opus_id', 'student_id'])
    .where('id', '=', praiseId)
    .executeTakeFirst();
}

/** Takes the reaction back; one that is not there is not an error either. */
export async function removeReaction(
  trx: Db,
  table: ReactionTable,
  opusId: number,
  studentId: number,
): Promise<void> {
  await trx.deleteFrom(table).where('opus_id', '=', opusId).where('student_id', '=', studentId).execute();
}

/** Sets the work's counters from the reaction rows themselves, never by adding one to them. */
export async function recountReactions(trx: Db, opusId: number): Promise<void> {
  await trx
    .updateTable('opus')
    .set((eb) => ({
      praise_number: eb
        .selectFrom('opus_praises')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_praises.opus_id', '=', opusId),
      collection_number: eb
        .selectFrom('opus_collections')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_collections.opus_id', '=', opusId),
    }))
    .where('id', '=', opusId)
    .execute();
}

export interface ReactionStateRow {
  praise_number: number;
  collection_number: number;
  praised: number;
  collected: number;
}

export async function findReactionState(
  db: Db,
  opusId: number,
  studentId: number,
): Promise<ReactionStateRow> {
  const row = await db
    .selectFrom('opus')
    .select((eb) => [
      'opus.praise_number',
      'opus.collection_number',
      eb
        .selectFrom('opus_praises')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_praises.opus_id', '=', opusId)
        .where('opus_praises.student_id', '=', studentId)
        .as('praised'),
      eb
        .selectFrom('opus_collections')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .where('opus_collections.opus_id', '=', opusId)
        .where('opus_collections.student_id', '=', studentId)
        .as('collected'),
    ])
    .where('opus.id', '=', opusId)
    .executeTakeFirstOrThrow();
  return {
    praise_number: Number(row.praise_number),
    collection_number: Number(row.collection_number),
    praised: Number(row.praised ?? 0),
    collected: Number(row.collected ?? 0),
  };
}

/** Every work's counters set from the reaction rows (after seeding many reactions at once). */
export async function recountAllReactions(db: Db): Promise<void> {
  await db
    .updateTable('opus')
    .set((eb) => ({
      praise_number: eb
        .selectFrom('opus_praises')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('opus_praises.opus_id', '=', 'opus.id'),
      collection_number: eb
        .selectFrom('opus_collections')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('opus_collections.opus_id', '=', 'opus.id'),
    }))
    .execute();
}
