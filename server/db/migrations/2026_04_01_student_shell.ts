import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  // Registration signs up by mobile; demo accounts have none.
  await db.schema.alterTable('students').addColumn('mobile', 'varchar(11)').execute();
  await db.schema.createIndex('students_mobile_unique').on('students').column('mobile').unique().execute();

  await addIdColumn(db.schema.createTable('menu_items'), dialect)
    .addColumn('parent_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(64)', (col) => col.notNull())
    .addColumn('path', 'varchar(255)', (col) => col.notNull())
    .addColumn('component', 'varchar(128)', (col) => col.notNull())
    .addColumn('icon', 'varchar(64)', (col) => col.notNull())
    .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('button_type', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('perm_types', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('notices'), dialect)
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('display_mode', 'integer', (col) => col.notNull())
    .addColumn('display_duration', 'integer', (col) => col.notNull())
    .addColumn('image_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('redirect_url_status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('redirect_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('start_time', ms, (col) => col.notNull())
    .addColumn('end_time', ms, (col) => col.notNull())
    // null: every student; otherwise only that organisation's students.
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id'))
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('notice_closes'), dialect)
    .addColumn('notice_id', 'integer', (col) => col.notNull().references('notices.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('closed_at', ms, (col) => col.notNull())
    .addUniqueConstraint('notice_closes_unique', ['notice_id', 'student_id'])
    .execute();

  // One row per recipient: a message to everyone is fanned out when sent, so read and delete
  // are each student's own.
  await addIdColumn(db.schema.createTable('messages'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('sender', 'varchar(64)', (col) => col.notNull())
    .addColumn('broadcast', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('read_at', ms)
    .addColumn('deleted_at', ms)
    .execute();
  await db.schema
    .createIndex('messages_student_idx')
    .on('messages')
    .columns(['student_id', 'created_at'])
    .execute();

  await addIdColumn(db.schema.createTable('sms_codes'), dialect)
    .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('code_hash', 'char(64)', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('expires_at', ms, (col) => col.notNull())
    .addColumn('used_at', ms)
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_idx')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute();

  // A learner's other cards (student records from other classes) linked to the main card.
  await addIdColumn(db.schema.createTable('card_links'), dialect)
    .addColumn('main_student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addUniqueConstraint('card_links_unique', ['main_student_id', 'student_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['card_links', 'sms_codes', 'messages', 'notice_closes', 'notices', 'menu_items']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('students_mobile_unique').execute();
  await db.schema.alterTable('students').dropColumn('mobile').execute();
}
