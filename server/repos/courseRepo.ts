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

/** Every lesson record of a class, course by course (catalogue order), each course in time order. */
export async function listClassLessons(db: Db, classId: number): Promise<ClassLessonRow[]> {
  return lessonRecordQuery(db)
    .where('course_records.class_id', '=', classId)
    .orderBy('courses.sort_order')
    .orderBy('courses.id')
    .orderBy('course_records.lesson_time')
    .orderBy('course_records.id')
    .execute();
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

/** The courses a student follows on their own, most recently added first. */
export async function pageStudentCourses(
  db: Db,
  studentId: number,
  page: PageSlice,
): Promise<{ rows: CourseSummaryRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('student_courses')
      .innerJoin('courses', 'courses.id', 'student_courses.course_id')
      .select(['courses.id', 'courses.name', 'courses.description', 'courses.picture'])
      .select(withCourseCounts)
      .where('student_courses.student_id', '=', studentId)
      .orderBy('student_courses.created_at', 'desc')
      .orderBy('courses.sort_order')
      .orderBy('courses.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('student_courses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('student_id', '=', studentId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as CourseSummaryRow[], total: Number(total.n) };
}
