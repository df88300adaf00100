import path from 'node:path';
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Pool, types } from 'pg';
import { PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { ColumnDataType, CreateTableBuilder, Dialect, Kysely } from 'kysely';

/**
 * Every difference between SQLite and PostgreSQL lives here, so migrations, repositories and
 * services are written once.
 */

export type DialectName = 'sqlite' | 'postgres';

export interface DialectChoice {
  name: DialectName;
  dialect: Dialect;
}

const INT8_OID = 20;

export function createDialect(options: { dataDir: string; databaseUrl?: string }): DialectChoice {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Epoch-ms columns are bigint; pg returns those as strings unless told otherwise.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
      },
    });
    return { name: 'postgres', dialect: new PostgresDialect({ pool }) };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(options.dataDir, 'app.db'));
  // WAL lets readers proceed while one writer commits; NORMAL sync is safe with WAL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { name: 'sqlite', dialect: new SqliteDialect({ database }) };
}

// Migrations take Kysely<any> (they must not depend on today's table types), so this one does too.
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
