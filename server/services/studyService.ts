import type {
  CourseLessons,
  LessonCase,
  LessonDetail,
  MyStudyCourse,
  PlayUrls,
  StudyCourseHead,
  StudyLesson,
  StudyMaterial,
  StudyMaterialType,
} from '../../core/studyTypes';
import type { SavedOpus } from '../../core/workTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { listLessonCases, listLessonsShowing, listMaterialsOfLessons } from '../repos/courseRepo';
import type { LessonCaseRow, StudyMaterialRow } from '../repos/courseRepo';
import { listReferencesShowing } from '../repos/referenceRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { homeworkOfLesson } from './homeworkService';
import { lastAndNext, lessonRefOf, loadMyCourses, myCourseOr404, myLessonOr404 } from './myCourses';
import type { MyCourse, PlannedLesson } from './myCourses';
import { insertNewWork } from './myOpusService';

/** Studying a course: my courses with progress, a course's lessons, a lesson with its materials. */

function subjectOf(subject: string): 'scratch' | 'python' {
  return subject === 'python' ? 'python' : 'scratch';
}

function materialTypeOf(type: number): StudyMaterialType {
  return type === 2 || type === 3 ? type : 1;
}

function courseHeadOf(course: MyCourse): StudyCourseHead {
  return {
    courseId: course.course.id,
    courseName: course.course.name,
    courseDescription: course.course.description,
    coursePicture: course.course.picture,
    subject: subjectOf(course.course.subject),
    className: course.className,
    source: course.source,
    lessonCount: course.lessons.length,
    doneCount: course.doneCount,
  };
}

/** `getMyStudyList`: every course of the rule with its progress and next lesson. */
export async function getMyStudyList(
  db: Db,
  student: StudentProfileRow,
  now: number,
): Promise<MyStudyCourse[]> {
  return (await loadMyCourses(db, student, now)).map((course) => {
    const { last, next } = lastAndNext(course);
    return {
      ...courseHeadOf(course),
      nextLesson: lessonRefOf(next),
      lastLesson: lessonRefOf(last),
    };
  });
}

function studyLessonOf(lesson: PlannedLesson, materials: StudyMaterialRow[], hasCase: boolean): StudyLesson {
  const count = (type: number) => materials.filter((material) => material.material_type === type).length;
  return {
    courseDetailId: lesson.course_detail_id,
    courseRecordId: lesson.record_id,
    courseDetailName: lesson.lesson_name,
    lessonNo: lesson.lesson_no,
    lessonTime: lesson.lesson_time,
    teachingTask: lesson.teaching_task,
    teachingGoal: lesson.teaching_goal,
    state: lesson.state,
    isNext: lesson.isNext,
    homeworkCount: lesson.homeworkCount,
    homeworkSubmittedCount: lesson.homeworkSubmittedCount,
    imageCount: count(1),
    videoCount: count(2),
    pdfCount: count(3),
    hasCase,
  };
}

async function lessonExtras(db: Db, course: MyCourse) {
  const ids = course.lessons.map((lesson) => lesson.course_detail_id);
  const [materials, cases] = await Promise.all([listMaterialsOfLessons(db, ids), listLessonCases(db, ids)]);
  return { materials, caseIds: new Set(cases.map((row) => row.course_detail_id)) };
}

/** `course/getStudentUserCoursesDetailList`: a course of mine as a learning path. */
export async function getCourseLessons(
  db: Db,
  student: StudentProfileRow,
  courseId: number,
  now: number,
): Promise<CourseLessons> {
  const course = await myCourseOr404(db, student, courseId, now);
  const { materials, caseIds } = await lessonExtras(db, course);
  return {
    ...courseHeadOf(course),
    lessons: course.lessons.map((lesson) =>
      studyLessonOf(
        lesson,
        materials.filter((material) => material.course_detail_id === lesson.course_detail_id),
        caseIds.has(lesson.course_detail_id),
      ),
    ),
  };
}

function materialOf(row: StudyMaterialRow): StudyMaterial {
  const materialType = materialTypeOf(row.material_type);
  return {
    id: row.id,
    materialType,
    materialUrl: row.material_url,
    materialName: row.material_name,
    size: row.size,
    pageCount: materialType === 3 ? row.page_count : 0,
  };
}

export function lessonCaseOf(row: LessonCaseRow): LessonCase {
  return { name: row.name, opusType: row.opus_type, projectUrl: row.project_path, cover: row.cover };
}

/** `course/getStudentUserCoursesDetail`: a lesson of mine; a locked one without its materials. */
export async function getLessonDetail(
  db: Db,
  student: StudentProfileRow,
  courseDetailId: number,
  now: number,
): Promise<LessonDetail> {
  const { course, lesson } = await myLessonOr404(db, student, courseDetailId, now);
  const [materials, cases, homework] = await Promise.all([
    listMaterialsOfLessons(db, [courseDetailId]),
    listLessonCases(db, [courseDetailId]),
    homeworkOfLesson(db, student, course, courseDetailId, now),
  ]);
  const locked = lesson.state === 'locked';
  const [lessonCase] = cases;
  return {
    ...studyLessonOf(lesson, materials, lessonCase !== undefined),
    courseId: course.course.id,
    courseName: course.course.name,
    className: course.className,
    materialList: locked ? [] : materials.map(materialOf),
    lessonCase: locked || !lessonCase ? null : lessonCaseOf(lessonCase),
    homework,
  };
}

/** `course/useLessonCase/{courseDetailId}`: the case of an open lesson of mine, copied into my works. */
export async function useLessonCase(
  db: Db,
  student: StudentProfileRow,
  courseDetailId: number,
  now: number,
): Promise<SavedOpus> {
  const { lesson } = await myLessonOr404(db, student, courseDetailId, now);
  const [lessonCase] = await listLessonCases(db, [courseDetailId]);
  if (!lessonCase || lesson.state === 'locked') throw new ApiError(404, msg.lessonCaseNotFound);
  return insertNewWork(
    db,
    student.id,
    {
      name: lessonCase.name,
      opusType: lessonCase.opus_type,
      projectPath: lessonCase.project_path,
      cover: lessonCase.cover,
      originalId: null,
    },
    now,
  );
}

/**
 * `getPlayURL/{materialUrl}`: the URL of a video or PDF the caller may see — a material of an open
 * lesson of mine, or a resource of a course of mine — made playable by `linkOf` (a lesson media
 * file's signed link, services/lessonMedia.ts). Anything else is the same 404 as an unknown URL.
 */
export async function getPlayUrls(
  db: Db,
  student: StudentProfileRow,
  materialUrl: string,
  linkOf: (materialUrl: string) => string,
  now: number,
): Promise<PlayUrls> {
  const [lessonIds, references] = await Promise.all([
    listLessonsShowing(db, materialUrl),
    listReferencesShowing(db, materialUrl),
  ]);
  if (lessonIds.length > 0 || references.length > 0) {
    const mine = await loadMyCourses(db, student, now);
    const lessonOpen = mine.some((course) =>
      course.lessons.some(
        (lesson) => lessonIds.includes(lesson.course_detail_id) && lesson.state !== 'locked',
      ),
    );
    const referenceMine = mine.some((course) => references.includes(course.course.id));
    if (lessonOpen || referenceMine) return [linkOf(materialUrl)];
  }
  throw new ApiError(404, msg.materialNotFound);
}
