import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { OpusTable, OpusType } from '../db/tables/works';
import type { MonthRange } from '../services/months';

/** Works per student of a school in one of several months. */
export interface MonthlyOpusCountRow {
  student_id: number;
  /** Index of the month in the ranges asked for. */
  bucket: number;
  opus_count: number;
  /** When the student's last work of that month was made: the earlier, the higher on a tie. */
  last_at: number;
}

/**
 * How many works each student of an organisation made in each of `months`, in one pass over the
 * span they cover. Deleted works do not count; private ones do (the ranking shows counts only).
 */
export async function countMonthlyOpusInSchool(
  db: Db,
  organizationId: number,
  months: MonthRange[],
): Promise<MonthlyOpusCountRow[]> {
  if (months.length === 0) return [];
  const createdAt = sql.ref('opus.created_at');
  // Month bounds are computed numbers, written as literals so the select and the group by are the
  // same text (PostgreSQL matches grouped expressions by text, parameters would differ).
  const bucket = sql<number>`case ${sql.join(
    months.map(
      (month, index) =>
        sql`when ${createdAt} >= ${sql.lit(month.start)} and ${createdAt} < ${sql.lit(month.end)} then ${sql.lit(index)}`,
    ),
    sql` `,
  )} end`;
  const rows = await db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .select((eb) => [
      'opus.student_id',
      bucket.as('bucket'),
      eb.fn.countAll<number>().as('opus_count'),
      eb.fn.max('opus.created_at').as('last_at'),
    ])
    .where('students.organization_id', '=', organizationId)
    .where('opus.deleted_at', 'is', null)
    .where('opus.created_at', '>=', Math.min(...months.map((month) => month.start)))
    .where('opus.created_at', '<', Math.max(...months.map((month) => month.end)))
    .groupBy(['opus.student_id', bucket])
    .execute();
  return rows
    .filter((row) => row.bucket !== null)
    .map((row) => ({
      student_id: row.student_id,
      bucket: Number(row.bucket),
      opus_count: Number(row.opus_count),
      last_at: Number(row.last_at),
    }));
}

export interface RankedStudentRow {
  id: number;
  real_name: string;
  avatar: string;
}

export async function listStudentsById(db: Db, ids: number[]): Promise<RankedStudentRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('students').select(['id', 'real_name', 'avatar']).where('id', 'in', ids).execute();
}

/** Creation times of a student's works (not deleted), to find the months they were active in. */
export async function listOpusTimesOfStudent(db: Db, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('opus')
    .select('created_at')
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => Number(row.created_at));
}

/** Other students of the organisation, and how many of them made fewer works than `opusCount`. */
export async function countSchoolmatesBelow(
  db: Db,
  organizationId: number,
  studentId: number,
  opusCount: number,
): Promise<{ schoolmates: number; below: number }> {
  const counts = db
    .selectFrom('opus')
    .select((eb) => ['opus.student_id', eb.fn.countAll<number>().as('opus_count')])
    .where('opus.deleted_at', 'is', null)
    .groupBy('opus.student_id')
    .as('counts');
  const row = await db
    .selectFrom('students')
    .leftJoin(counts, 'counts.student_id', 'students.id')
    .select((eb) => [
      eb.fn.countAll<number>().as('schoolmates'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.fn.coalesce('counts.opus_count', sql.lit(0)), '<', opusCount)
            .then(1)
            .else(0)
            .end(),
        )
        .as('below'),
    ])
    .where('students.organization_id', '=', organizationId)
    .where('students.id', '!=', studentId)
    // The learner's own linked cards are not schoolmates to beat.
    .where('students.id', 'not in', (eb) =>
      eb
        .selectFrom('card_links')
        .select('card_links.student_id')
        .where('card_links.main_student_id', '=', studentId),
    )
    .executeTakeFirstOrThrow();
  return { schoolmates: Number(row.schoolmates), below: Number(row.below ?? 0) };
}

export async function countOpusOfStudent(db: Db, studentId: number): Promise<number> {
  const row = await db
    .selectFrom('opus')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A classmate's work as the home page lists it, with the viewer's own like and favourite. */
export interface ClassmateOpusRow {
  opus_id: number;
  opus_name: string;
  cover: string;
  opus_type: OpusType;
  is_activity_opus: number;
  view_number: number;
  praise_number: number;
  collection_number: number;
  created_at: number;
  student_id: number;
  real_name: string;
  avatar: string;
  class_name: string;
  praised: number;
  collected: number;
}

export interface ClassmateOpusQuery {
  organizationId: number;
  classIds: number[];
  /** The viewer's own cards: their works are not news to them. */
  excludeStudentIds: number[];
  viewerId: number;
  offset: number;
  limit: number;
}

/**
 * Works of students in the given classes of one organisation, newest first, that their authors
 * opened to the school or to everyone. Private works never appear, even to classmates.
 */
function classmateOpusQuery(db: Db, query: ClassmateOpusQuery) {
  return db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .where('students.organization_id', '=', query.organizationId)
    .where('students.class_id', 'in', query.classIds)
    .where('students.id', 'not in', query.excludeStudentIds)
    .where('opus.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('opus.published', '=', 1), eb('opus.school_published', '=', 1)]));
}

export async function countClassmateOpus(db: Db, query: ClassmateOpusQuery): Promise<number> {
  if (query.classIds.length === 0) return 0;
  const row = await classmateOpusQuery(db, query)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listClassmateOpus(db: Db, query: ClassmateOpusQuery): Promise<ClassmateOpusRow[]> {
  if (query.classIds.length === 0) return [];
  return classmateOpusQuery(db, query)
    .select((eb) => [
      'opus.id as opus_id',
      'opus.name as opus_name',
      'opus.cover',
      'opus.opus_type',
      'opus.is_activity_opus',
      'opus.view_number',
      'opus.praise_number',
      'opus.collection_number',
      'opus.created_at',
      'students.id as student_id',
      'students.real_name',
      'students.avatar',
      'classes.name as class_name',
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('opus_praises')
              .select('opus_praises.id')
              .whereRef('opus_praises.opus_id', '=', 'opus.id')
              .where('opus_praises.student_id', '=', query.viewerId),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('praised'),
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('opus_collections')
              .select('opus_collections.id')
              .whereRef('opus_collections.opus_id', '=', 'opus.id')
              .where('opus_collections.student_id', '=', query.viewerId),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('collected'),
    ])
    .orderBy('opus.created_at', 'desc')
    .orderBy('opus.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

/** What decides whether a viewer may see (and so like or collect) a work. */
export interface OpusAccessRow {
  id: number;
  student_id: number;
  author_organization_id: number | null;
  published: number;
  school_published: number;
}

export async function findLiveOpus(db: Db, opusId: number): Promise<OpusAccessRow | undefined> {
  return db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .select([
      'opus.id',
      'opus.student_id',
      'students.organization_id as author_organization_id',
      'opus.published',
      'opus.school_published',
    ])
    .where('opus.id', '=', opusId)
    .where('opus.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function insertOpus(db: Db, opus: Insertable<OpusTable>): Promise<number> {
  const row = await db.insertInto('opus').values(opus).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
