import type { Db } from '../db/database';

const TRIAL = 1;
const MEMBER = 0;

/** A trial student becomes a member; false when the student was not on trial. */
export async function promoteTrialStudent(db: Db, studentId: number): Promise<boolean> {
  const result = await db
    .updateTable('students')
    .set({ student_status: MEMBER })
    .where('id', '=', studentId)
    .where('student_status', '=', TRIAL)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
