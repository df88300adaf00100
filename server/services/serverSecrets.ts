import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { findServerSecret, insertServerSecretIfMissing } from '../repos/serverSecretRepo';

/**
 * A key only the server knows, made on first use and kept in the database: every instance on the
 * same database, and every restart, uses the same one. Unlike the signing secret of /tiku calls,
 * which ships in the browser build, it never leaves the server.
 */
export async function serverSecret(db: Db, name: string, now: number): Promise<Buffer> {
  const existing = await findServerSecret(db, name);
  if (existing) return Buffer.from(existing, 'base64url');
  await insertServerSecretIfMissing(db, {
    name,
    value: randomBytes(32).toString('base64url'),
    createdAt: now,
  });
  // Read back: another instance may have stored its own first.
  const stored = await findServerSecret(db, name);
  if (!stored) throw new Error(`server secret ${name} could not be stored`);
  return Buffer.from(stored, 'base64url');
}
