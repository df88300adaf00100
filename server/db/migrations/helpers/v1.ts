import { PostgresAdapter } from 'kysely';
import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

/**
 * The SQLite/PostgreSQL differences migrations build with, frozen like the migrations themselves: a
 * landed migration must create the same schema on every run, so it cannot follow the runtime
 * helpers in server/db/dialect.ts as they change. A migration that needs a different helper adds
 * it to a new file (v2.ts) and leaves this one as it is.
 */

export type DialectName = 'sqlite' | 'postgres';

// Migrations take Kysely<any>: they must not depend on today's table types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Epoch milliseconds do not fit PostgreSQL's 32-bit integer. */
export function epochMsType(name: DialectName): ColumnDataType {
  return name === 'postgres' ? 'bigint' : 'integer';
}

/** An auto-generated integer primary key named `id`. */
export function addIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  name: DialectName,
): CreateTableBuilder<T, 'id'> {
  return name === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
