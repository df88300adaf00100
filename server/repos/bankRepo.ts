import type { Db } from '../db/database';

export interface BankRow {
  id: number;
  title: string;
}

export interface TypeCountRow {
  /** bank or knowledge point id */
  owner_id: number;
  question_type: number;
  count: number;
}

/** The student's granted banks in catalogue order. */
export async function listStudentBanks(db: Db, studentId: number): Promise<BankRow[]> {
  return db
    .selectFrom('student_banks as sb')
    .innerJoin('banks as b', 'b.id', 'sb.bank_id')
    .select(['b.id', 'b.title'])
    .where('sb.student_id', '=', studentId)
    .orderBy('b.position')
    .orderBy('b.id')
    .execute();
}

/** Questions per type of each of the student's granted banks. */
export async function countStudentBankQuestionsByType(db: Db, studentId: number): Promise<TypeCountRow[]> {
  const rows = await db
    .selectFrom('student_banks as sb')
    .innerJoin('bank_questions as bq', 'bq.bank_id', 'sb.bank_id')
    .innerJoin('questions as q', 'q.id', 'bq.question_id')
    .select(({ fn }) => ['sb.bank_id as owner_id', 'q.question_type', fn.countAll<number>().as('count')])
    .where('sb.student_id', '=', studentId)
    .groupBy(['sb.bank_id', 'q.question_type'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export async function isBankGranted(db: Db, studentId: number, bankId: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_banks')
    .select('bank_id')
    .where('student_id', '=', studentId)
    .where('bank_id', '=', bankId)
    .executeTakeFirst();
  return row !== undefined;
}
