import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { ReportKind, ReportStatus } from '../db/tables/comments';

/**
 * Holds the reported work's or comment's row until the transaction ends, so reports arriving at
 * once are counted one after another and the third one always holds the item (PostgreSQL; SQLite
 * runs write transactions one at a time).
 */
export async function lockReportedItem(trx: Db, kind: ReportKind, itemId: number): Promise<void> {
  const dialect = dialectOf(trx);
  if (kind === 'opus')
    await lockedForUpdate(trx.selectFrom('opus').select('id').where('id', '=', itemId), dialect).execute();
  else
    await lockedForUpdate(
      trx.selectFrom('comments').select('id').where('id', '=', itemId),
      dialect,
    ).execute();
}

export interface NewReport {
  reporterId: number;
  kind: ReportKind;
  itemId: number;
  reason: string;
  detail: string;
  now: number;
}

/** One report per reporter and item: a repeat inserts nothing and is not an error. */
export async function insertReport(trx: Db, report: NewReport): Promise<void> {
  await trx
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      kind: report.kind,
      item_id: report.itemId,
      reason: report.reason,
      detail: report.detail,
      status: 'open',
      created_at: report.now,
      resolved_at: null,
    })
    .onConflict((oc) => oc.columns(['reporter_id', 'kind', 'item_id']).doNothing())
    .execute();
}

export async function countOpenReports(trx: Db, kind: ReportKind, itemId: number): Promise<number> {
  const row = await trx
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Holds (1) or releases (0) the item: a held work or comment is seen by its author only. */
export async function setItemHeld(trx: Db, kind: ReportKind, itemId: number, held: 0 | 1): Promise<void> {
  if (kind === 'opus') await trx.updateTable('opus').set({ held }).where('id', '=', itemId).execute();
  else await trx.updateTable('comments').set({ held }).where('id', '=', itemId).execute();
}

/** An upheld report on a work closes it to everyone (private) and lifts the hold. */
export async function closeReportedOpus(trx: Db, opusId: number): Promise<void> {
  await trx
    .updateTable('opus')
    .set({ published: 0, school_published: 0, held: 0 })
    .where('id', '=', opusId)
    .execute();
}

/** An upheld report on a comment: it is no longer shown anywhere. */
export async function rejectReportedComment(trx: Db, commentId: number): Promise<void> {
  await trx
    .updateTable('comments')
    .set({ status: 'rejected', held: 0 })
    .where('id', '=', commentId)
    .execute();
}

export interface ReportRow {
  id: number;
  kind: ReportKind;
  item_id: number;
  status: ReportStatus;
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  return db
    .selectFrom('reports')
    .select(['id', 'kind', 'item_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Closes every open report on the item with the review's decision; returns how many. */
export async function closeOpenReports(
  trx: Db,
  kind: ReportKind,
  itemId: number,
  status: Exclude<ReportStatus, 'open'>,
  now: number,
): Promise<number> {
  const result = await trx
    .updateTable('reports')
    .set({ status, resolved_at: now })
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface OpenReportRow {
  id: number;
  kind: ReportKind;
  item_id: number;
  reason: string;
  detail: string;
  created_at: number;
  reporter_name: string;
  reporter_username: string;
}

/** Open reports, oldest first. */
export async function listOpenReports(db: Db): Promise<OpenReportRow[]> {
  const rows = await db
    .selectFrom('reports')
    .innerJoin('students', 'students.id', 'reports.reporter_id')
    .select([
      'reports.id',
      'reports.kind',
      'reports.item_id',
      'reports.reason',
      'reports.detail',
      'reports.created_at',
      'students.real_name as reporter_name',
      'students.username as reporter_username',
    ])
    .where('reports.status', '=', 'open')
    .orderBy('reports.created_at')
    .orderBy('reports.id')
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}

export interface ReportedOpusRow {
  id: number;
  name: string;
  held: number;
  author_name: string;
}

export async function listReportedOpus(db: Db, ids: number[]): Promise<ReportedOpusRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .select(['opus.id', 'opus.name', 'opus.held', 'students.real_name as author_name'])
    .where('opus.id', 'in', ids)
    .where('opus.deleted_at', 'is', null)
    .execute();
}

export interface ReportedCommentRow {
  id: number;
  content: string;
  held: number;
  author_name: string;
}

export async function listReportedComments(db: Db, ids: number[]): Promise<ReportedCommentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('comments')
    .innerJoin('students', 'students.id', 'comments.student_id')
    .select(['comments.id', 'comments.content', 'comments.held', 'students.real_name as author_name'])
    .where('comments.id', 'in', ids)
    .where('comments.deleted_at', 'is', null)
    .execute();
}
