import type { Db } from '../db/database';

/** Records an attempt; answers its id so it can be withdrawn if it turns out not to be a failure. */
export async function insertAttempt(
  db: Db,
  attempt: { studentId: number; kind: string; attemptedAt: number },
): Promise<number> {
  const row = await db
    .insertInto('failed_attempts')
    .values({ student_id: attempt.studentId, kind: attempt.kind, attempted_at: attempt.attemptedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** When the student's other attempts of this kind since `since` were made, oldest first. */
export async function listAttemptTimesSince(
  db: Db,
  query: { studentId: number; kind: string; since: number; exceptId: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('failed_attempts')
    .select('attempted_at')
    .where('student_id', '=', query.studentId)
    .where('kind', '=', query.kind)
    .where('attempted_at', '>', query.since)
    .where('id', '!=', query.exceptId)
    .orderBy('attempted_at', 'asc')
    .execute();
  return rows.map((row) => row.attempted_at);
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('failed_attempts').where('id', '=', id).execute();
}
