import { Kysely } from 'kysely';
import type { Database } from './schema';
import { createDialect } from './dialect';
import type { DatabaseOptions, DialectName } from './dialect';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

/**
 * SQLite file `<dataDir>/app.db` by default; PostgreSQL when a databaseUrl is given.
 * `onIdleError` hears of pooled PostgreSQL connections the server dropped while idle.
 */
export function openDatabase(options: DatabaseOptions, onIdleError?: (error: Error) => void): DatabaseHandle {
  const { name, dialect } = createDialect(options, onIdleError);
  return { db: new Kysely<Database>({ dialect }), dialect: name };
}
