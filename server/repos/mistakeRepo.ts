import { sql } from 'kysely';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { likeContains } from '../db/dialect';
import type { WrongAnswersTable } from '../db/tables/questionBank';

export type MistakeRow = Selectable<WrongAnswersTable>;

/** A correct streak this long marks a mistake as mastered. */
export const MASTERED_STREAK = 3;

export interface MistakeKey {
  studentId: number;
  questionId: number;
}

/**
 * A wrong answer: collected (or collected again). `newAttempt` is false when the same practice
 * already counted this question as right and is now corrected to wrong: the attempt is not new,
 * but its earlier right is taken back.
 */
export async function recordMistake(
  db: Db,
  key: MistakeKey,
  change: { yourAnswer: string; at: number; newAttempt: boolean },
): Promise<void> {
  await db
    .insertInto('wrong_answers')
    .values({
      student_id: key.studentId,
      question_id: key.questionId,
      wrong_count: 1,
      last_collection_time: change.at,
      last_wrong_answer: change.yourAnswer,
      participate_count: 1,
      correct_count: 0,
      correct_streak: 0,
      mastered: 0,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'question_id']).doUpdateSet((eb) => ({
        wrong_count: eb('wrong_answers.wrong_count', '+', 1),
        last_collection_time: change.at,
        last_wrong_answer: change.yourAnswer,
        participate_count: change.newAttempt
          ? eb('wrong_answers.participate_count', '+', 1)
          : eb.ref('wrong_answers.participate_count'),
        correct_count: change.newAttempt
          ? eb.ref('wrong_answers.correct_count')
          : sql<number>`case when wrong_answers.correct_count > 0 then wrong_answers.correct_count - 1 else 0 end`,
        correct_streak: 0,
        mastered: 0,
      })),
    )
    .execute();
}

/** Another wrong answer to a question this practice already counted as wrong: only the text moves. */
export async function refreshMistake(
  db: Db,
  key: MistakeKey,
  change: { yourAnswer: string; at: number },
): Promise<void> {
  await db
    .updateTable('wrong_answers')
    .set({ last_wrong_answer: change.yourAnswer, last_collection_time: change.at })
    .where('student_id', '=', key.studentId)
    .where('question_id', '=', key.questionId)
    .execute();
}

/** A right answer to a question in the book: one more in the streak; three in a row = mastered. */
export async function recordRightAnswer(db: Db, key: MistakeKey): Promise<void> {
  await db
    .updateTable('wrong_answers')
    .set((eb) => ({
      participate_count: eb('participate_count', '+', 1),
      correct_count: eb('correct_count', '+', 1),
      correct_streak: eb('correct_streak', '+', 1),
      mastered: sql<number>`case when correct_streak + 1 >= ${MASTERED_STREAK} then 1 else mastered end`,
    }))
    .where('student_id', '=', key.studentId)
    .where('question_id', '=', key.questionId)
    .execute();
}

export async function findMistake(db: Db, key: MistakeKey): Promise<MistakeRow | undefined> {
  return db
    .selectFrom('wrong_answers')
    .selectAll()
    .where('student_id', '=', key.studentId)
    .where('question_id', '=', key.questionId)
    .executeTakeFirst();
}

/**
 * The student's book as she may see it: her rows, less the questions in `leaveOut` (their rows
 * would tell a verdict she must not learn yet, see answerKeyGuard.ts).
 */
export function shownBook(db: Db, studentId: number, leaveOut: readonly number[]) {
  const query = db.selectFrom('wrong_answers as wa').where('wa.student_id', '=', studentId);
  return leaveOut.length === 0 ? query : query.where('wa.question_id', 'not in', [...leaveOut]);
}

/** Keeps the rows of the book whose question is filed under the knowledge point. */
export function onKnowledgePoint(knowledgePointId: number) {
  return ({ exists, selectFrom }: ExpressionBuilder<Database & { wa: WrongAnswersTable }, 'wa'>) =>
    exists(
      selectFrom('question_knowledge_points as qkp')
        .select('qkp.question_id')
        .whereRef('qkp.question_id', '=', 'wa.question_id')
        .where('qkp.knowledge_point_id', '=', knowledgePointId),
    );
}

/** Questions still in the student's shown book and not yet mastered. */
export async function listUnmasteredQuestionIds(
  db: Db,
  studentId: number,
  leaveOut: readonly number[],
): Promise<number[]> {
  const rows = await shownBook(db, studentId, leaveOut)
    .select('wa.question_id')
    .where('wa.mastered', '=', 0)
    .execute();
  return rows.map((row) => row.question_id);
}

export async function deleteMistake(db: Db, key: MistakeKey): Promise<boolean> {
  const result = await db
    .deleteFrom('wrong_answers')
    .where('student_id', '=', key.studentId)
    .where('question_id', '=', key.questionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface MistakeFilter {
  knowledgePointId?: number;
  knowledgePointTitle?: string;
  title?: string;
  /** Questions the book must not show now, whatever the other filters say. */
  leaveOut: readonly number[];
}

function filteredBook(db: Db, studentId: number, filter: MistakeFilter) {
  let query = shownBook(db, studentId, filter.leaveOut).innerJoin('questions as q', 'q.id', 'wa.question_id');
  const { knowledgePointId, knowledgePointTitle, title } = filter;
  if (knowledgePointId !== undefined) {
    query = query.where(onKnowledgePoint(knowledgePointId));
  }
  if (knowledgePointTitle) {
    const pattern = likeContains(knowledgePointTitle);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('question_knowledge_points as qkp')
          .innerJoin('knowledge_points as kp', 'kp.id', 'qkp.knowledge_point_id')
          .select('qkp.question_id')
          .whereRef('qkp.question_id', '=', 'wa.question_id')
          .where(sql<boolean>`lower(kp.title) like ${pattern} escape '\\'`),
      ),
    );
  }
  if (title) query = query.where(sql<boolean>`lower(q.title) like ${likeContains(title)} escape '\\'`);
  return query;
}

export interface MistakeListRow extends MistakeRow {
  question_type: number;
  title: string;
}

/** One page of the book, newest collection first. */
export async function listMistakes(
  db: Db,
  studentId: number,
  filter: MistakeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MistakeListRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    filteredBook(db, studentId, filter)
      .selectAll('wa')
      .select(['q.question_type', 'q.title'])
      .orderBy('wa.last_collection_time', 'desc')
      .orderBy('wa.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filteredBook(db, studentId, filter)
      .select(({ fn }) => fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export interface MistakeChipRow {
  id: number;
  title: string;
  count: number;
}

/** Wrong answers per knowledge point over the whole shown book. */
export async function countMistakesByKnowledgePoint(
  db: Db,
  studentId: number,
  leaveOut: readonly number[],
): Promise<MistakeChipRow[]> {
  const rows = await shownBook(db, studentId, leaveOut)
    .innerJoin('question_knowledge_points as qkp', 'qkp.question_id', 'wa.question_id')
    .innerJoin('knowledge_points as kp', 'kp.id', 'qkp.knowledge_point_id')
    .select(({ fn }) => ['kp.id', 'kp.title', fn.countAll<number>().as('count')])
    .groupBy(['kp.id', 'kp.title'])
    .orderBy('kp.id')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
