import type { Classmate, ClassmateCard, StudentTimeline } from '../../core/galleryTypes';
import type { Paged } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { worksMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  countByClass,
  countClassmates,
  findStudentCard,
  listClassmates,
  listMedalsOf,
} from '../repos/classmateRepo';
import type { ClassmateScope } from '../repos/classmateRepo';
import { countTimeline, listTimelineIds } from '../repos/galleryRepo';
import { listStudentClasses } from '../repos/studentClassesRepo';
import type { StudentClassRow } from '../repos/studentClassesRepo';
import { cardsInOrder } from './galleryCards';
import type { OpusViewer } from './opusVisibility';
import { pagedOf, sliceOf } from './paging';

/**
 * 我的同学: the learner's classes (the signed-in card's and its linked cards'), their classmates,
 * and one schoolmate's works as far as the learner may see them. A student without a school has
 * no classmates.
 */

async function classesOf(db: Db, viewer: OpusViewer): Promise<StudentClassRow[]> {
  return viewer.organizationId === null ? [] : listStudentClasses(db, viewer.id, viewer.organizationId);
}

function scopeOf(viewer: OpusViewer, classes: StudentClassRow[], keyword?: string): ClassmateScope | null {
  if (viewer.organizationId === null || classes.length === 0) return null;
  return {
    organizationId: viewer.organizationId,
    classIds: [...new Set(classes.map((row) => row.class_id))],
    excludeStudentIds: [viewer.id, ...classes.map((row) => row.student_id)],
    keyword,
  };
}

/** One card per class I am in (the signed-in card's first), with its classmates and their works I may see. */
export async function getClassmateCards(db: Db, viewer: OpusViewer): Promise<ClassmateCard[]> {
  const classes = await classesOf(db, viewer);
  const scope = scopeOf(viewer, classes);
  if (!scope) return [];
  const counts = await countByClass(db, scope, viewer);
  const seen = new Set<number>();
  return classes.flatMap((row) => {
    if (seen.has(row.class_id)) return [];
    seen.add(row.class_id);
    const count = counts.get(row.class_id);
    return [
      {
        classId: row.class_id,
        className: row.class_name,
        classmateCount: count?.classmates ?? 0,
        opusCount: count?.opus ?? 0,
      },
    ];
  });
}

export async function getClassmates(
  db: Db,
  viewer: OpusViewer,
  query: { classId?: number; keyword?: string; pageNumber: number; pageSize: number },
): Promise<Paged<Classmate>> {
  const keyword = query.keyword?.trim() || undefined;
  const scope = scopeOf(viewer, await classesOf(db, viewer), keyword);
  // A class that is not one of mine lists nobody, the same as a class with nobody in it.
  if (!scope || (query.classId !== undefined && !scope.classIds.includes(query.classId)))
    return pagedOf([], 0, query);
  const narrowed = query.classId === undefined ? scope : { ...scope, classIds: [query.classId] };
  const [rows, total] = await Promise.all([
    listClassmates(db, narrowed, viewer, sliceOf(query)),
    countClassmates(db, narrowed),
  ]);
  const medals = await listMedalsOf(
    db,
    rows.map((row) => row.id),
  );
  return pagedOf(
    rows.map((row) => ({
      studentId: row.id,
      name: row.name,
      avatar: row.avatar,
      className: row.class_name,
      opusCount: row.opus_count,
      medals: medals
        .filter((medal) => medal.student_id === row.id)
        .map((medal) => ({ medalIcon: medal.icon, medalName: medal.name })),
    })),
    total,
    query,
  );
}

/**
 * A schoolmate's works I may see, newest first; my own id shows all of mine. A student of another
 * school (or none) is "同学不存在", the same as an unknown id.
 */
export async function getStudentTimeline(
  db: Db,
  viewer: OpusViewer,
  query: { studentId: number; pageNumber: number; pageSize: number },
): Promise<StudentTimeline> {
  const student = await findStudentCard(db, query.studentId);
  const schoolmate =
    student !== undefined &&
    (student.id === viewer.id ||
      (viewer.organizationId !== null && student.organization_id === viewer.organizationId));
  if (!student || !schoolmate) throw new ApiError(404, msg.classmateNotFound);
  const [ids, total] = await Promise.all([
    listTimelineIds(db, student.id, viewer, sliceOf(query)),
    countTimeline(db, student.id, viewer),
  ]);
  return {
    ...pagedOf(await cardsInOrder(db, ids, viewer), total, query),
    student: {
      studentId: student.id,
      name: student.name,
      avatar: student.avatar,
      className: student.class_name ?? '',
    },
  };
}
