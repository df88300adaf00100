import type { Db } from '../db/database';

/**
 * Inserts the nonce, or takes over a row whose time has passed (not yet pruned). True when the
 * nonce is fresh; false when a live row holds it: a replay. One statement, so two instances racing
 * with the same nonce cannot both win.
 */
export async function rememberNonce(
  db: Db,
  nonceHash: string,
  now: number,
  expiresAt: number,
): Promise<boolean> {
  const result = await db
    .insertInto('nonces')
    .values({ nonce_hash: nonceHash, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('nonce_hash')
        .doUpdateSet({ expires_at: expiresAt })
        .where('nonces.expires_at', '<=', now),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteExpiredNonces(db: Db, now: number): Promise<void> {
  await db.deleteFrom('nonces').where('expires_at', '<=', now).execute();
}
