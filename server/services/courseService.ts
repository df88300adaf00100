import type {
  CoursePlan,
  CoursePlanDetail,
  CoursePlanDetailQuery,
  CourseSummary,
  PageQuery,
  Paged,
} from '../../core/homeTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findLessonRecord,
  listCourseSummaries,
  listLessonMaterials,
  pageOpenCourses,
} from '../repos/courseRepo';
import type { CourseSummaryRow } from '../repos/courseRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { classesOf, lastAndNext, lessonRefOf, loadMyCourses, myLessonOr404 } from './myCourses';
import { pagedOf, sliceOf } from './paging';

/**
 * Per course of the caller's (the one rule of services/myCourses.ts): the last lesson given up to
 * now and the first one still to come (either is null at the ends of the course).
 */
export async function getMyTeachingPlanList(
  db: Db,
  student: StudentProfileRow,
  now: number,
): Promise<CoursePlan[]> {
  return (await loadMyCourses(db, student, now)).map((course) => {
    const { last, next } = lastAndNext(course);
    return {
      courseId: course.course.id,
      courseName: course.course.name,
      coursePicture: course.course.picture,
      lastCourseTeachingPlan: lessonRefOf(last),
      nextCourseTeachingPlan: lessonRefOf(next),
    };
  });
}

/**
 * A lesson plan of one of my courses. A class's lesson comes through its record (another class's
 * record → 403); a lesson of a course followed on one's own has record 0.
 */
export async function getMyTeachingPlanDetail(
  db: Db,
  student: StudentProfileRow,
  query: CoursePlanDetailQuery,
  now: number,
): Promise<CoursePlanDetail> {
  if (query.courseRecordId !== 0) {
    const record = await findLessonRecord(db, query.courseRecordId);
    if (!record) throw new ApiError(404, msg.lessonRecordNotFound);
    const classes = await classesOf(db, student);
    if (!classes.some((row) => row.class_id === record.class_id))
      throw new ApiError(403, msg.lessonOtherClass);
    if (record.course_detail_id !== query.courseDetailsId) {
      throw new ApiError(400, msg.lessonMismatch('courseDetailsId'));
    }
  }
  const { course, lesson } = await myLessonOr404(db, student, query.courseDetailsId, now);
  if (lesson.record_id !== query.courseRecordId)
    throw new ApiError(400, msg.lessonMismatch('courseRecordId'));
  const materials = await listLessonMaterials(db, lesson.course_detail_id);
  return {
    courseName: course.course.name,
    courseDetailsName: lesson.lesson_name,
    teachingTask: lesson.teaching_task,
    teachingGoal: lesson.teaching_goal,
    lessonNo: lesson.lesson_no,
    lessonTime: lesson.lesson_time,
    // The home modal shows pictures and videos; PDFs are for the lesson page.
    materialList: materials.flatMap((material) =>
      material.material_type === 1 || material.material_type === 2
        ? [
            {
              materialType: material.material_type,
              materialUrl: material.material_url,
              materialName: material.material_name,
            },
          ]
        : [],
    ),
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

/** The courses of the one rule (services/myCourses.ts), in its order, in pages. */
export async function getMyCourses(
  db: Db,
  student: StudentProfileRow,
  query: PageQuery,
  now: number,
): Promise<Paged<CourseSummary>> {
  const mine = await loadMyCourses(db, student, now);
  const { offset, limit } = sliceOf(query);
  const ids = mine.slice(offset, offset + limit).map((course) => course.course.id);
  const rows = new Map((await listCourseSummaries(db, ids)).map((row) => [row.id, row]));
  const list = ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [courseSummaryOf(row)] : [];
  });
  return pagedOf(list, mine.length, query);
}
