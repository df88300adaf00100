import type { Paged, PageQuery } from '../../core/homeTypes';
import type {
  CollectedReference,
  CourseReference,
  CourseReferenceDetail,
  CourseReferenceListQuery,
  ResourceReaction,
  StudyMaterialType,
} from '../../core/studyTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findReference,
  findReferenceCourseId,
  pageCollectedReferences,
  pageReferences,
  setReferenceCollection,
} from '../repos/referenceRepo';
import type { ReferenceRow } from '../repos/referenceRepo';
import { findStudentProfile } from '../repos/studentRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { myCourseIds, myCourseOr404 } from './myCourses';
import { pagedOf, sliceOf } from './paging';

/**
 * A course's reference resources (课程资源): seen, commented on and favourited only by learners
 * who have the course (the one rule of services/myCourses.ts); to anyone else a resource is the
 * same 404 as an unknown one. Comments go through the one comment service (target 'resource').
 */

function referenceOf(row: ReferenceRow): CourseReference {
  return {
    id: row.id,
    courseId: row.course_id,
    courseName: row.course_name,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    materialType: (row.material_type === 2 || row.material_type === 3
      ? row.material_type
      : 1) as StudyMaterialType,
    materialUrl: row.material_url,
    materialName: row.material_name,
    size: row.size,
    commentCount: Number(row.comment_count),
    collectionNumber: row.collection_number,
    isCollectioned: row.collected_at !== null,
    createTime: row.created_at,
  };
}

export async function listReferences(
  db: Db,
  student: StudentProfileRow,
  query: CourseReferenceListQuery,
  now: number,
): Promise<Paged<CourseReference>> {
  const courseIds =
    query.courseId === undefined
      ? await myCourseIds(db, student)
      : [(await myCourseOr404(db, student, query.courseId, now)).course.id];
  const { rows, total } = await pageReferences(db, courseIds, student.id, sliceOf(query));
  return pagedOf(rows.map(referenceOf), total, query);
}

/** The resource if it belongs to a course of the student's; otherwise the same 404 as an unknown id. */
export async function myReferenceOr404(db: Db, student: StudentProfileRow, id: number): Promise<number> {
  const courseId = await findReferenceCourseId(db, id);
  if (courseId === undefined || !(await myCourseIds(db, student)).includes(courseId))
    throw new ApiError(404, msg.referenceNotFound);
  return courseId;
}

/** The comment service's resolver: the same rule, from the viewer's id. */
export async function referenceVisibleTo(db: Db, viewerId: number, id: number): Promise<void> {
  const student = await findStudentProfile(db, viewerId);
  if (!student) throw new ApiError(404, msg.referenceNotFound);
  await myReferenceOr404(db, student, id);
}

export async function getReference(
  db: Db,
  student: StudentProfileRow,
  id: number,
): Promise<CourseReferenceDetail> {
  await myReferenceOr404(db, student, id);
  const row = await findReference(db, id, student.id);
  if (!row) throw new ApiError(404, msg.referenceNotFound);
  return { ...referenceOf(row), content: row.content };
}

/** Favourites (or with `cancel` takes back) a resource of mine; idempotent both ways. */
export async function collectReference(
  db: Db,
  student: StudentProfileRow,
  id: number,
  cancel: boolean,
  now: number,
): Promise<ResourceReaction> {
  await myReferenceOr404(db, student, id);
  const collectionNumber = await setReferenceCollection(db, id, student.id, !cancel, now);
  return { id, isCollectioned: !cancel, collectionNumber };
}

/** My favourite resources among my courses' (a course no longer mine drops them from the list). */
export async function listCollectedReferences(
  db: Db,
  student: StudentProfileRow,
  query: PageQuery,
): Promise<Paged<CollectedReference>> {
  const courseIds = await myCourseIds(db, student);
  const { rows, total } = await pageCollectedReferences(db, courseIds, student.id, sliceOf(query));
  return pagedOf(
    rows.map((row) => ({ ...referenceOf(row), collectTime: row.collected_at ?? row.created_at })),
    total,
    query,
  );
}
