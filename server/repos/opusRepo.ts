import { expressionBuilder, sql } from 'kysely';
import type { Expression, Insertable, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { OpusTable, OpusType } from '../db/tables/works';
import type { MonthRange } from '../services/months';
import type { OpusViewer } from '../services/opusVisibility';

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
 * span they cover, counting the works the viewer may see (the one visibility rule): a count never
 * tells of a classmate's private or held work, nor of a deleted one.
 */
export async function countMonthlyOpusInSchool(
  db: Db,
  organizationId: number,
  months: MonthRange[],
  viewer: OpusViewer,
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
    .where(visibleOpusFor(viewer))
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
 * opened to the school or to everyone (the one visibility rule: private and held works never appear).
 */
function classmateOpusQuery(db: Db, query: ClassmateOpusQuery) {
  return db
    .selectFrom('opus')
    .innerJoin('students', 'students.id', 'opus.student_id')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .where('students.organization_id', '=', query.organizationId)
    .where('students.class_id', 'in', query.classIds)
    .where('students.id', 'not in', query.excludeStudentIds)
    .where(visibleOpusFor({ id: query.viewerId, organizationId: query.organizationId }));
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

/**
 * The visibility rule as a filter on `opus` (services/opusVisibility.ts says it in words): not
 * deleted, and the viewer's own, or not held and open to the viewer (public; school-open and the
 * author of the viewer's organisation). Every read, list and count of others' works applies it.
 */
export function visibleOpusFor(viewer: OpusViewer | null): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'opus'>();
  const openTo = [eb('opus.published', '=', 1)];
  if (viewer && viewer.organizationId !== null) {
    openTo.push(
      eb.and([
        eb('opus.school_published', '=', 1),
        eb.exists(
          eb
            .selectFrom('students as author')
            .select('author.id')
            .whereRef('author.id', '=', 'opus.student_id')
            .where('author.organization_id', '=', viewer.organizationId),
        ),
      ]),
    );
  }
  const seenByOthers = eb.and([eb('opus.held', '=', 0), eb.or(openTo)]);
  return eb.and([
    eb('opus.deleted_at', 'is', null),
    viewer ? eb.or([eb('opus.student_id', '=', viewer.id), seenByOthers]) : seenByOthers,
  ]);
}

/** What the callers of a visible work need: its author and kind. */
export interface OpusAccessRow {
  id: number;
  student_id: number;
  opus_type: OpusType;
}

export async function findVisibleOpus(
  db: Db,
  opusId: number,
  viewer: OpusViewer | null,
): Promise<OpusAccessRow | undefined> {
  return db
    .selectFrom('opus')
    .select(['opus.id', 'opus.student_id', 'opus.opus_type'])
    .where('opus.id', '=', opusId)
    .where(visibleOpusFor(viewer))
    .executeTakeFirst();
}

/** What a copy of a visible work is made from. */
export interface OpusProjectRow extends OpusAccessRow {
  name: string;
  cover: string;
  project_path: string;
}

export async function findVisibleOpusProject(
  db: Db,
  opusId: number,
  viewer: OpusViewer | null,
): Promise<OpusProjectRow | undefined> {
  return db
    .selectFrom('opus')
    .select(['opus.id', 'opus.student_id', 'opus.opus_type', 'opus.name', 'opus.cover', 'opus.project_path'])
    .where('opus.id', '=', opusId)
    .where(visibleOpusFor(viewer))
    .executeTakeFirst();
}

export async function insertOpus(db: Db, opus: Insertable<OpusTable>): Promise<number> {
  const row = await db.insertInto('opus').values(opus).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
