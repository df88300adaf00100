import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * A student's cloud files: folders and files in one tree. The root is `parent_id` 0 rather than
 * null, so the unique index keeps names unique at the root too (null never equals null in SQL).
 * A file's bytes live in the upload store under `stored_name`, a random name, never the student's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  await addIdColumn(db.schema.createTable('cloud_files'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('parent_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('is_folder', 'integer', (col) => col.notNull())
    .addColumn('size', epochMsType(dialect), (col) => col.notNull().defaultTo(0))
    .addColumn('file_type', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .addColumn('stored_name', 'varchar(64)')
    .addColumn('created_at', epochMsType(dialect), (col) => col.notNull())
    .addColumn('updated_at', epochMsType(dialect), (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('cloud_files_name_idx')
    .on('cloud_files')
    .columns(['student_id', 'parent_id', 'name'])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cloud_files').execute();
}
