import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { PageSlice } from './pageSlice';

/** One lesson record of a class with its lesson and course, as the lesson plans need it. */
export interface ClassLessonRow {
  record_id: number;
  class_id: number;
  lesson_time: number;
  course_id: number;
  course_name: string;
  course_picture: string;
  course_detail_id: number;
  lesson_no: number;
  lesson_name: string;
}

function lessonRecordQuery(db: Db) {
  return db
    .selectFrom('course_records')
    .innerJoin('course_details', 'course_details.id', 'course_records.course_detail_id')
    .innerJoin('courses', 'courses.id', 'course_records.course_id')
    .select([
      'course_records.id as record_id',
      'course_records.class_id',
      'course_records.lesson_time',
      'courses.id as course_id',
      'courses.name as course_name',
      'courses.picture as course_picture',
      'course_details.id as course_detail_id',
      'course_details.lesson_no',
      'course_details.name as lesson_name',
    ]);
}

export interface LessonRecordRow extends ClassLessonRow {
  teaching_task: string;
  teaching_goal: string;
}

export async function findLessonRecord(db: Db, recordId: number): Promise<LessonRecordRow | undefined> {
  return lessonRecordQuery(db)
    .select(['course_details.teaching_task', 'course_details.teaching_goal'])
    .where('course_records.id', '=', recordId)
    .executeTakeFirst();
}

export interface MaterialRow {
  material_type: number;
  material_url: string;
  material_name: string;
}

export async function listLessonMaterials(db: Db, courseDetailId: number): Promise<MaterialRow[]> {
  return db
    .selectFrom('course_materials')
    .select(['material_type', 'material_url', 'material_name'])
    .where('course_detail_id', '=', courseDetailId)
    .orderBy('sort_order')
    .execute();
}

export interface CourseSummaryRow {
  id: number;
  name: string;
  description: string;
  picture: string;
  lesson_count: number | string;
  student_count: number | string;
}

/** Lesson count, and the students who follow the course: its classes' students plus its own followers. */
function withCourseCounts(eb: ExpressionBuilder<Database, 'courses'>) {
  return [
    eb
      .selectFrom('course_details')
      .select((inner) => inner.fn.countAll().as('n'))
      .whereRef('course_details.course_id', '=', 'courses.id')
      .as('lesson_count'),
    eb
      .selectFrom('students')
      .select((inner) => inner.fn.countAll().as('n'))
      .where((inner) =>
        inner.or([
          inner(
            'students.class_id',
            'in',
            inner
              .selectFrom('course_records')
              .select('course_records.class_id')
              .whereRef('course_records.course_id', '=', 'courses.id'),
          ),
          inner(
            'students.id',
            'in',
            inner
              .selectFrom('student_courses')
              .select('student_courses.student_id')
              .whereRef('student_courses.course_id', '=', 'courses.id'),
          ),
        ]),
      )
      .as('student_count'),
  ];
}

export async function pageOpenCourses(
  db: Db,
  page: PageSlice,
): Promise<{ rows: CourseSummaryRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['courses.id', 'courses.name', 'courses.description', 'courses.picture'])
      .select(withCourseCounts)
      .where('courses.is_open', '=', 1)
      .orderBy('courses.sort_order')
      .orderBy('courses.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('is_open', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as CourseSummaryRow[], total: Number(total.n) };
}

// ---------------------------------------------------------------- studying a course

/** A course as the study pages show it. */
export interface CourseInfoRow {
  id: number;
  name: string;
  description: string;
  picture: string;
  subject: string;
}

/** A lesson as the study pages show it, with the class's record of it when there is one. */
export interface StudyLessonRow {
  course_id: number;
  course_detail_id: number;
  lesson_no: number;
  lesson_name: string;
  teaching_task: string;
  teaching_goal: string;
}

export interface ClassStudyLessonRow extends StudyLessonRow {
  class_id: number;
  record_id: number;
  lesson_time: number;
}

/** Every lesson record of the classes, course by course (catalogue order), each course in time order. */
export async function listLessonsOfClasses(db: Db, classIds: number[]): Promise<ClassStudyLessonRow[]> {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('course_records')
    .innerJoin('course_details', 'course_details.id', 'course_records.course_detail_id')
    .innerJoin('courses', 'courses.id', 'course_records.course_id')
    .select([
      'course_records.class_id',
      'course_records.id as record_id',
      'course_records.lesson_time',
      'courses.id as course_id',
      'course_details.id as course_detail_id',
      'course_details.lesson_no',
      'course_details.name as lesson_name',
      'course_details.teaching_task',
      'course_details.teaching_goal',
    ])
    .where('course_records.class_id', 'in', classIds)
    .orderBy('courses.sort_order')
    .orderBy('courses.id')
    .orderBy('course_records.lesson_time')
    .orderBy('course_records.id')
    .execute();
}

/** Every lesson of the courses, in lesson order. */
export async function listLessonsOfCourses(db: Db, courseIds: number[]): Promise<StudyLessonRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('course_details')
    .select([
      'course_details.course_id',
      'course_details.id as course_detail_id',
      'course_details.lesson_no',
      'course_details.name as lesson_name',
      'course_details.teaching_task',
      'course_details.teaching_goal',
    ])
    .where('course_details.course_id', 'in', courseIds)
    .orderBy('course_details.course_id')
    .orderBy('course_details.lesson_no')
    .execute();
}

export async function listCourseInfo(db: Db, courseIds: number[]): Promise<CourseInfoRow[]> {
  if (courseIds.length === 0) return [];
  return db
    .selectFrom('courses')
    .select(['id', 'name', 'description', 'picture', 'subject'])
    .where('id', 'in', courseIds)
    .execute();
}

/** The courses a student follows on their own, the latest first. */
export async function listFollowedCourses(
  db: Db,
  studentId: number,
): Promise<{ course_id: number; created_at: number }[]> {
  return db
    .selectFrom('student_courses')
    .innerJoin('courses', 'courses.id', 'student_courses.course_id')
    .select(['student_courses.course_id', 'student_courses.created_at'])
    .where('student_courses.student_id', '=', studentId)
    .orderBy('student_courses.created_at', 'desc')
    .orderBy('courses.sort_order')
    .orderBy('courses.id')
    .execute();
}

/** Course cards with their counts, for the given courses (in no particular order). */
export async function listCourseSummaries(db: Db, courseIds: number[]): Promise<CourseSummaryRow[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectFrom('courses')
    .select(['courses.id', 'courses.name', 'courses.description', 'courses.picture'])
    .select(withCourseCounts)
    .where('courses.id', 'in', courseIds)
    .execute();
  return rows as CourseSummaryRow[];
}

export interface StudyMaterialRow extends MaterialRow {
  id: number;
  course_detail_id: number;
  size: number;
  page_count: number;
}

export async function listMaterialsOfLessons(db: Db, courseDetailIds: number[]): Promise<StudyMaterialRow[]> {
  if (courseDetailIds.length === 0) return [];
  return db
    .selectFrom('course_materials')
    .select([
      'id',
      'course_detail_id',
      'material_type',
      'material_url',
      'material_name',
      'size',
      'page_count',
    ])
    .where('course_detail_id', 'in', courseDetailIds)
    .orderBy('course_detail_id')
    .orderBy('sort_order')
    .execute();
}

/** The lessons that show a material with this URL. */
export async function listLessonsShowing(db: Db, materialUrl: string): Promise<number[]> {
  const rows = await db
    .selectFrom('course_materials')
    .select('course_detail_id')
    .where('material_url', '=', materialUrl)
    .execute();
  return rows.map((row) => row.course_detail_id);
}

export interface LessonCaseRow {
  course_detail_id: number;
  name: string;
  opus_type: 1 | 2;
  project_path: string;
  cover: string;
}

export async function listLessonCases(db: Db, courseDetailIds: number[]): Promise<LessonCaseRow[]> {
  if (courseDetailIds.length === 0) return [];
  return db
    .selectFrom('lesson_cases')
    .select(['course_detail_id', 'name', 'opus_type', 'project_path', 'cover'])
    .where('course_detail_id', 'in', courseDetailIds)
    .execute();
}
