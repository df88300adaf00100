import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Guesses a student made (activation codes, other cards' passwords), counted here rather than in
 * process memory so a limit holds across restarts and every server instance.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  await addIdColumn(db.schema.createTable('failed_attempts'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('attempted_at', epochMsType(dialect), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('failed_attempts_student_idx')
    .on('failed_attempts')
    .columns(['student_id', 'kind', 'attempted_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('failed_attempts').execute();
}
