import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { QuestionsTable } from '../db/tables/questionBank';

export type QuestionRow = Selectable<QuestionsTable>;

export interface QuestionKnowledgePointRow {
  question_id: number;
  id: number;
  title: string;
}

export async function findQuestion(db: Db, questionId: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('questions').selectAll().where('id', '=', questionId).executeTakeFirst();
}

/** The knowledge points of some questions, in each question's own order. */
export async function listKnowledgePointsOfQuestions(
  db: Db,
  questionIds: readonly number[],
): Promise<QuestionKnowledgePointRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .selectFrom('question_knowledge_points as qkp')
    .innerJoin('knowledge_points as kp', 'kp.id', 'qkp.knowledge_point_id')
    .select(['qkp.question_id', 'kp.id', 'kp.title'])
    .where('qkp.question_id', 'in', [...questionIds])
    .orderBy('qkp.question_id')
    .orderBy('qkp.position')
    .execute();
}

/** True when one of the student's granted banks holds the question. */
export async function isQuestionInStudentBanks(
  db: Db,
  studentId: number,
  questionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('bank_questions as bq')
    .innerJoin('student_banks as sb', 'sb.bank_id', 'bq.bank_id')
    .select('bq.question_id')
    .where('bq.question_id', '=', questionId)
    .where('sb.student_id', '=', studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the question was drawn into one of the student's practice batches. */
export async function isQuestionInStudentBatches(
  db: Db,
  studentId: number,
  questionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('practice_batch_questions as pbq')
    .innerJoin('practice_batches as pb', 'pb.id', 'pbq.batch_id')
    .select('pbq.question_id')
    .where('pbq.question_id', '=', questionId)
    .where('pb.student_id', '=', studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
