import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { PageSlice } from './pageSlice';

/** A course's reference resource with the viewer's favourite and its shown comment count. */
export interface ReferenceRow {
  id: number;
  course_id: number;
  course_name: string;
  title: string;
  summary: string;
  content: string;
  cover: string;
  material_type: number;
  material_url: string;
  material_name: string;
  size: number;
  collection_number: number;
  created_at: number;
  comment_count: number | string;
  collected_at: number | null;
}

function referenceQuery(db: Db, viewerId: number) {
  return db
    .selectFrom('course_references')
    .innerJoin('courses', 'courses.id', 'course_references.course_id')
    .leftJoin('reference_collections', (join) =>
      join
        .onRef('reference_collections.reference_id', '=', 'course_references.id')
        .on('reference_collections.student_id', '=', viewerId),
    )
    .select([
      'course_references.id',
      'course_references.course_id',
      'courses.name as course_name',
      'course_references.title',
      'course_references.summary',
      'course_references.content',
      'course_references.cover',
      'course_references.material_type',
      'course_references.material_url',
      'course_references.material_name',
      'course_references.size',
      'course_references.collection_number',
      'course_references.created_at',
      'reference_collections.created_at as collected_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('comments')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('comments.target_id', '=', 'course_references.id')
        .where('comments.target_type', '=', 'resource')
        .where('comments.status', '=', 'published')
        .where('comments.held', '=', 0)
        .where('comments.deleted_at', 'is', null)
        .as('comment_count'),
    );
}

/** The resources of the courses, newest first. */
export async function pageReferences(
  db: Db,
  courseIds: number[],
  viewerId: number,
  page: PageSlice,
): Promise<{ rows: ReferenceRow[]; total: number }> {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    referenceQuery(db, viewerId)
      .where('course_references.course_id', 'in', courseIds)
      .orderBy('course_references.created_at', 'desc')
      .orderBy('course_references.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('course_references')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('course_id', 'in', courseIds)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ReferenceRow[], total: Number(total.n) };
}

export async function findReference(db: Db, id: number, viewerId: number): Promise<ReferenceRow | undefined> {
  return (await referenceQuery(db, viewerId).where('course_references.id', '=', id).executeTakeFirst()) as
    ReferenceRow | undefined;
}

/** The course of a resource, or undefined for an unknown one. */
export async function findReferenceCourseId(db: Db, id: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('course_references')
    .select('course_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.course_id;
}

/** The courses whose resources show a material with this URL. */
export async function listReferencesShowing(db: Db, materialUrl: string): Promise<number[]> {
  const rows = await db
    .selectFrom('course_references')
    .select('course_id')
    .where('material_url', '=', materialUrl)
    .execute();
  return rows.map((row) => row.course_id);
}

/** The viewer's favourite resources among the courses, latest favourite first. */
export async function pageCollectedReferences(
  db: Db,
  courseIds: number[],
  viewerId: number,
  page: PageSlice,
): Promise<{ rows: ReferenceRow[]; total: number }> {
  if (courseIds.length === 0) return { rows: [], total: 0 };
  const [rows, total] = await Promise.all([
    referenceQuery(db, viewerId)
      .where('course_references.course_id', 'in', courseIds)
      .where('reference_collections.id', 'is not', null)
      .orderBy('reference_collections.created_at', 'desc')
      .orderBy('reference_collections.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('reference_collections')
      .innerJoin('course_references', 'course_references.id', 'reference_collections.reference_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reference_collections.student_id', '=', viewerId)
      .where('course_references.course_id', 'in', courseIds)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ReferenceRow[], total: Number(total.n) };
}

/**
 * Sets or removes the viewer's favourite and recounts the resource's favourites from the rows,
 * under the resource's row lock, so a burst of clicks leaves one row or none and a true count.
 */
export async function setReferenceCollection(
  db: Db,
  referenceId: number,
  studentId: number,
  collected: boolean,
  now: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockedForUpdate(
      trx.selectFrom('course_references').select('id').where('id', '=', referenceId),
      dialectOf(trx),
    ).execute();
    if (collected) {
      await trx
        .insertInto('reference_collections')
        .values({ reference_id: referenceId, student_id: studentId, created_at: now })
        .onConflict((oc) => oc.columns(['reference_id', 'student_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('reference_collections')
        .where('reference_id', '=', referenceId)
        .where('student_id', '=', studentId)
        .execute();
    }
    const count = await trx
      .selectFrom('reference_collections')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('reference_id', '=', referenceId)
      .executeTakeFirstOrThrow();
    const total = Number(count.n);
    await trx
      .updateTable('course_references')
      .set({ collection_number: total })
      .where('id', '=', referenceId)
      .execute();
    return total;
  });
}
