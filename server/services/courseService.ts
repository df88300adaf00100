import type {
  CoursePlan,
  CoursePlanDetail,
  CoursePlanDetailQuery,
  CourseSummary,
  PageQuery,
  Paged,
  TeachingPlanRef,
} from '../../core/homeTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findLessonRecord,
  listClassLessons,
  listLessonMaterials,
  pageOpenCourses,
  pageStudentCourses,
} from '../repos/courseRepo';
import type { ClassLessonRow, CourseSummaryRow } from '../repos/courseRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { pagedOf, sliceOf } from './paging';

function planRefOf(row: ClassLessonRow | undefined): TeachingPlanRef | null {
  if (!row) return null;
  return {
    courseDetailId: row.course_detail_id,
    courseRecordId: row.record_id,
    courseDetailName: row.lesson_name,
    lessonNo: row.lesson_no,
    lessonTime: row.lesson_time,
  };
}

/**
 * Per course of the caller's class: the last lesson given up to now and the first one still to
 * come (either is null at the ends of the term). No class, no plans.
 */
export async function getMyTeachingPlanList(
  db: Db,
  student: StudentProfileRow,
  now: number,
): Promise<CoursePlan[]> {
  if (student.class_id === null) return [];
  const rows = await listClassLessons(db, student.class_id);
  const byCourse = new Map<number, ClassLessonRow[]>();
  for (const row of rows) {
    const lessons = byCourse.get(row.course_id);
    if (lessons) lessons.push(row);
    else byCourse.set(row.course_id, [row]);
  }
  return [...byCourse.values()].map((lessons) => {
    const [first] = lessons as [ClassLessonRow];
    const nextIndex = lessons.findIndex((lesson) => lesson.lesson_time > now);
    const last = nextIndex === -1 ? lessons[lessons.length - 1] : lessons[nextIndex - 1];
    return {
      courseId: first.course_id,
      courseName: first.course_name,
      coursePicture: first.course_picture,
      lastCourseTeachingPlan: planRefOf(last),
      nextCourseTeachingPlan: planRefOf(nextIndex === -1 ? undefined : lessons[nextIndex]),
    };
  });
}

/** A lesson plan, only through a lesson record of the caller's own class. */
export async function getMyTeachingPlanDetail(
  db: Db,
  student: StudentProfileRow,
  query: CoursePlanDetailQuery,
): Promise<CoursePlanDetail> {
  const record = await findLessonRecord(db, query.courseRecordId);
  if (!record) throw new ApiError(404, msg.lessonRecordNotFound);
  if (record.class_id !== student.class_id) throw new ApiError(403, msg.lessonOtherClass);
  if (record.course_detail_id !== query.courseDetailsId) {
    throw new ApiError(400, msg.lessonMismatch('courseDetailsId'));
  }
  const materials = await listLessonMaterials(db, record.course_detail_id);
  return {
    courseName: record.course_name,
    courseDetailsName: record.lesson_name,
    teachingTask: record.teaching_task,
    teachingGoal: record.teaching_goal,
    lessonNo: record.lesson_no,
    lessonTime: record.lesson_time,
    materialList: materials.map((material) => ({
      materialType: material.material_type === 2 ? 2 : 1,
      materialUrl: material.material_url,
      materialName: material.material_name,
    })),
  };
}

function courseSummaryOf(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    courseName: row.name,
    courseDescription: row.description,
    coursePicture: row.picture,
    lessonCount: Number(row.lesson_count),
    studentCount: Number(row.student_count),
  };
}

/** SPEC.md §6: trial students get their own courses instead of the open ones. */
export async function getOpenCourses(
  db: Db,
  student: StudentProfileRow,
  query: PageQuery,
): Promise<Paged<CourseSummary>> {
  if (student.student_status === 1) throw new ApiError(403, msg.openCoursesNotForTrial);
  const { rows, total } = await pageOpenCourses(db, sliceOf(query));
  return pagedOf(rows.map(courseSummaryOf), total, query);
}

export async function getMyCourses(
  db: Db,
  student: StudentProfileRow,
  query: PageQuery,
): Promise<Paged<CourseSummary>> {
  const { rows, total } = await pageStudentCourses(db, student.id, sliceOf(query));
  return pagedOf(rows.map(courseSummaryOf), total, query);
}
