import type {
  Homework,
  HomeworkListQuery,
  HomeworkPage,
  HomeworkState,
  HomeworkSubmitBody,
} from '../../core/studyTypes';
import type { SavedOpus } from '../../core/workTypes';
import type { Db } from '../db/database';
import { courseMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  findSubmissionForUpdate,
  insertSubmission,
  listHomeworkOfClasses,
  updateSubmission,
} from '../repos/homeworkRepo';
import type { HomeworkRow } from '../repos/homeworkRepo';
import { findMyOpus } from '../repos/myOpusRepo';
import type { StudentProfileRow } from '../repos/studentRepo';
import { classCardsOf, classesOf } from './myCourses';
import type { MyCourse } from './myCourses';
import { insertNewWork } from './myOpusService';
import { opusNotFound } from './opusVisibility';
import { pagedOf, sliceOf } from './paging';

/**
 * Homework in teaching-open's correction model: the class's teacher sets a task for a lesson with
 * a due time and maybe a starter project; each learner hands in one of their own works, and may
 * hand in another instead until the teacher marks it (score 0–100 and a comment), which is final.
 * A hand-in after the due time is accepted and marked late. A learner sees and answers the tasks of
 * the classes of their card group only; any other task is the same 404 as an unknown one.
 */

function stateOf(row: HomeworkRow, now: number): HomeworkState {
  if (row.marked_at !== null) return 'marked';
  if (row.submitted_at !== null) return 'submitted';
  return row.due_at < now ? 'overdue' : 'open';
}

const STATE_ORDER: Record<HomeworkState, number> = { overdue: 0, open: 0, submitted: 1, marked: 2 };

function homeworkOf(row: HomeworkRow, now: number): Homework {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    courseId: row.course_id,
    courseName: row.course_name,
    courseDetailId: row.course_detail_id,
    courseDetailName: row.lesson_name,
    lessonNo: row.lesson_no,
    className: row.class_name,
    teacherName: row.teacher_name,
    createTime: row.created_at,
    dueTime: row.due_at,
    opusType: row.opus_type,
    state: stateOf(row, now),
    starter:
      row.starter_name !== null && row.starter_path !== null
        ? {
            name: row.starter_name,
            opusType: row.opus_type,
            projectUrl: row.starter_path,
            cover: row.starter_cover ?? '',
          }
        : null,
    submission:
      row.opus_id !== null && row.submitted_at !== null
        ? {
            opusId: row.opus_id,
            opusName: row.opus_name ?? '',
            opusCover: row.opus_cover ?? '',
            opusType: row.opus_type_submitted ?? row.opus_type,
            submitTime: row.submitted_at,
            late: row.late === 1,
            submitCount: row.submit_count ?? 1,
          }
        : null,
    mark:
      row.marked_at !== null
        ? {
            score: row.score ?? 0,
            comment: row.teacher_comment ?? '',
            markTime: row.marked_at,
            teacherName: row.marked_by ?? row.teacher_name,
          }
        : null,
  };
}

async function myHomeworkRows(db: Db, student: StudentProfileRow, onlyId?: number): Promise<HomeworkRow[]> {
  return listHomeworkOfClasses(db, classCardsOf(await classesOf(db, student)), onlyId);
}

/** To do first (by due time), then waiting for the teacher, then marked (latest first). */
function byState(a: Homework, b: Homework): number {
  const order = STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (order !== 0) return order;
  return a.state === 'marked' || a.state === 'submitted' ? b.dueTime - a.dueTime : a.dueTime - b.dueTime;
}

export async function listHomework(
  db: Db,
  student: StudentProfileRow,
  query: HomeworkListQuery,
  now: number,
): Promise<HomeworkPage> {
  const all = (await myHomeworkRows(db, student))
    .map((row) => homeworkOf(row, now))
    .filter((task) => query.state === undefined || task.state === query.state)
    .filter((task) => query.courseId === undefined || task.courseId === query.courseId)
    .sort(byState);
  const { offset, limit } = sliceOf(query);
  return pagedOf(all.slice(offset, offset + limit), all.length, query);
}

/** The tasks of a lesson for the class the course is taken in. */
export async function homeworkOfLesson(
  db: Db,
  student: StudentProfileRow,
  course: MyCourse,
  courseDetailId: number,
  now: number,
): Promise<Homework[]> {
  if (course.classId === null) return [];
  const rows = await myHomeworkRows(db, student);
  return rows
    .filter((row) => row.class_id === course.classId && row.course_detail_id === courseDetailId)
    .map((row) => homeworkOf(row, now));
}

async function myHomeworkRowOr404(db: Db, student: StudentProfileRow, id: number): Promise<HomeworkRow> {
  const [row] = await myHomeworkRows(db, student, id);
  if (!row) throw new ApiError(404, msg.homeworkNotFound);
  return row;
}

export async function getHomework(
  db: Db,
  student: StudentProfileRow,
  id: number,
  now: number,
): Promise<Homework> {
  return homeworkOf(await myHomeworkRowOr404(db, student, id), now);
}

/**
 * Hands in one of my works for a task of my classes. The submission counts for my card in the
 * task's class; the work must be mine (the signed-in card's), not deleted, of the task's kind.
 * Under the submission's row lock: a marked one is final (409), otherwise the work is replaced.
 */
export async function submitHomework(
  db: Db,
  student: StudentProfileRow,
  body: HomeworkSubmitBody,
  now: number,
): Promise<{ homework: Homework; late: boolean }> {
  const row = await myHomeworkRowOr404(db, student, body.homeworkId);
  const opus = await findMyOpus(db, student.id, body.opusId);
  if (!opus) throw opusNotFound();
  if (opus.opus_type !== row.opus_type)
    throw new ApiError(
      400,
      msg.homeworkWrongKind(msg.opusKinds[row.opus_type] ?? ''),
      null,
      'HOMEWORK_WRONG_KIND',
    );
  const cardId = (await classesOf(db, student)).find((klass) => klass.class_id === row.class_id)?.student_id;
  if (cardId === undefined) throw new ApiError(404, msg.homeworkNotFound);
  const late = now > row.due_at ? 1 : 0;

  await db.transaction().execute(async (trx) => {
    const existing = await findSubmissionForUpdate(trx, row.id, cardId);
    if (existing?.marked_at !== null && existing !== undefined)
      throw new ApiError(409, msg.homeworkMarked, null, 'HOMEWORK_MARKED');
    if (!existing) {
      await insertSubmission(trx, {
        homework_id: row.id,
        student_id: cardId,
        opus_id: opus.id,
        submitted_at: now,
        late,
      });
      return;
    }
    const changed = await updateSubmission(trx, existing.id, {
      opus_id: opus.id,
      submitted_at: now,
      late,
      submit_count: existing.submit_count + 1,
    });
    if (!changed) throw new ApiError(409, msg.homeworkMarked, null, 'HOMEWORK_MARKED');
  });
  return { homework: await getHomework(db, student, row.id, now), late: late === 1 };
}

/** `homework/useStarter/{id}`: the task's starter project copied into my works. */
export async function useHomeworkStarter(
  db: Db,
  student: StudentProfileRow,
  id: number,
  now: number,
): Promise<SavedOpus> {
  const row = await myHomeworkRowOr404(db, student, id);
  if (row.starter_path === null || row.starter_name === null) throw new ApiError(404, msg.starterNotFound);
  return insertNewWork(
    db,
    student.id,
    {
      name: row.starter_name,
      opusType: row.opus_type,
      projectPath: row.starter_path,
      cover: row.starter_cover ?? '',
      originalId: null,
    },
    now,
  );
}
