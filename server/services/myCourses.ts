import type { CourseSource, LessonRef, LessonState } from '../../core/studyTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  listCourseInfo,
  listFollowedCourses,
  listLessonsOfClasses,
  listLessonsOfCourses,
} from '../repos/courseRepo';
import type { CourseInfoRow, StudyLessonRow } from '../repos/courseRepo';
import { listHomeworkOfClasses } from '../repos/homeworkRepo';
import type { ClassCard } from '../repos/homeworkRepo';
import { listCardGroupClasses } from '../repos/studentClassesRepo';
import type { StudentClassRow } from '../repos/studentClassesRepo';
import type { StudentProfileRow } from '../repos/studentRepo';

/**
 * The one rule for "my courses", which the home carousel, getMyCourseList, the my-study list, the
 * lesson pages, homework, resources, class files and media links all ask:
 * - every course given to a class of any card of the caller's card group (the signed-in card's
 *   class first, then the linked cards'), each course once, in catalogue order per class;
 * - then the courses the caller follows on their own (student_courses, a trial student's), the
 *   latest first, unless a class already gives them.
 *
 * Lesson state is derived here from the lesson records and homework, never stored: a lesson is
 * locked until its time (a class's lesson record; for a course followed on one's own, lesson n
 * opens n-1 weeks after following it), then open, and done once every homework task of the
 * lesson for that class has a submission of the card in that class (a lesson without homework is
 * done when its time has passed).
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface PlannedLesson extends StudyLessonRow {
  /** 0 for a course followed on one's own. */
  record_id: number;
  lesson_time: number;
  state: LessonState;
  isNext: boolean;
  homeworkCount: number;
  homeworkSubmittedCount: number;
}

export interface MyCourse {
  course: CourseInfoRow;
  source: CourseSource;
  /** The class it is taken in; null for a course followed on one's own. */
  classId: number | null;
  className: string;
  /** The caller's card in that class (the caller for their own courses). */
  cardId: number;
  lessons: PlannedLesson[];
  doneCount: number;
}

/** The classes of the caller's card group; without an organisation, just the card's own class. */
export async function classesOf(db: Db, student: StudentProfileRow): Promise<StudentClassRow[]> {
  if (student.organization_id !== null) return listCardGroupClasses(db, student.id, student.organization_id);
  if (student.class_id === null) return [];
  return [{ student_id: student.id, class_id: student.class_id, class_name: student.class_name ?? '' }];
}

export function classCardsOf(classes: StudentClassRow[]): ClassCard[] {
  return classes.map((row) => ({ classId: row.class_id, studentId: row.student_id }));
}

function stateOf(lessonTime: number, now: number, homework: number, submitted: number): LessonState {
  if (lessonTime > now) return 'locked';
  return submitted >= homework ? 'done' : 'open';
}

/** Every course of the rule, with its lessons as a learning path. */
export async function loadMyCourses(db: Db, student: StudentProfileRow, now: number): Promise<MyCourse[]> {
  const classes = await classesOf(db, student);
  const [classLessons, followed, homework] = await Promise.all([
    listLessonsOfClasses(
      db,
      classes.map((row) => row.class_id),
    ),
    listFollowedCourses(db, student.id),
    listHomeworkOfClasses(db, classCardsOf(classes)),
  ]);

  // Homework per class and lesson: how many tasks, how many submitted.
  const homeworkOf = new Map<string, { count: number; submitted: number }>();
  for (const task of homework) {
    const key = `${task.class_id}:${task.course_detail_id}`;
    const entry = homeworkOf.get(key) ?? { count: 0, submitted: 0 };
    entry.count += 1;
    if (task.submitted_at !== null) entry.submitted += 1;
    homeworkOf.set(key, entry);
  }

  const plans: Omit<MyCourse, 'course'>[] = [];
  const courseIds: number[] = [];
  const taken = new Set<number>();
  for (const klass of classes) {
    const byCourse = new Map<number, PlannedLesson[]>();
    for (const row of classLessons) {
      if (row.class_id !== klass.class_id || (taken.has(row.course_id) && !byCourse.has(row.course_id)))
        continue;
      const work = homeworkOf.get(`${klass.class_id}:${row.course_detail_id}`) ?? { count: 0, submitted: 0 };
      const lesson: PlannedLesson = {
        course_id: row.course_id,
        course_detail_id: row.course_detail_id,
        lesson_no: row.lesson_no,
        lesson_name: row.lesson_name,
        teaching_task: row.teaching_task,
        teaching_goal: row.teaching_goal,
        record_id: row.record_id,
        lesson_time: row.lesson_time,
        state: stateOf(row.lesson_time, now, work.count, work.submitted),
        isNext: false,
        homeworkCount: work.count,
        homeworkSubmittedCount: work.submitted,
      };
      const lessons = byCourse.get(row.course_id);
      if (lessons) lessons.push(lesson);
      else {
        byCourse.set(row.course_id, [lesson]);
        taken.add(row.course_id);
        courseIds.push(row.course_id);
      }
    }
    for (const [, lessons] of byCourse) {
      plans.push({
        source: klass.student_id === student.id ? 'class' : 'card',
        classId: klass.class_id,
        className: klass.class_name,
        cardId: klass.student_id,
        lessons,
        doneCount: 0,
      });
    }
  }

  const own = followed.filter((row) => !taken.has(row.course_id));
  const ownLessons = await listLessonsOfCourses(
    db,
    own.map((row) => row.course_id),
  );
  for (const follow of own) {
    courseIds.push(follow.course_id);
    plans.push({
      source: 'own',
      classId: null,
      className: '',
      cardId: student.id,
      doneCount: 0,
      lessons: ownLessons
        .filter((row) => row.course_id === follow.course_id)
        .map((row) => {
          const time = follow.created_at + (row.lesson_no - 1) * WEEK_MS;
          return {
            ...row,
            record_id: 0,
            lesson_time: time,
            state: stateOf(time, now, 0, 0),
            isNext: false,
            homeworkCount: 0,
            homeworkSubmittedCount: 0,
          };
        }),
    });
  }

  const info = new Map((await listCourseInfo(db, courseIds)).map((row) => [row.id, row]));
  return plans.flatMap((plan, index) => {
    const course = info.get(courseIds[index] as number);
    if (!course) return [];
    const next = plan.lessons.find((lesson) => lesson.lesson_time > now);
    if (next) next.isNext = true;
    return [{ ...plan, course, doneCount: plan.lessons.filter((lesson) => lesson.state === 'done').length }];
  });
}

export function lessonRefOf(lesson: PlannedLesson | undefined): LessonRef | null {
  if (!lesson) return null;
  return {
    courseDetailId: lesson.course_detail_id,
    courseRecordId: lesson.record_id,
    courseDetailName: lesson.lesson_name,
    lessonNo: lesson.lesson_no,
    lessonTime: lesson.lesson_time,
  };
}

/** The last lesson whose time has passed, and the first still to come. */
export function lastAndNext(course: MyCourse): {
  last: PlannedLesson | undefined;
  next: PlannedLesson | undefined;
} {
  const nextIndex = course.lessons.findIndex((lesson) => lesson.isNext);
  const last = nextIndex === -1 ? course.lessons[course.lessons.length - 1] : course.lessons[nextIndex - 1];
  return { last, next: nextIndex === -1 ? undefined : course.lessons[nextIndex] };
}

/** One of my courses, or the same 404 as an unknown course. */
export async function myCourseOr404(
  db: Db,
  student: StudentProfileRow,
  courseId: number,
  now: number,
): Promise<MyCourse> {
  const course = (await loadMyCourses(db, student, now)).find((entry) => entry.course.id === courseId);
  if (!course) throw new ApiError(404, msg.courseNotFound);
  return course;
}

/** A lesson of one of my courses with its course, or the same 404 as an unknown lesson. */
export async function myLessonOr404(
  db: Db,
  student: StudentProfileRow,
  courseDetailId: number,
  now: number,
): Promise<{ course: MyCourse; lesson: PlannedLesson }> {
  for (const course of await loadMyCourses(db, student, now)) {
    const lesson = course.lessons.find((entry) => entry.course_detail_id === courseDetailId);
    if (lesson) return { course, lesson };
  }
  throw new ApiError(404, msg.lessonNotFound);
}

/** The ids of my courses. Which courses are mine does not depend on the time, only their lessons' states. */
export async function myCourseIds(db: Db, student: StudentProfileRow): Promise<number[]> {
  return (await loadMyCourses(db, student, 0)).map((course) => course.course.id);
}
