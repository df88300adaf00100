import type { Kysely } from 'kysely';
import { dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Nonces of signed calls, kept until they expire (server/stores/nonceStore.ts) so that a restart,
 * or another instance on the same database, still refuses a replay. The key is a sha256 digest.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nonces')
    .addColumn('nonce_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', epochMsType(dialectOf(db)), (col) => col.notNull())
    .execute();
  await db.schema.createIndex('nonces_expires_at').on('nonces').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nonces').execute();
}
