import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Studying a course: the size and page count of lesson materials (PDFs are material type 3), a
 * lesson's Scratch case, homework set by a class's teacher and the students' submissions with the
 * teacher's mark, a course's reference resources and their favourites, and files shared with a class.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await db.schema
    .alterTable('course_materials')
    .addColumn('size', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('course_materials')
    .addColumn('page_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // One case (范例作品) per lesson: the player opens it, the creation centre copies it.
  await addIdColumn(db.schema.createTable('lesson_cases'), dialect)
    .addColumn('course_detail_id', 'integer', (col) => col.notNull().unique().references('course_details.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('opus_type', 'integer', (col) => col.notNull())
    .addColumn('project_path', 'varchar(255)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .execute();

  // A task a class's teacher set for a lesson; starter_* name an optional project to begin from.
  await addIdColumn(db.schema.createTable('homework_tasks'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
    .addColumn('course_detail_id', 'integer', (col) => col.notNull().references('course_details.id'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'varchar(2000)', (col) => col.notNull())
    .addColumn('opus_type', 'integer', (col) => col.notNull())
    .addColumn('teacher_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('starter_name', 'varchar(100)')
    .addColumn('starter_path', 'varchar(255)')
    .addColumn('starter_cover', 'varchar(255)')
    .addColumn('due_at', ms, (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('homework_tasks_class_idx')
    .on('homework_tasks')
    .columns(['class_id', 'due_at'])
    .execute();

  // One row per task and student: a resubmission replaces the work until the teacher marks it.
  await addIdColumn(db.schema.createTable('homework_submissions'), dialect)
    .addColumn('homework_id', 'integer', (col) => col.notNull().references('homework_tasks.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('opus_id', 'integer', (col) => col.notNull().references('opus.id'))
    .addColumn('submitted_at', ms, (col) => col.notNull())
    .addColumn('late', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('submit_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('score', 'integer')
    .addColumn('teacher_comment', 'varchar(1000)')
    .addColumn('marked_by', 'varchar(64)')
    .addColumn('marked_at', ms)
    .addUniqueConstraint('homework_submissions_one_per_student', ['homework_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('homework_submissions_student_idx')
    .on('homework_submissions')
    .column('student_id')
    .execute();

  await addIdColumn(db.schema.createTable('course_references'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id'))
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('summary', 'varchar(500)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('material_type', 'integer', (col) => col.notNull())
    .addColumn('material_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('material_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('collection_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('course_references_course_idx')
    .on('course_references')
    .columns(['course_id', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('reference_collections'), dialect)
    .addColumn('reference_id', 'integer', (col) => col.notNull().references('course_references.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addUniqueConstraint('reference_collections_unique', ['reference_id', 'student_id'])
    .execute();
  await db.schema
    .createIndex('reference_collections_student_idx')
    .on('reference_collections')
    .columns(['student_id', 'created_at'])
    .execute();

  // Class files are small handouts and projects: their bytes live in the row, so every server
  // instance serves them without a shared disk.
  await addIdColumn(db.schema.createTable('class_files'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
    .addColumn('course_id', 'integer', (col) => col.references('courses.id'))
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('file_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('mime', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('class_files_class_idx')
    .on('class_files')
    .columns(['class_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_files').execute();
  await db.schema.dropTable('reference_collections').execute();
  await db.schema.dropTable('course_references').execute();
  await db.schema.dropTable('homework_submissions').execute();
  await db.schema.dropTable('homework_tasks').execute();
  await db.schema.dropTable('lesson_cases').execute();
  await db.schema.alterTable('course_materials').dropColumn('page_count').execute();
  await db.schema.alterTable('course_materials').dropColumn('size').execute();
}
