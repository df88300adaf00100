import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * The creation centre: works saved from the editors with a version per save, theme templates to
 * start from, and what the editors report (a later count of views reads the 'run' events).
 *
 * A template unlock is the points ledger's `unlock` entry for it, so there is no table of unlocks
 * that could disagree with what was paid. The medals for works are added here like the practice
 * ones, so every database has them, seeded or not.
 */
const WORK_MEDALS = [
  { name: '第一个作品', icon: '/avatars/medals/first-work.svg', description: '保存第一个作品' },
  { name: '十个作品', icon: '/avatars/medals/ten-works.svg', description: '累计拥有 10 个作品' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  // Every save goes through `where version = baseVersion`, so a stale editor can never overwrite.
  await db.schema
    .alterTable('opus')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  // The work a copy was made from (remixes keep it); no foreign key, so a deleted original's
  // copies stay as they are.
  await db.schema.alterTable('opus').addColumn('original_id', 'integer').execute();
  // My works, the last changed first; and the work behind a project file.
  await db.schema
    .createIndex('opus_student_updated_idx')
    .on('opus')
    .columns(['student_id', 'updated_at'])
    .execute();
  await db.schema.createIndex('opus_project_path_idx').on('opus').column('project_path').execute();

  await addIdColumn(db.schema.createTable('theme_template_types'), dialect)
    .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('theme_templates'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('type_id', 'integer', (col) => col.notNull().references('theme_template_types.id'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('opus_type', 'integer', (col) => col.notNull())
    .addColumn('project_path', 'varchar(255)', (col) => col.notNull())
    // Points to unlock; 0 free.
    .addColumn('price', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('theme_templates_type_idx')
    .on('theme_templates')
    .columns(['type_id', 'sort_order'])
    .execute();

  await addIdColumn(db.schema.createTable('editor_events'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('opus_id', 'integer', (col) => col.references('opus.id'))
    .addColumn('opus_type', 'integer', (col) => col.notNull())
    .addColumn('event', 'varchar(16)', (col) => col.notNull())
    // The Beijing day it happened on: views count once per student, work and day.
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('editor_events_opus_idx')
    .on('editor_events')
    .columns(['opus_id', 'event', 'day', 'student_id'])
    .execute();

  await db
    .insertInto('medals')
    .values(WORK_MEDALS)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('editor_events').execute();
  await db.schema.dropTable('theme_templates').execute();
  await db.schema.dropTable('theme_template_types').execute();
  await db.schema.dropIndex('opus_project_path_idx').execute();
  await db.schema.dropIndex('opus_student_updated_idx').execute();
  await db.schema.alterTable('opus').dropColumn('original_id').execute();
  await db.schema.alterTable('opus').dropColumn('version').execute();
}
