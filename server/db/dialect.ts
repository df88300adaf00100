import path from 'node:path';
import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Pool, types } from 'pg';
import { PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Dialect, Kysely, SqliteDialectConfig } from 'kysely';

/**
 * Every difference between SQLite and PostgreSQL lives here, so repositories and services are
 * written once. Migrations use their own frozen copy (migrations/helpers/v1.ts): a change here
 * must not change what a landed migration creates.
 */

export type DialectName = 'sqlite' | 'postgres';

export interface DialectChoice {
  name: DialectName;
  dialect: Dialect;
}

const INT8_OID = 20;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections kept at most; node-postgres's default (10) when not given. */
  databasePoolSize?: number;
}

export function createDialect(
  options: DatabaseOptions,
  onIdleError: (error: Error) => void = (error) =>
    console.error('database connection dropped:', error.message),
): DialectChoice {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.databasePoolSize,
      // Epoch-ms columns are bigint; pg returns those as strings unless told otherwise.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? (value: string) => Number(value)
            : types.getTypeParser(oid, format)) as typeof types.getTypeParser,
      },
    });
    // An idle pooled connection that PostgreSQL ends (a restart, an administrator, a dropped test
    // database) is reported on the pool; unheard, that event would end the whole process. The pool
    // replaces the connection on the next query.
    pool.on('error', onIdleError);
    return { name: 'postgres', dialect: new PostgresDialect({ pool }) };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const database = new SqliteDatabase(path.join(options.dataDir, 'app.db'));
  // WAL lets readers proceed while one writer commits; NORMAL sync is safe with WAL.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { name: 'sqlite', dialect: new SqliteDialect({ database: withStatementCache(database) }) };
}

/** Distinct SQL texts kept compiled; `in (…)` lists of many lengths make the set open-ended. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, and compiling the SQL was the largest cost of a hot call
 * (an exam autosave). Statements are reused by their text; that is safe because Kysely runs one
 * query at a time on its single SQLite connection, and SQLite re-prepares after schema changes.
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        // Map order doubles as recency: move a hit to the end.
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

// Repositories pass a Kysely of today's tables or a transaction of it; any of them will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Locks the selected rows until the transaction ends (PostgreSQL). SQLite has no row locks and
 * needs none: its write transactions already run one at a time.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(query: Q, name: DialectName): Q {
  return name === 'postgres' ? query.forUpdate() : query;
}

/** `%`, `_` and the escape character itself, escaped for `LIKE … ESCAPE '\\'` (same on both). */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** True for a unique-constraint violation, whichever database raised it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: SQLSTATE 23505; better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY).
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
