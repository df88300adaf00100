import { Kysely } from 'kysely';
import type { Database } from './schema';
import { createDialect } from './dialect';
import type { DialectName } from './dialect';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

/** SQLite file `<dataDir>/app.db` by default; PostgreSQL when a databaseUrl is given. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string }): DatabaseHandle {
  const { name, dialect } = createDialect(options);
  return { db: new Kysely<Database>({ dialect }), dialect: name };
}
