import type { Db } from '../db/database';

export interface NewAccessToken {
  tokenHash: string;
  studentId: number;
  clientFrom: string;
  createdAt: number;
  expiresAt: number;
}

export async function insertAccessToken(db: Db, token: NewAccessToken): Promise<void> {
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: token.tokenHash,
      student_id: token.studentId,
      client_from: token.clientFrom,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

export async function revokeAccessToken(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}
