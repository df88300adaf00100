import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExamPapersTable } from '../db/tables/questionBank';
import type { QuestionRow } from './questionRepo';

export type ExamPaperRow = Selectable<ExamPapersTable>;

/**
 * A question of a paper as an open attempt may show it. The answer, blank, solution and video
 * columns are not even read, so no mapping mistake can send them while the attempt is open.
 */
export interface OpenPaperQuestionRow {
  id: number;
  question_type: number;
  title: string;
  options_a: string | null;
  options_b: string | null;
  options_c: string | null;
  options_d: string | null;
  options_e: string | null;
  options_f: string | null;
  answer_count: number;
  programming_type: number | null;
  programming_path: string | null;
  /** points of this question in this paper */
  paper_score: number;
  section_type: number;
}

/** What grading needs: the key and the points. */
export interface PaperAnswerKeyRow {
  id: number;
  question_type: number;
  answer: string;
  answer_count: number;
  answer_a: string | null;
  answer_b: string | null;
  answer_c: string | null;
  answer_d: string | null;
  answer_e: string | null;
  paper_score: number;
  section_type: number;
}

export interface PaperSizeRow {
  paper_id: number;
  total_count: number;
  total_score: number;
}

export interface PaperStatsRow {
  paper_id: number;
  participants: number;
  average: number;
}

export async function findPaper(db: Db, paperId: number): Promise<ExamPaperRow | undefined> {
  return db.selectFrom('exam_papers').selectAll().where('id', '=', paperId).executeTakeFirst();
}

export async function isPaperGranted(db: Db, studentId: number, paperId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_papers')
    .select('paper_id')
    .where('student_id', '=', studentId)
    .where('paper_id', '=', paperId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The student's granted papers of one type (0 mock, 1 formal), in catalogue order. */
export async function listGrantedPapers(
  db: Db,
  studentId: number,
  examPaperType: number,
): Promise<ExamPaperRow[]> {
  return db
    .selectFrom('student_papers as sp')
    .innerJoin('exam_papers as p', 'p.id', 'sp.paper_id')
    .selectAll('p')
    .where('sp.student_id', '=', studentId)
    .where('p.exam_paper_type', '=', examPaperType)
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
}

export async function listOpenPaperQuestions(db: Db, paperId: number): Promise<OpenPaperQuestionRow[]> {
  return db
    .selectFrom('exam_paper_questions as epq')
    .innerJoin('questions as q', 'q.id', 'epq.question_id')
    .select([
      'q.id',
      'q.question_type',
      'q.title',
      'q.options_a',
      'q.options_b',
      'q.options_c',
      'q.options_d',
      'q.options_e',
      'q.options_f',
      'q.answer_count',
      'q.programming_type',
      'q.programming_path',
      'epq.score as paper_score',
      'epq.question_type as section_type',
    ])
    .where('epq.paper_id', '=', paperId)
    .orderBy('epq.position')
    .execute();
}

export async function listPaperAnswerKeys(db: Db, paperId: number): Promise<PaperAnswerKeyRow[]> {
  return db
    .selectFrom('exam_paper_questions as epq')
    .innerJoin('questions as q', 'q.id', 'epq.question_id')
    .select([
      'q.id',
      'q.question_type',
      'q.answer',
      'q.answer_count',
      'q.answer_a',
      'q.answer_b',
      'q.answer_c',
      'q.answer_d',
      'q.answer_e',
      'epq.score as paper_score',
      'epq.question_type as section_type',
    ])
    .where('epq.paper_id', '=', paperId)
    .orderBy('epq.position')
    .execute();
}

/** Every question of a paper in full, with its points and section: only for a submitted attempt. */
export async function listPaperQuestionRows(
  db: Db,
  paperId: number,
): Promise<(QuestionRow & { paper_score: number; section_type: number })[]> {
  return db
    .selectFrom('exam_paper_questions as epq')
    .innerJoin('questions as q', 'q.id', 'epq.question_id')
    .selectAll('q')
    .select(['epq.score as paper_score', 'epq.question_type as section_type'])
    .where('epq.paper_id', '=', paperId)
    .orderBy('epq.position')
    .execute();
}

/** Question count and full marks of some papers. */
export async function listPaperSizes(db: Db, paperIds: readonly number[]): Promise<PaperSizeRow[]> {
  if (paperIds.length === 0) return [];
  const rows = await db
    .selectFrom('exam_paper_questions')
    .select(({ fn }) => [
      'paper_id',
      fn.countAll<number>().as('total_count'),
      fn.sum<number>('score').as('total_score'),
    ])
    .where('paper_id', 'in', [...paperIds])
    .groupBy('paper_id')
    .execute();
  return rows.map((row) => ({
    paper_id: row.paper_id,
    total_count: Number(row.total_count),
    total_score: Number(row.total_score),
  }));
}

/** Distinct students with a submitted attempt, and the average submitted total, per paper. */
export async function listPaperStats(db: Db, paperIds: readonly number[]): Promise<PaperStatsRow[]> {
  if (paperIds.length === 0) return [];
  const rows = await db
    .selectFrom('exam_attempts')
    .select(({ fn }) => [
      'exam_paper_id',
      fn.count<number>('student_id').distinct().as('participants'),
      fn.avg<number>('total_score').as('average'),
    ])
    .where('exam_paper_id', 'in', [...paperIds])
    .where('status', '=', 'submitted')
    .groupBy('exam_paper_id')
    .execute();
  // PostgreSQL returns counts and averages as strings (bigint / numeric).
  return rows.map((row) => ({
    paper_id: row.exam_paper_id,
    participants: Number(row.participants),
    average: Number(row.average),
  }));
}
