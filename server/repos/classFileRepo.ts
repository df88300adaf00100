import type { Db } from '../db/database';
import type { PageSlice } from './pageSlice';

export interface ClassFileRow {
  id: number;
  class_id: number;
  class_name: string;
  course_name: string | null;
  file_name: string;
  file_type: string;
  mime: string;
  size: number;
  created_at: number;
}

function classFileQuery(db: Db) {
  return db
    .selectFrom('class_files')
    .innerJoin('classes', 'classes.id', 'class_files.class_id')
    .leftJoin('courses', 'courses.id', 'class_files.course_id')
    .select([
      'class_files.id',
      'class_files.class_id',
      'classes.name as class_name',
      'courses.name as course_name',
      'class_files.file_name',
      'class_files.file_type',
      'class_files.mime',
      'class_files.size',
      'class_files.created_at',
    ]);
}

/** The files shared with the classes (of one course when given), newest first. */
export async function pageClassFiles(
  db: Db,
  classIds: number[],
  courseId: number | undefined,
  page: PageSlice,
): Promise<{ rows: ClassFileRow[]; total: number }> {
  if (classIds.length === 0) return { rows: [], total: 0 };
  let rows = classFileQuery(db).where('class_files.class_id', 'in', classIds);
  let total = db
    .selectFrom('class_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('class_id', 'in', classIds);
  if (courseId !== undefined) {
    rows = rows.where('class_files.course_id', '=', courseId);
    total = total.where('course_id', '=', courseId);
  }
  const [list, count] = await Promise.all([
    rows
      .orderBy('class_files.created_at', 'desc')
      .orderBy('class_files.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    total.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(count.n) };
}

export async function findClassFile(db: Db, id: number): Promise<ClassFileRow | undefined> {
  return classFileQuery(db).where('class_files.id', '=', id).executeTakeFirst();
}

/** The bytes of a file. */
export async function findClassFileData(db: Db, id: number): Promise<Buffer | undefined> {
  const row = await db.selectFrom('class_files').select('data').where('id', '=', id).executeTakeFirst();
  return row?.data;
}
