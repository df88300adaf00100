import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import { dialectOf, lockedForUpdate } from '../db/dialect';
import type { PracticeBatchQuestionsTable, PracticeBatchesTable } from '../db/tables/questionBank';
import { onKnowledgePoint, shownBook } from './mistakeRepo';

export type PracticeBatchRow = Selectable<PracticeBatchesTable>;
export type BatchQuestionRow = Selectable<PracticeBatchQuestionsTable>;

export interface CandidateRow {
  id: number;
  question_type: number;
}

/** Every question of a bank. */
export async function listBankCandidates(db: Db, bankId: number): Promise<CandidateRow[]> {
  return db
    .selectFrom('bank_questions as bq')
    .innerJoin('questions as q', 'q.id', 'bq.question_id')
    .select(['q.id', 'q.question_type'])
    .where('bq.bank_id', '=', bankId)
    .orderBy('bq.position')
    .execute();
}

/** The questions on a knowledge point inside the student's granted banks (each once). */
export async function listKnowledgePointCandidates(
  db: Db,
  studentId: number,
  knowledgePointId: number,
): Promise<CandidateRow[]> {
  return db
    .selectFrom('student_banks as sb')
    .innerJoin('bank_questions as bq', 'bq.bank_id', 'sb.bank_id')
    .innerJoin('questions as q', 'q.id', 'bq.question_id')
    .innerJoin('question_knowledge_points as qkp', 'qkp.question_id', 'q.id')
    .select(['q.id', 'q.question_type'])
    .distinct()
    .where('sb.student_id', '=', studentId)
    .where('qkp.knowledge_point_id', '=', knowledgePointId)
    .orderBy('q.id')
    .execute();
}

/** The questions of the student's shown mistakes book, optionally on one knowledge point. */
export async function listMistakeCandidates(
  db: Db,
  studentId: number,
  knowledgePointId: number | null,
  leaveOut: readonly number[],
): Promise<CandidateRow[]> {
  let query = shownBook(db, studentId, leaveOut)
    .innerJoin('questions as q', 'q.id', 'wa.question_id')
    .select(['q.id', 'q.question_type']);
  if (knowledgePointId !== null) {
    query = query.where(onKnowledgePoint(knowledgePointId));
  }
  return query.orderBy('q.id').execute();
}

/** Questions the student has answered in any practice batch. */
export async function listAnsweredQuestionIds(db: Db, studentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('practice_batches as pb')
    .innerJoin('practice_batch_questions as pbq', 'pbq.batch_id', 'pb.id')
    .select('pbq.question_id')
    .distinct()
    .where('pb.student_id', '=', studentId)
    .where('pbq.answered_at', 'is not', null)
    .execute();
  return rows.map((row) => row.question_id);
}

export interface NewBatch {
  studentId: number;
  batchType: number;
  itemId: number;
  createdAt: number;
  questionIds: readonly number[];
}

export async function insertBatch(db: Db, batch: NewBatch): Promise<number> {
  const { id } = await db
    .insertInto('practice_batches')
    .values({
      student_id: batch.studentId,
      batch_type: batch.batchType,
      item_id: batch.itemId,
      created_at: batch.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('practice_batch_questions')
    .values(
      batch.questionIds.map((questionId, position) => ({
        batch_id: id,
        question_id: questionId,
        position,
        your_answer: null,
        right_status: null,
        cost_time: null,
        answered_at: null,
      })),
    )
    .execute();
  return id;
}

export async function findBatch(db: Db, batchId: number): Promise<PracticeBatchRow | undefined> {
  return db.selectFrom('practice_batches').selectAll().where('id', '=', batchId).executeTakeFirst();
}

/** One question of a batch; `lock` keeps concurrent saves of the same answer in line. */
export async function findBatchQuestion(
  db: Db,
  batchId: number,
  questionId: number,
  lock = false,
): Promise<BatchQuestionRow | undefined> {
  const query = db
    .selectFrom('practice_batch_questions')
    .selectAll()
    .where('batch_id', '=', batchId)
    .where('question_id', '=', questionId);
  return (lock ? lockedForUpdate(query, dialectOf(db)) : query).executeTakeFirst();
}

export interface BatchAnswer {
  batchId: number;
  questionId: number;
  yourAnswer: string;
  rightStatus: number;
  wrongInBatch: boolean;
  costTime: number;
  answeredAt: number;
}

export async function updateBatchAnswer(db: Db, answer: BatchAnswer): Promise<void> {
  await db
    .updateTable('practice_batch_questions')
    .set({
      your_answer: answer.yourAnswer,
      right_status: answer.rightStatus,
      wrong_in_batch: answer.wrongInBatch ? 1 : 0,
      cost_time: answer.costTime,
      answered_at: answer.answeredAt,
    })
    .where('batch_id', '=', answer.batchId)
    .where('question_id', '=', answer.questionId)
    .execute();
}

/**
 * How many questions of the batch are still unanswered, read with the batch row locked: two last
 * answers saved at once then see each other, so exactly one of them finds the batch finished.
 */
export async function countUnansweredLocked(db: Db, batchId: number): Promise<number> {
  await lockedForUpdate(
    db.selectFrom('practice_batches').select('id').where('id', '=', batchId),
    dialectOf(db),
  ).executeTakeFirst();
  const row = await db
    .selectFrom('practice_batch_questions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('batch_id', '=', batchId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
