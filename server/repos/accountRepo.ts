import type { Db } from '../db/database';

/**
 * The SQL of the student's own account settings: who holds a mobile, the password, tokens to
 * revoke after a password change, avatar and nickname.
 */

/**
 * The account a mobile belongs to. Registered accounts sign in with their mobile as username, so a
 * school account whose username happens to be that number counts as taken too.
 */
export async function findStudentIdByMobile(db: Db, mobile: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where((eb) => eb.or([eb('mobile', '=', mobile), eb('username', '=', mobile)]))
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** The account that registered with this mobile (a password reset needs exactly that). */
export async function findStudentIdByRegisteredMobile(db: Db, mobile: string): Promise<number | undefined> {
  const row = await db.selectFrom('students').select('id').where('mobile', '=', mobile).executeTakeFirst();
  return row?.id;
}

export async function findPasswordHash(db: Db, studentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('students')
    .select('password_hash')
    .where('id', '=', studentId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function updatePasswordHash(db: Db, studentId: number, passwordHash: string): Promise<void> {
  await db.updateTable('students').set({ password_hash: passwordHash }).where('id', '=', studentId).execute();
}

/** Revokes every live token of the student, except `keepTokenHash` (the caller's own) when given. */
export async function revokeStudentTokens(
  db: Db,
  studentId: number,
  now: number,
  keepTokenHash?: string,
): Promise<number> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('student_id', '=', studentId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function updateAvatar(db: Db, studentId: number, avatar: string): Promise<void> {
  await db.updateTable('students').set({ avatar }).where('id', '=', studentId).execute();
}

export async function updateNickName(db: Db, studentId: number, nickName: string): Promise<void> {
  await db.updateTable('students').set({ nick_name: nickName }).where('id', '=', studentId).execute();
}
