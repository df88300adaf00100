import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { OpusType } from '../db/tables/works';

/** A homework task with its lesson and class, and one card's submission of it (null columns when none). */
export interface HomeworkRow {
  id: number;
  class_id: number;
  class_name: string;
  course_id: number;
  course_name: string;
  course_detail_id: number;
  lesson_name: string;
  lesson_no: number;
  title: string;
  description: string;
  opus_type: OpusType;
  teacher_name: string;
  starter_name: string | null;
  starter_path: string | null;
  starter_cover: string | null;
  due_at: number;
  created_at: number;
  submission_student_id: number | null;
  opus_id: number | null;
  opus_name: string | null;
  opus_cover: string | null;
  opus_type_submitted: OpusType | null;
  submitted_at: number | null;
  late: number | null;
  submit_count: number | null;
  score: number | null;
  teacher_comment: string | null;
  marked_by: string | null;
  marked_at: number | null;
}

/** A class and the card of the learner that sits in it. */
export interface ClassCard {
  classId: number;
  studentId: number;
}

/**
 * The tasks of the classes, each with the submission of that class's card. Ordered by due time;
 * the service sorts by state.
 */
export async function listHomeworkOfClasses(
  db: Db,
  cards: ClassCard[],
  onlyId?: number,
): Promise<HomeworkRow[]> {
  if (cards.length === 0) return [];
  let query = db
    .selectFrom('homework_tasks')
    .innerJoin('classes', 'classes.id', 'homework_tasks.class_id')
    .innerJoin('course_details', 'course_details.id', 'homework_tasks.course_detail_id')
    .innerJoin('courses', 'courses.id', 'course_details.course_id')
    .leftJoin('homework_submissions', (join) =>
      join.onRef('homework_submissions.homework_id', '=', 'homework_tasks.id').on(
        'homework_submissions.student_id',
        'in',
        cards.map((card) => card.studentId),
      ),
    )
    .leftJoin('opus', 'opus.id', 'homework_submissions.opus_id')
    .select([
      'homework_tasks.id',
      'homework_tasks.class_id',
      'classes.name as class_name',
      'courses.id as course_id',
      'courses.name as course_name',
      'course_details.id as course_detail_id',
      'course_details.name as lesson_name',
      'course_details.lesson_no',
      'homework_tasks.title',
      'homework_tasks.description',
      'homework_tasks.opus_type',
      'homework_tasks.teacher_name',
      'homework_tasks.starter_name',
      'homework_tasks.starter_path',
      'homework_tasks.starter_cover',
      'homework_tasks.due_at',
      'homework_tasks.created_at',
      'homework_submissions.student_id as submission_student_id',
      'homework_submissions.opus_id',
      'opus.name as opus_name',
      'opus.cover as opus_cover',
      'opus.opus_type as opus_type_submitted',
      'homework_submissions.submitted_at',
      'homework_submissions.late',
      'homework_submissions.submit_count',
      'homework_submissions.score',
      'homework_submissions.teacher_comment',
      'homework_submissions.marked_by',
      'homework_submissions.marked_at',
    ])
    .where(
      'homework_tasks.class_id',
      'in',
      cards.map((card) => card.classId),
    )
    .orderBy('homework_tasks.due_at')
    .orderBy('homework_tasks.id');
  if (onlyId !== undefined) query = query.where('homework_tasks.id', '=', onlyId);
  const rows = (await query.execute()) as HomeworkRow[];
  // A submission counts only for the card that sits in the task's class.
  const cardOf = new Map(cards.map((card) => [card.classId, card.studentId]));
  const byId = new Map<number, HomeworkRow>();
  for (const row of rows) {
    const own = row.submission_student_id !== null && row.submission_student_id === cardOf.get(row.class_id);
    if (own) byId.set(row.id, row);
    else if (!byId.has(row.id)) byId.set(row.id, withoutSubmission(row));
  }
  return [...byId.values()];
}

function withoutSubmission(row: HomeworkRow): HomeworkRow {
  return {
    ...row,
    submission_student_id: null,
    opus_id: null,
    opus_name: null,
    opus_cover: null,
    opus_type_submitted: null,
    submitted_at: null,
    late: null,
    submit_count: null,
    score: null,
    teacher_comment: null,
    marked_by: null,
    marked_at: null,
  };
}

/** The submission of a card, locked for the change that follows. */
export async function findSubmissionForUpdate(
  db: Db,
  homeworkId: number,
  studentId: number,
): Promise<{ id: number; submit_count: number; marked_at: number | null } | undefined> {
  const query = db
    .selectFrom('homework_submissions')
    .select(['id', 'submit_count', 'marked_at'])
    .where('homework_id', '=', homeworkId)
    .where('student_id', '=', studentId);
  return lockedForUpdate(query, dialectOf(db)).executeTakeFirst();
}

export async function insertSubmission(
  db: Db,
  row: { homework_id: number; student_id: number; opus_id: number; submitted_at: number; late: number },
): Promise<void> {
  await db
    .insertInto('homework_submissions')
    .values({ ...row, submit_count: 1 })
    .onConflict((oc) => oc.columns(['homework_id', 'student_id']).doNothing())
    .execute();
}

/** Replaces the work of an unmarked submission; false when it was marked meanwhile. */
export async function updateSubmission(
  db: Db,
  id: number,
  change: { opus_id: number; submitted_at: number; late: number; submit_count: number },
): Promise<boolean> {
  const result = await db
    .updateTable('homework_submissions')
    .set(change)
    .where('id', '=', id)
    .where('marked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
