import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, sql } from 'kysely';
import type { Migration } from 'kysely';
import { createDialect, isUniqueViolation } from '../../server/db/dialect';
import type { DialectName } from '../../server/db/dialect';
import { migrations } from '../../server/db/migrations';
import * as studentShell from '../../server/db/migrations/2026_04_01_student_shell';
import { addIdColumn, dialectOf, epochMsType } from '../../server/db/migrations/helpers/v1';
import { adminQuery, withDatabase } from '../helpers/testDatabase';

/**
 * Every way a database reaches today's schema ends in the same schema: a fresh one, one that ran
 * 2026_04_01_student_shell as it first landed, and one that ran the version of it that was later
 * edited in place (card_links with two indexes instead of the pair constraint). SQLite, or
 * PostgreSQL with TEST_DATABASE_URL.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface TestDatabase {
  db: AnyDb;
  dialect: DialectName;
  drop(): Promise<void>;
}

const open: TestDatabase[] = [];

async function freshDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-migrations-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? `cs_migrations_${randomBytes(6).toString('hex')}` : undefined;
  if (adminUrl && database) await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
  const { name, dialect } = createDialect({
    dataDir,
    databaseUrl: adminUrl && database ? withDatabase(adminUrl, database) : undefined,
  });
  const db = new Kysely({ dialect });
  const handle: TestDatabase = {
    db,
    dialect: name,
    async drop() {
      await db.destroy();
      if (adminUrl && database)
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  open.push(handle);
  return handle;
}

afterEach(async () => {
  for (const handle of open.splice(0)) await handle.drop();
});

async function migrate(db: AnyDb, list: Record<string, Migration>, to?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  const { error } = to ? await migrator.migrateTo(to) : await migrator.migrateToLatest();
  if (error) throw error;
}

/** Tables, columns, indexes and constraints, as the database itself describes them. */
async function schemaOf({ db, dialect }: TestDatabase): Promise<string[]> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ line: string }>`
      select type || ' ' || name || ' ' || coalesce(sql, '') as line from sqlite_master`.execute(db);
    return rows.map((row) => row.line).sort();
  }
  const { rows } = await sql<{ line: string }>`
    select indexdef as line from pg_indexes where schemaname = 'public'
    union all
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select concat_ws(' ', table_name, column_name, data_type, is_nullable, column_default, is_identity)
      from information_schema.columns where table_schema = 'public'`.execute(db);
  return rows.map((row) => row.line).sort();
}

/** Index names of card_links, primary key aside. */
async function cardLinkIndexes({ db, dialect }: TestDatabase): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master where type = 'index' and tbl_name = 'card_links'`.execute(db)
      : await sql<{ name: string }>`
          select indexname as name from pg_indexes
          where tablename = 'card_links' and indexname <> 'card_links_pkey'`.execute(db);
  return rows.map((row) => row.name).sort();
}

/** 2026_04_01 as databases that ran its edited version have it: card_links with the two indexes. */
const studentShellAsEdited: Migration = {
  async up(db: AnyDb) {
    await studentShell.up(db);
    const dialect = dialectOf(db);
    await db.schema.dropTable('card_links').execute();
    await addIdColumn(db.schema.createTable('card_links'), dialect)
      .addColumn('main_student_id', 'integer', (col) => col.notNull().references('students.id'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
      .addColumn('created_at', epochMsType(dialect), (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('card_links_student_unique')
      .on('card_links')
      .column('student_id')
      .unique()
      .execute();
    await db.schema.createIndex('card_links_main_idx').on('card_links').column('main_student_id').execute();
  },
};

const BEFORE_CARD_LINKS_FIX = '2026_06_03_nonces';

async function addStudents(db: AnyDb, usernames: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const username of usernames) {
    const row = await db
      .insertInto('students')
      .values({
        username,
        password_hash: 'x',
        real_name: username,
        nick_name: username,
        avatar: '',
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  return ids;
}

test('a fresh database gets one group per card: a unique index on the card, an index on the main card', async () => {
  const fresh = await freshDatabase();
  await migrate(fresh.db, migrations);
  expect(await cardLinkIndexes(fresh)).toEqual(['card_links_main_idx', 'card_links_student_unique']);

  const [main, other, card] = await addStudents(fresh.db, ['main', 'other', 'card']);
  await fresh.db
    .insertInto('card_links')
    .values({ main_student_id: main, student_id: card, created_at: 1 })
    .execute();
  const secondGroup = await fresh.db
    .insertInto('card_links')
    .values({ main_student_id: other, student_id: card, created_at: 2 })
    .execute()
    .catch((error: unknown) => error);
  expect(isUniqueViolation(secondGroup)).toBe(true);
});

test('a database that ran 2026_04_01 as first landed ends in the same schema, its links and ids kept', async () => {
  const fresh = await freshDatabase();
  await migrate(fresh.db, migrations);
  const old = await freshDatabase();
  await migrate(old.db, migrations, BEFORE_CARD_LINKS_FIX);
  expect(await cardLinkIndexes(old)).not.toContain('card_links_student_unique');

  const [main, first, second, third] = await addStudents(old.db, ['main', 'first', 'second', 'third']);
  await old.db
    .insertInto('card_links')
    .values(
      [first, second, third].map((student_id, i) => ({ main_student_id: main, student_id, created_at: i })),
    )
    .execute();
  await old.db.deleteFrom('card_links').where('student_id', '=', third).execute();
  const before = await old.db.selectFrom('card_links').selectAll().orderBy('id').execute();

  await migrate(old.db, migrations);
  expect(await schemaOf(old)).toEqual(await schemaOf(fresh));
  expect(await old.db.selectFrom('card_links').selectAll().orderBy('id').execute()).toEqual(before);
  // Links 1–3 were made and 3 removed: AUTOINCREMENT (and PostgreSQL's identity) never hands out 3 again.
  const next = await old.db
    .insertInto('card_links')
    .values({ main_student_id: main, student_id: third, created_at: 9 })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(Number(next.id)).toBe(4);
});

test('a database that ran the edited 2026_04_01 ends in the same schema', async () => {
  const fresh = await freshDatabase();
  await migrate(fresh.db, migrations);
  const edited = await freshDatabase();
  await migrate(
    edited.db,
    { ...migrations, '2026_04_01_student_shell': studentShellAsEdited },
    BEFORE_CARD_LINKS_FIX,
  );
  expect(await cardLinkIndexes(edited)).toEqual(['card_links_main_idx', 'card_links_student_unique']);

  await migrate(edited.db, migrations);
  expect(await schemaOf(edited)).toEqual(await schemaOf(fresh));
});
