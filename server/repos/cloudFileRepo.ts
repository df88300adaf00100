import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { CloudFilesTable } from '../db/tables/cloudFiles';

export type CloudFileRow = Selectable<CloudFilesTable>;

/** Every folder and file of the student. */
export async function listStudentEntries(db: Db, studentId: number): Promise<CloudFileRow[]> {
  return db.selectFrom('cloud_files').selectAll().where('student_id', '=', studentId).orderBy('id').execute();
}

/** The folder's entries: folders first, then by name. */
export async function listChildren(db: Db, studentId: number, parentId: number): Promise<CloudFileRow[]> {
  return db
    .selectFrom('cloud_files')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('parent_id', '=', parentId)
    .orderBy('is_folder', 'desc')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The entry if it is the student's; another student's is as unknown as a missing one. */
export async function findEntry(db: Db, studentId: number, id: number): Promise<CloudFileRow | undefined> {
  return db
    .selectFrom('cloud_files')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findByName(
  db: Db,
  studentId: number,
  parentId: number,
  name: string,
): Promise<CloudFileRow | undefined> {
  return db
    .selectFrom('cloud_files')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('parent_id', '=', parentId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function usedBytes(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('cloud_files')
    .select((eb) => eb.fn.sum<string | number | null>('size').as('used'))
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Throws a unique violation when the folder already holds the name. */
export async function insertEntry(db: Db, row: Insertable<CloudFilesTable>): Promise<CloudFileRow> {
  return db.insertInto('cloud_files').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Throws a unique violation when the folder already holds the name. */
export async function renameEntry(db: Db, id: number, name: string, now: number): Promise<void> {
  await db.updateTable('cloud_files').set({ name, updated_at: now }).where('id', '=', id).execute();
}

/** New bytes behind an existing file. */
export async function replaceContent(
  db: Db,
  id: number,
  content: { size: number; file_type: string; stored_name: string },
  now: number,
): Promise<CloudFileRow> {
  return db
    .updateTable('cloud_files')
    .set({ ...content, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEntries(db: Db, studentId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('cloud_files').where('student_id', '=', studentId).where('id', 'in', ids).execute();
}
