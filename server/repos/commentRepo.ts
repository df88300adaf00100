import type { Insertable } from 'kysely';
import type { CommentTarget } from '../../core/commentTypes';
import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { CommentStatus, CommentsTable } from '../db/tables/comments';
import type { PageSlice } from './pageSlice';

/**
 * Holds the writer's student row until the transaction ends, so one student's comments posted at
 * once take turns through the per-minute and repeat checks (PostgreSQL; SQLite's write
 * transactions already run one at a time).
 */
export async function lockCommenter(trx: Db, studentId: number): Promise<void> {
  await lockedForUpdate(
    trx.selectFrom('students').select('id').where('id', '=', studentId),
    dialectOf(trx),
  ).execute();
}

/** Every comment the student stored since `since`, whatever became of it. */
export async function countCommentsSince(trx: Db, studentId: number, since: number): Promise<number> {
  const row = await trx
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface RepeatQuery {
  studentId: number;
  targetType: CommentTarget;
  targetId: number;
  content: string;
  since: number;
}

/** Whether the student already left this text on this target since `since` (and did not delete it). */
export async function hasRecentSameComment(trx: Db, query: RepeatQuery): Promise<boolean> {
  const row = await trx
    .selectFrom('comments')
    .select('id')
    .where('student_id', '=', query.studentId)
    .where('target_type', '=', query.targetType)
    .where('target_id', '=', query.targetId)
    .where('content', '=', query.content)
    .where('created_at', '>', query.since)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertComment(trx: Db, comment: Insertable<CommentsTable>): Promise<number> {
  const row = await trx.insertInto('comments').values(comment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A comment with its author, as lists show it. */
export interface CommentWithAuthorRow {
  id: number;
  target_type: CommentTarget;
  target_id: number;
  student_id: number;
  content: string;
  created_at: number;
  real_name: string;
  avatar: string;
}

const AUTHOR_COLUMNS = [
  'comments.id',
  'comments.target_type',
  'comments.target_id',
  'comments.student_id',
  'comments.content',
  'comments.created_at',
  'students.real_name',
  'students.avatar',
] as const;

function withAuthor(db: Db) {
  return db.selectFrom('comments').innerJoin('students', 'students.id', 'comments.student_id');
}

export interface TargetCommentsQuery {
  targetType: CommentTarget;
  targetId: number;
  /** Held comments are still shown to their author. */
  viewerId: number | null;
}

/** Published, not deleted, and not held (unless the viewer wrote it). */
function shownOn(db: Db, query: TargetCommentsQuery) {
  return withAuthor(db)
    .where('comments.target_type', '=', query.targetType)
    .where('comments.target_id', '=', query.targetId)
    .where('comments.status', '=', 'published')
    .where('comments.deleted_at', 'is', null)
    .where((eb) =>
      query.viewerId === null
        ? eb('comments.held', '=', 0)
        : eb.or([eb('comments.held', '=', 0), eb('comments.student_id', '=', query.viewerId)]),
    );
}

export async function countShownComments(db: Db, query: TargetCommentsQuery): Promise<number> {
  const row = await shownOn(db, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Newest first. */
export async function listShownComments(
  db: Db,
  query: TargetCommentsQuery,
  page: PageSlice,
): Promise<CommentWithAuthorRow[]> {
  const rows = await shownOn(db, query)
    .select(AUTHOR_COLUMNS)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}

export async function findCommentWithAuthor(db: Db, id: number): Promise<CommentWithAuthorRow | undefined> {
  const row = await withAuthor(db).select(AUTHOR_COLUMNS).where('comments.id', '=', id).executeTakeFirst();
  return row && { ...row, created_at: Number(row.created_at) };
}

export interface CommentStateRow {
  id: number;
  target_type: CommentTarget;
  target_id: number;
  student_id: number;
  status: CommentStatus;
  held: number;
  deleted_at: number | null;
}

export async function findCommentState(db: Db, id: number): Promise<CommentStateRow | undefined> {
  return db
    .selectFrom('comments')
    .select(['id', 'target_type', 'target_id', 'student_id', 'status', 'held', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function softDeleteComment(db: Db, id: number, deletedBy: number, now: number): Promise<void> {
  await db
    .updateTable('comments')
    .set({ deleted_at: now, deleted_by: deletedBy })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Moves a comment from one status to another; false when it was not in `from`. */
export async function changeCommentStatus(
  db: Db,
  id: number,
  from: CommentStatus,
  to: CommentStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An appealed comment waiting for a teacher, with its author. */
export interface AppealRow extends CommentWithAuthorRow {
  username: string;
}

/** Appeals waiting for a teacher, oldest first. */
export async function listAppeals(db: Db): Promise<AppealRow[]> {
  const rows = await withAuthor(db)
    .select([...AUTHOR_COLUMNS, 'students.username'])
    .where('comments.status', '=', 'review')
    .where('comments.deleted_at', 'is', null)
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
  return rows.map((row) => ({ ...row, created_at: Number(row.created_at) }));
}
