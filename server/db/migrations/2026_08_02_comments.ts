import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Comments on works, course resources and news; reports of works and comments, which wait in the
 * review queue; and the editable list of words the comment filter refuses.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  // status: 'published'; 'review' (the child appealed a refusal, a teacher decides); 'rejected'.
  // held 1: three open reports hide it from everyone but its author until it is reviewed.
  await addIdColumn(db.schema.createTable('comments'), dialect)
    .addColumn('target_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('content', 'varchar(300)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('deleted_at', ms)
    .addColumn('deleted_by', 'integer')
    .execute();
  await db.schema
    .createIndex('comments_target_idx')
    .on('comments')
    .columns(['target_type', 'target_id', 'created_at'])
    .execute();
  // The per-minute limit and the repeat check read a student's latest comments.
  await db.schema
    .createIndex('comments_student_idx')
    .on('comments')
    .columns(['student_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_status_idx')
    .on('comments')
    .columns(['status', 'created_at'])
    .execute();

  // One report per student and item: a repeat changes nothing.
  await addIdColumn(db.schema.createTable('reports'), dialect)
    .addColumn('reporter_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'varchar(16)', (col) => col.notNull())
    .addColumn('detail', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('resolved_at', ms)
    .addUniqueConstraint('reports_one_per_reporter', ['reporter_id', 'kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('reports_item_idx')
    .on('reports')
    .columns(['kind', 'item_id', 'status'])
    .execute();
  await db.schema.createIndex('reports_status_idx').on('reports').columns(['status', 'created_at']).execute();

  // A removed word keeps its row (removed_at set), so the seed does not bring it back. Every change
  // takes the next revision, so a server sees a change made by another process and reloads.
  await addIdColumn(db.schema.createTable('sensitive_words'), dialect)
    .addColumn('word', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('added_at', ms, (col) => col.notNull())
    .addColumn('removed_at', ms)
    .addColumn('revision', 'integer', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sensitive_words').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('comments').execute();
}
