import type { Kysely } from 'kysely';
import { dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Keys only the server knows (e.g. for signed download links): made on first use and shared by
 * every instance on the same database, so a link one instance signs is good on all of them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('value', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', epochMsType(dialectOf(db)), (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute();
}
