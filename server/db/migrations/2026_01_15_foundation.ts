import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('organizations'), dialect)
    .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('campuses'), dialect)
    .addColumn('organization_id', 'integer', (col) => col.notNull().references('organizations.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addUniqueConstraint('campuses_org_name_unique', ['organization_id', 'name'])
    .execute();

  await addIdColumn(db.schema.createTable('classes'), dialect)
    .addColumn('campus_id', 'integer', (col) => col.notNull().references('campuses.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addUniqueConstraint('classes_campus_name_unique', ['campus_id', 'name'])
    .execute();

  await addIdColumn(db.schema.createTable('students'), dialect)
    .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('real_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('nick_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('avatar', 'varchar(255)', (col) => col.notNull())
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id'))
    .addColumn('campus_id', 'integer', (col) => col.references('campuses.id'))
    .addColumn('class_id', 'integer', (col) => col.references('classes.id'))
    .addColumn('school_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('student_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('login_from', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('bind_name', 'varchar(64)')
    .addColumn('bind_sex', 'varchar(8)')
    .addColumn('bind_birthday', 'varchar(16)')
    .addColumn('bind_parents_contact', 'varchar(64)')
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('access_tokens'), dialect)
    .addColumn('token_hash', 'char(64)', (col) => col.notNull().unique())
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('client_from', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('expires_at', ms, (col) => col.notNull())
    .addColumn('revoked_at', ms)
    .execute();
  await db.schema.createIndex('access_tokens_student_idx').on('access_tokens').column('student_id').execute();

  await addIdColumn(db.schema.createTable('medals'), dialect)
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('icon', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('student_medals'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('medal_id', 'integer', (col) => col.notNull().references('medals.id'))
    .addColumn('obtained_at', ms, (col) => col.notNull())
    .addUniqueConstraint('student_medals_unique', ['student_id', 'medal_id'])
    .execute();

  await addIdColumn(db.schema.createTable('visitor_records'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('visitor_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('visited_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('visitor_records_student_idx')
    .on('visitor_records')
    .columns(['student_id', 'visited_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'visitor_records',
    'student_medals',
    'medals',
    'access_tokens',
    'students',
    'classes',
    'campuses',
    'organizations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
