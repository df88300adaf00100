import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { ExamAttemptAnswersTable, ExamAttemptsTable } from '../db/tables/exam';

export type ExamAttemptRow = Selectable<ExamAttemptsTable>;
export type ExamAttemptAnswerRow = Selectable<ExamAttemptAnswersTable>;

/** `lock` holds the row until the transaction ends, so drafts and submits of one attempt queue up. */
export async function findAttempt(
  db: Db,
  attemptId: number,
  lock = false,
): Promise<ExamAttemptRow | undefined> {
  const query = db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId);
  return (lock ? lockedForUpdate(query, dialectOf(db)) : query).executeTakeFirst();
}

export async function findOpenAttempt(
  db: Db,
  studentId: number,
  paperId: number,
): Promise<ExamAttemptRow | undefined> {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('exam_paper_id', '=', paperId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function hasSubmittedAttempt(db: Db, studentId: number, paperId: number): Promise<boolean> {
  const row = await db
    .selectFrom('exam_attempts')
    .select('id')
    .where('student_id', '=', studentId)
    .where('exam_paper_id', '=', paperId)
    .where('status', '=', 'submitted')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Throws a unique violation when the student already has an open attempt on the paper. */
export async function insertAttempt(
  db: Db,
  attempt: { studentId: number; paperId: number; startedAt: number; deadline: number },
): Promise<ExamAttemptRow> {
  return db
    .insertInto('exam_attempts')
    .values({
      student_id: attempt.studentId,
      exam_paper_id: attempt.paperId,
      status: 'open',
      started_at: attempt.startedAt,
      deadline: attempt.deadline,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listOpenAttemptsOfStudent(db: Db, studentId: number): Promise<ExamAttemptRow[]> {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('status', '=', 'open')
    .execute();
}

/**
 * The questions of every attempt the student has open, past its deadline or not: one query over
 * the partial index of open attempts and the paper's primary key.
 */
export async function listOpenAttemptQuestionIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('exam_paper_questions as epq', 'epq.paper_id', 'a.exam_paper_id')
    .select('epq.question_id')
    .distinct()
    .where('a.student_id', '=', studentId)
    .where('a.status', '=', 'open')
    .execute();
  return rows.map((row) => row.question_id);
}

/**
 * The questions of the student's open attempts that she has answered in practice since the attempt
 * began, in any batch (a re-answer moves `answered_at`): her batches by their student index, then
 * each paper question by the batch's primary key.
 */
export async function listOpenAttemptQuestionsPractisedSinceStart(
  db: Db,
  studentId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_attempts as a')
    .innerJoin('exam_paper_questions as epq', 'epq.paper_id', 'a.exam_paper_id')
    .innerJoin('practice_batches as pb', 'pb.student_id', 'a.student_id')
    .innerJoin('practice_batch_questions as pbq', (join) =>
      join.onRef('pbq.batch_id', '=', 'pb.id').onRef('pbq.question_id', '=', 'epq.question_id'),
    )
    .select('epq.question_id')
    .distinct()
    .where('a.student_id', '=', studentId)
    .where('a.status', '=', 'open')
    .whereRef('pbq.answered_at', '>=', 'a.started_at')
    .execute();
  return rows.map((row) => row.question_id);
}

/** All of a student's attempts, newest first. */
export async function listAttemptsOfStudent(db: Db, studentId: number): Promise<ExamAttemptRow[]> {
  return db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Open attempts whose deadline is before `before`, oldest first. */
export async function listExpiredOpenAttemptIds(db: Db, before: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_attempts')
    .select('id')
    .where('status', '=', 'open')
    .where('deadline', '<', before)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function listAttemptAnswers(db: Db, attemptId: number): Promise<ExamAttemptAnswerRow[]> {
  return db.selectFrom('exam_attempt_answers').selectAll().where('attempt_id', '=', attemptId).execute();
}

export interface AnswerToStore {
  questionId: number;
  /** JSON of the answer */
  yourAnswer: string;
  rightStatus: number | null;
  scoreValue: number | null;
}

/** Inserts or replaces answers of an attempt, in one statement. */
export async function upsertAttemptAnswers(
  db: Db,
  attemptId: number,
  answers: readonly AnswerToStore[],
  at: number,
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insertInto('exam_attempt_answers')
    .values(
      answers.map((answer) => ({
        attempt_id: attemptId,
        question_id: answer.questionId,
        your_answer: answer.yourAnswer,
        right_status: answer.rightStatus,
        score_value: answer.scoreValue,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
        your_answer: eb.ref('excluded.your_answer'),
        right_status: eb.ref('excluded.right_status'),
        score_value: eb.ref('excluded.score_value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export async function setLastSeq(db: Db, attemptId: number, seq: number): Promise<void> {
  await db.updateTable('exam_attempts').set({ last_seq: seq }).where('id', '=', attemptId).execute();
}

export interface AttemptGrade {
  submittedAt: number;
  totalScore: number;
  costTime: number;
  rightCount: number;
  autoSubmitted: boolean;
  sectionScores: Record<number, number>;
}

/** Only an open attempt becomes submitted: false when another call got there first. */
export async function markSubmitted(db: Db, attemptId: number, grade: AttemptGrade): Promise<boolean> {
  const section = (type: number) => grade.sectionScores[type] ?? 0;
  const result = await db
    .updateTable('exam_attempts')
    .set({
      status: 'submitted',
      submitted_at: grade.submittedAt,
      total_score: grade.totalScore,
      cost_time: grade.costTime,
      right_count: grade.rightCount,
      auto_submitted: grade.autoSubmitted ? 1 : 0,
      multiple_choice_score: section(1),
      multiple_selection_score: section(2),
      true_false_score: section(3),
      fills_score: section(4),
      essay_score: section(5),
      programming_score: section(6),
    })
    .where('id', '=', attemptId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
