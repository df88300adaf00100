import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { OpusTable, OpusType } from '../db/tables/works';
import type { PageSlice } from './pageSlice';

/** A student's own works as the creation centre reads and writes them; deleted ones are never found. */

export type MyOpusRow = Pick<
  Selectable<OpusTable>,
  | 'id'
  | 'student_id'
  | 'name'
  | 'cover'
  | 'opus_type'
  | 'project_path'
  | 'version'
  | 'published'
  | 'school_published'
  | 'original_id'
  | 'created_at'
  | 'updated_at'
>;

const COLUMNS = [
  'id',
  'student_id',
  'name',
  'cover',
  'opus_type',
  'project_path',
  'version',
  'published',
  'school_published',
  'original_id',
  'created_at',
  'updated_at',
] as const;

function mine(db: Db, studentId: number, opusType?: OpusType) {
  let query = db.selectFrom('opus').where('student_id', '=', studentId).where('deleted_at', 'is', null);
  if (opusType !== undefined) query = query.where('opus_type', '=', opusType);
  return query;
}

export async function countMyOpus(db: Db, studentId: number, opusType?: OpusType): Promise<number> {
  const row = await mine(db, studentId, opusType)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findMyOpus(db: Db, studentId: number, id: number): Promise<MyOpusRow | undefined> {
  return mine(db, studentId).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The student's latest-changed work stored at `projectPath` (a template's starter can be shared). */
export async function findMyOpusByPath(
  db: Db,
  studentId: number,
  projectPath: string,
): Promise<MyOpusRow | undefined> {
  return mine(db, studentId)
    .select(COLUMNS)
    .where('project_path', '=', projectPath)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export interface OpusSave {
  id: number;
  studentId: number;
  baseVersion: number;
  name: string;
  projectPath: string;
  /** Undefined keeps the cover the work has. */
  cover: string | undefined;
  now: number;
}

/**
 * Writes the save only while the stored version is still `baseVersion`, bumping it: the check and
 * the write are one statement, so of two saves from the same base exactly one lands.
 */
export async function updateOpusAtVersion(db: Db, save: OpusSave): Promise<boolean> {
  const result = await db
    .updateTable('opus')
    .set((eb) => ({
      name: save.name,
      project_path: save.projectPath,
      ...(save.cover === undefined ? {} : { cover: save.cover }),
      version: eb('version', '+', 1),
      updated_at: save.now,
    }))
    .where('id', '=', save.id)
    .where('student_id', '=', save.studentId)
    .where('deleted_at', 'is', null)
    .where('version', '=', save.baseVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What only the author sees of a work: how it stands (held) and its counters. */
export interface MyOpusStandingRow extends MyOpusRow {
  held: number;
  view_number: number;
  praise_number: number;
  collection_number: number;
  comment_number: number;
}

/**
 * My works with their standing, the last changed first (the id breaks ties of the same instant). Comments count as others see them:
 * published, not deleted, not held.
 */
export async function listMyOpusStanding(
  db: Db,
  studentId: number,
  opusType: OpusType | undefined,
  slice: PageSlice,
): Promise<MyOpusStandingRow[]> {
  const rows = await standingQuery(mine(db, studentId, opusType))
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map(standingOf);
}

export async function findMyOpusStanding(
  db: Db,
  studentId: number,
  id: number,
): Promise<MyOpusStandingRow | undefined> {
  const row = await standingQuery(mine(db, studentId)).where('id', '=', id).executeTakeFirst();
  return row && standingOf(row);
}

function standingQuery(query: ReturnType<typeof mine>) {
  return query.select((eb) => [
    ...COLUMNS,
    'held',
    'view_number',
    'praise_number',
    'collection_number',
    eb
      .selectFrom('comments')
      .select((sub) => sub.fn.countAll<number>().as('count'))
      .where('comments.target_type', '=', 'opus')
      .whereRef('comments.target_id', '=', 'opus.id')
      .where('comments.status', '=', 'published')
      .where('comments.held', '=', 0)
      .where('comments.deleted_at', 'is', null)
      .as('comment_number'),
  ]);
}

function standingOf<T extends { comment_number: number | null }>(row: T): T & { comment_number: number } {
  return { ...row, comment_number: Number(row.comment_number ?? 0) };
}

/**
 * Who may see the work, set by its author: `published` everyone, `schoolPublished` the school.
 * Opening it (to either) stamps `published_at`, which the gallery's latest list sorts by.
 */
export async function setOpusOpenness(
  db: Db,
  studentId: number,
  id: number,
  openness: { published: 0 | 1; schoolPublished: 0 | 1 },
  now: number,
): Promise<boolean> {
  const opens = openness.published === 1 || openness.schoolPublished === 1;
  const result = await db
    .updateTable('opus')
    .set({
      published: openness.published,
      school_published: openness.schoolPublished,
      ...(opens ? { published_at: now } : {}),
    })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface DeletedOpusRow {
  id: number;
  name: string;
  cover: string;
  opus_type: OpusType;
  deleted_at: number;
}

function deletedOf(db: Db, studentId: number, since: number) {
  return db
    .selectFrom('opus')
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '>', since);
}

/** My works deleted after `since` (still restorable), the latest deleted first. */
export async function listDeletedOpus(
  db: Db,
  studentId: number,
  since: number,
  slice: PageSlice,
): Promise<DeletedOpusRow[]> {
  const rows = await deletedOf(db, studentId, since)
    .select(['id', 'name', 'cover', 'opus_type', 'deleted_at'])
    .orderBy('deleted_at', 'desc')
    .orderBy('id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map((row) => ({ ...row, deleted_at: Number(row.deleted_at) }));
}

export async function countDeletedOpus(db: Db, studentId: number, since: number): Promise<number> {
  const row = await deletedOf(db, studentId, since)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When my work was deleted; undefined when it is not mine or not deleted. */
export async function findDeletedAt(db: Db, studentId: number, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('opus')
    .select('deleted_at')
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is not', null)
    .executeTakeFirst();
  return row?.deleted_at === null || row === undefined ? undefined : Number(row.deleted_at);
}

/** Back from the bin, as long as it was deleted after `since`; false otherwise. */
export async function restoreDeletedOpus(
  db: Db,
  studentId: number,
  id: number,
  since: number,
): Promise<boolean> {
  const result = await db
    .updateTable('opus')
    .set({ deleted_at: null })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is not', null)
    .where('deleted_at', '>', since)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function softDeleteOpus(db: Db, studentId: number, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('opus')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
