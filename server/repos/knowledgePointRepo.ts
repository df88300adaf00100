import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import type { Db } from '../db/database';
import { likeContains } from '../db/dialect';
import type { TypeCountRow } from './bankRepo';

export interface KnowledgePointRow {
  id: number;
  subject: string;
  title: string;
  difficulty: number;
  txt_solution: string;
  video_solution: string | null;
}

export interface KnowledgePointPracticeRow {
  knowledge_point_id: number;
  practice_count: number;
  graded_count: number;
  right_count: number;
}

/** Questions of the student's granted banks, joined to their knowledge points. */
function coveredQuestions(db: Db, studentId: number) {
  return db
    .selectFrom('student_banks as sb')
    .innerJoin('bank_questions as bq', 'bq.bank_id', 'sb.bank_id')
    .innerJoin('questions as q', 'q.id', 'bq.question_id')
    .innerJoin('question_knowledge_points as qkp', 'qkp.question_id', 'q.id')
    .innerJoin('knowledge_points as kp', 'kp.id', 'qkp.knowledge_point_id')
    .where('sb.student_id', '=', studentId);
}

/**
 * Distinct questions per type of every knowledge point the student's banks cover (a question in
 * two granted banks counts once), optionally only points whose title contains `name`.
 */
export async function countCoveredQuestionsByType(
  db: Db,
  studentId: number,
  filter: { name?: string; knowledgePointId?: number } = {},
): Promise<TypeCountRow[]> {
  let query = coveredQuestions(db, studentId).select(({ fn }) => [
    'kp.id as owner_id',
    'q.question_type',
    fn.count<number>('q.id').distinct().as('count'),
  ]);
  if (filter.name)
    query = query.where(sql<boolean>`lower(kp.title) like ${likeContains(filter.name)} escape '\\'`);
  if (filter.knowledgePointId !== undefined) query = query.where('kp.id', '=', filter.knowledgePointId);
  const rows = await query.groupBy(['kp.id', 'q.question_type']).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function findKnowledgePoints(db: Db, ids: readonly number[]): Promise<KnowledgePointRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('knowledge_points')
    .select(['id', 'subject', 'title', 'difficulty', 'txt_solution', 'video_solution'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
}

/**
 * The student's answered practice questions per knowledge point. Each batch question counts once
 * (its latest answer); subjective and programming answers (status 0) are practice but not graded,
 * and neither are the answers to the questions in `ungraded` (their verdicts must not show yet).
 */
export async function summarizeKnowledgePointPractice(
  db: Db,
  studentId: number,
  ungraded: readonly number[],
): Promise<KnowledgePointPracticeRow[]> {
  const rows = await db
    .selectFrom('practice_batches as pb')
    .innerJoin('practice_batch_questions as pbq', 'pbq.batch_id', 'pb.id')
    .innerJoin('question_knowledge_points as qkp', 'qkp.question_id', 'pbq.question_id')
    .select((eb) => {
      const counted = (verdict: Expression<SqlBool>) => {
        const graded =
          ungraded.length === 0 ? verdict : eb.and([verdict, eb('pbq.question_id', 'not in', [...ungraded])]);
        return eb.fn.sum<number>(eb.case().when(graded).then(1).else(0).end());
      };
      return [
        'qkp.knowledge_point_id',
        eb.fn.countAll<number>().as('practice_count'),
        counted(eb('pbq.right_status', '<>', 0)).as('graded_count'),
        counted(eb('pbq.right_status', '=', 1)).as('right_count'),
      ];
    })
    .where('pb.student_id', '=', studentId)
    .where('pbq.answered_at', 'is not', null)
    .groupBy('qkp.knowledge_point_id')
    .execute();
  return rows.map((row) => ({
    knowledge_point_id: row.knowledge_point_id,
    practice_count: Number(row.practice_count),
    graded_count: Number(row.graded_count),
    right_count: Number(row.right_count),
  }));
}
