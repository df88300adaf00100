import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Problem reports (反馈问题) that students file with the state their browser was in, and the
 * accounts that may use the QA tools in a production build.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  // recent_events and state are JSON text, secrets removed by the server before they are stored.
  await addIdColumn(db.schema.createTable('problem_reports'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('route', 'varchar(500)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(500)', (col) => col.notNull())
    .addColumn('app_version', 'varchar(40)', (col) => col.notNull())
    .addColumn('recent_events', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  // A student's own list and the hourly limit read their latest reports.
  await db.schema
    .createIndex('problem_reports_student_idx')
    .on('problem_reports')
    .columns(['student_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('qa_testers')
    .addColumn('student_id', 'integer', (col) => col.primaryKey().references('students.id'))
    .addColumn('granted_at', ms, (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('qa_testers').execute();
  await db.schema.dropTable('problem_reports').execute();
}
