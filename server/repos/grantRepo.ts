import type { Db } from '../db/database';

/** The banks and papers a student owns (granted by activation or by the seed). */
export async function listGrantedIds(
  db: Db,
  studentId: number,
): Promise<{ bankIds: number[]; paperIds: number[] }> {
  const [banks, papers] = await Promise.all([
    db.selectFrom('student_banks').select('bank_id').where('student_id', '=', studentId).execute(),
    db.selectFrom('student_papers').select('paper_id').where('student_id', '=', studentId).execute(),
  ]);
  return { bankIds: banks.map((row) => row.bank_id), paperIds: papers.map((row) => row.paper_id) };
}

/** Grants are idempotent: owning a bank twice is owning it once. */
export async function grantBanks(
  db: Db,
  studentId: number,
  bankIds: readonly number[],
  at: number,
): Promise<void> {
  if (bankIds.length === 0) return;
  await db
    .insertInto('student_banks')
    .values(bankIds.map((bankId) => ({ student_id: studentId, bank_id: bankId, granted_at: at })))
    .onConflict((oc) => oc.columns(['student_id', 'bank_id']).doNothing())
    .execute();
}

export async function grantPapers(
  db: Db,
  studentId: number,
  paperIds: readonly number[],
  at: number,
): Promise<void> {
  if (paperIds.length === 0) return;
  await db
    .insertInto('student_papers')
    .values(paperIds.map((paperId) => ({ student_id: studentId, paper_id: paperId, granted_at: at })))
    .onConflict((oc) => oc.columns(['student_id', 'paper_id']).doNothing())
    .execute();
}
