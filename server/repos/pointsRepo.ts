import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { PointsLedgerTable } from '../db/tables/points';
import type { PageSlice } from './pageSlice';

export type PointsEntryRow = Selectable<PointsLedgerTable>;

export interface NewPointsEntry {
  studentId: number;
  delta: number;
  source: string;
  reason: string;
  referenceKind: string;
  referenceId: number;
  createdAt: number;
}

/** Appends an entry unless its event already has one; true when it was appended. */
export async function appendEntry(db: Db, entry: NewPointsEntry): Promise<boolean> {
  const inserted = await db
    .insertInto('points_ledger')
    .values({
      student_id: entry.studentId,
      delta: entry.delta,
      source: entry.source,
      reason: entry.reason,
      reference_kind: entry.referenceKind,
      reference_id: entry.referenceId,
      created_at: entry.createdAt,
    })
    .onConflict((oc) => oc.columns(['student_id', 'source', 'reference_kind', 'reference_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether the event (source + reference) already has its entry. */
export async function hasEntry(
  db: Db,
  studentId: number,
  source: string,
  referenceKind: string,
  referenceId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('points_ledger')
    .select('id')
    .where('student_id', '=', studentId)
    .where('source', '=', source)
    .where('reference_kind', '=', referenceKind)
    .where('reference_id', '=', referenceId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function sumBalance(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('points_ledger')
    .select(sql<number>`coalesce(sum(delta), 0)`.as('balance'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function countEntries(db: Db, studentId: number, source?: string): Promise<number> {
  let query = db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId);
  if (source !== undefined) query = query.where('source', '=', source);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Newest first; the id breaks ties of the same instant. */
export async function listEntries(db: Db, studentId: number, slice: PageSlice): Promise<PointsEntryRow[]> {
  return db
    .selectFrom('points_ledger')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
}

/** The latest reference ids of one source, highest first (for days: the most recent days). */
export async function listLatestReferenceIds(
  db: Db,
  studentId: number,
  source: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select('reference_id')
    .where('student_id', '=', studentId)
    .where('source', '=', source)
    .orderBy('reference_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.reference_id);
}

/** Holds the student's row until the transaction ends, so their spends run one at a time. */
export async function lockStudentLedger(db: Db, studentId: number): Promise<void> {
  await lockedForUpdate(
    db.selectFrom('students').select('id').where('id', '=', studentId),
    dialectOf(db),
  ).executeTakeFirst();
}

/** The references one source has paid or bought, of one kind (e.g. the templates unlocked). */
export async function listReferenceIdsOfKind(
  db: Db,
  studentId: number,
  source: string,
  referenceKind: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select('reference_id')
    .where('student_id', '=', studentId)
    .where('source', '=', source)
    .where('reference_kind', '=', referenceKind)
    .execute();
  return rows.map((row) => row.reference_id);
}
