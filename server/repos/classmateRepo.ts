import { sql } from 'kysely';
import type { Db } from '../db/database';
import { likeContains } from '../db/dialect';
import type { OpusViewer } from '../services/opusVisibility';
import { authorNameExpression } from './galleryRepo';
import { visibleOpusFor } from './opusRepo';
import type { PageSlice } from './pageSlice';

/**
 * Classmates: the other students of the classes a learner is in, and their works as far as the
 * learner may see them (the one visibility rule, services/opusVisibility.ts).
 */

export interface ClassmateScope {
  organizationId: number;
  classIds: number[];
  /** The learner's own cards: not classmates of themselves. */
  excludeStudentIds: number[];
  /** A name, matched anywhere; `%` and `_` are plain text. */
  keyword?: string;
}

function classmatesIn(db: Db, scope: ClassmateScope) {
  let query = db
    .selectFrom('students')
    .innerJoin('classes', 'classes.id', 'students.class_id')
    .where('students.organization_id', '=', scope.organizationId)
    .where('students.class_id', 'in', scope.classIds)
    .where('students.id', 'not in', scope.excludeStudentIds);
  if (scope.keyword) {
    query = query.where(
      sql<boolean>`lower(${authorNameExpression()}) like ${likeContains(scope.keyword)} escape '\\'`,
    );
  }
  return query;
}

export interface ClassmateRow {
  id: number;
  name: string;
  avatar: string;
  class_name: string;
  opus_count: number;
}

/** Classmates by class, then in the order they joined, with how many of their works I may see. */
export async function listClassmates(
  db: Db,
  scope: ClassmateScope,
  viewer: OpusViewer,
  slice: PageSlice,
): Promise<ClassmateRow[]> {
  if (scope.classIds.length === 0) return [];
  const rows = await classmatesIn(db, scope)
    .select((eb) => [
      'students.id',
      authorNameExpression().as('name'),
      'students.avatar',
      'classes.name as class_name',
      eb
        .selectFrom('opus')
        .select((sub) => sub.fn.countAll<number>().as('count'))
        .whereRef('opus.student_id', '=', 'students.id')
        .where(visibleOpusFor(viewer))
        .as('opus_count'),
    ])
    .orderBy('classes.id')
    .orderBy('students.id')
    .offset(slice.offset)
    .limit(slice.limit)
    .execute();
  return rows.map((row) => ({ ...row, opus_count: Number(row.opus_count ?? 0) }));
}

export async function countClassmates(db: Db, scope: ClassmateScope): Promise<number> {
  if (scope.classIds.length === 0) return 0;
  const row = await classmatesIn(db, scope)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Per class: its classmates (the scope's exclusions apply) and the works of theirs I may see. */
export async function countByClass(
  db: Db,
  scope: ClassmateScope,
  viewer: OpusViewer,
): Promise<Map<number, { classmates: number; opus: number }>> {
  if (scope.classIds.length === 0) return new Map();
  const [people, works] = await Promise.all([
    classmatesIn(db, scope)
      .select((eb) => ['students.class_id', eb.fn.countAll<number>().as('count')])
      .groupBy('students.class_id')
      .execute(),
    classmatesIn(db, scope)
      .innerJoin('opus', 'opus.student_id', 'students.id')
      .where(visibleOpusFor(viewer))
      .select((eb) => ['students.class_id', eb.fn.countAll<number>().as('count')])
      .groupBy('students.class_id')
      .execute(),
  ]);
  const counts = new Map<number, { classmates: number; opus: number }>();
  for (const row of people) counts.set(Number(row.class_id), { classmates: Number(row.count), opus: 0 });
  for (const row of works) {
    const entry = counts.get(Number(row.class_id));
    if (entry) entry.opus = Number(row.count);
  }
  return counts;
}

export interface ClassmateMedalRow {
  student_id: number;
  name: string;
  icon: string;
}

/** The medals of these students, the earliest obtained first. */
export async function listMedalsOf(db: Db, studentIds: number[]): Promise<ClassmateMedalRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .selectFrom('student_medals')
    .innerJoin('medals', 'medals.id', 'student_medals.medal_id')
    .select(['student_medals.student_id', 'medals.name', 'medals.icon'])
    .where('student_medals.student_id', 'in', studentIds)
    .orderBy('student_medals.obtained_at')
    .orderBy('student_medals.id')
    .execute();
}

export interface SchoolmateRow {
  id: number;
  name: string;
  avatar: string;
  class_name: string | null;
  organization_id: number | null;
}

export async function findStudentCard(db: Db, studentId: number): Promise<SchoolmateRow | undefined> {
  return db
    .selectFrom('students')
    .leftJoin('classes', 'classes.id', 'students.class_id')
    .select([
      'students.id',
      authorNameExpression().as('name'),
      'students.avatar',
      'classes.name as class_name',
      'students.organization_id',
    ])
    .where('students.id', '=', studentId)
    .executeTakeFirst();
}
