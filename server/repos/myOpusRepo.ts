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

/** The last changed first; the id breaks ties of the same instant. */
export async function listMyOpus(
  db: Db,
  studentId: number,
  opusType: OpusType | undefined,
  slice: PageSlice,
): Promise<MyOpusRow[]> {
  return mine(db, studentId, opusType)
    .select(COLUMNS)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
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
