import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SmsCodesTable } from '../db/tables/smsCodes';

export type SmsCodeRow = Selectable<SmsCodesTable>;

/** When each code for the mobile (any purpose) was sent since `since`, oldest first. */
export async function listCodeTimesSince(db: Db, mobile: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => row.created_at);
}

export async function insertCode(
  db: Db,
  code: { mobile: string; purpose: string; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sms_codes')
    .values({
      mobile: code.mobile,
      purpose: code.purpose,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The newest code sent to the mobile for the purpose: only that one can be redeemed. */
export async function findLatestCode(
  db: Db,
  mobile: string,
  purpose: string,
): Promise<SmsCodeRow | undefined> {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function addWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** False when the code was already used: only one redemption can win. */
export async function markCodeUsed(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
