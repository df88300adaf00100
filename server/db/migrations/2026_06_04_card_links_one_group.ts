import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * A card belongs to one group at most. Linking checks it under row locks (cardService); the unique
 * index on `student_id` makes it a rule of the schema, whoever writes. It replaces the
 * (main_student_id, student_id) constraint of 2026_04_01_student_shell, which the new index
 * implies; lookups by the main card get their own index.
 *
 * Some databases already have the two indexes and no constraint (2026_04_01 once created them
 * itself), so every step here holds on either. SQLite cannot drop a table constraint: the table is
 * rebuilt, keeping its rows and its AUTOINCREMENT counter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await db.schema.alterTable('card_links').dropConstraint('card_links_unique').ifExists().execute();
  } else {
    await rebuildSqliteCardLinks(db, false);
  }
  await db.schema
    .createIndex('card_links_student_unique')
    .ifNotExists()
    .on('card_links')
    .column('student_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('card_links_main_idx')
    .ifNotExists()
    .on('card_links')
    .column('main_student_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('card_links_student_unique').execute();
  await db.schema.dropIndex('card_links_main_idx').execute();
  if (dialectOf(db) === 'postgres') {
    await db.schema
      .alterTable('card_links')
      .addUniqueConstraint('card_links_unique', ['main_student_id', 'student_id'])
      .execute();
  } else {
    await rebuildSqliteCardLinks(db, true);
  }
}

/** card_links as 2026_04_01 made it, with or without its pair constraint; rows and ids kept. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqliteCardLinks(db: Kysely<any>, pairConstraint: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const table = addIdColumn(trx.schema.createTable('card_links_next'), 'sqlite')
      .addColumn('main_student_id', 'integer', (col) => col.notNull().references('students.id'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
      .addColumn('created_at', epochMsType('sqlite'), (col) => col.notNull());
    await (
      pairConstraint
        ? table.addUniqueConstraint('card_links_unique', ['main_student_id', 'student_id'])
        : table
    ).execute();
    await sql`insert into card_links_next (id, main_student_id, student_id, created_at)
      select id, main_student_id, student_id, created_at from card_links`.execute(trx);
    const counter = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'card_links'`.execute(trx);
    await trx.schema.dropTable('card_links').execute();
    await trx.schema.alterTable('card_links_next').renameTo('card_links').execute();
    const seq = counter.rows[0]?.seq;
    if (seq !== undefined) {
      await sql`delete from sqlite_sequence where name = 'card_links'`.execute(trx);
      await sql`insert into sqlite_sequence (name, seq) values ('card_links', ${seq})`.execute(trx);
    }
  });
}
