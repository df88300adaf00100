import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.
// Works (opus) and what hangs off them on the home page: likes, favourites, the growth tree, the
// ability radar and "我的消息". Rankings and achievements are computed from `opus` rows, so there is
// no table of scores that could drift from the works themselves.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('opus'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cover', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('opus_type', 'integer', (col) => col.notNull())
    .addColumn('project_path', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('is_activity_opus', 'integer', (col) => col.notNull().defaultTo(0))
    // The activity it was entered in; the activities table arrives in a later migration, so no
    // foreign key here.
    .addColumn('activity_id', 'integer')
    // Open to everyone (the gallery) and open to the student's school; a work with neither is private.
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('school_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('view_number', 'integer', (col) => col.notNull().defaultTo(0))
    // Recounted from opus_praises / opus_collections in the transaction that changes them, so the
    // gallery can sort by popularity without counting on every read.
    .addColumn('praise_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('collection_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addColumn('updated_at', ms, (col) => col.notNull())
    .addColumn('deleted_at', ms)
    .execute();
  // A student's works (my works, achievements) and a month of a school's works (the ranking).
  await db.schema
    .createIndex('opus_student_time_idx')
    .on('opus')
    .columns(['student_id', 'created_at'])
    .execute();
  await db.schema.createIndex('opus_time_idx').on('opus').column('created_at').execute();

  for (const table of ['opus_praises', 'opus_collections']) {
    await addIdColumn(db.schema.createTable(table), dialect)
      .addColumn('opus_id', 'integer', (col) => col.notNull().references('opus.id'))
      .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
      .addColumn('created_at', ms, (col) => col.notNull())
      // One like (one favourite) per student and work, however many times or however fast it is sent.
      .addUniqueConstraint(`${table}_unique`, ['opus_id', 'student_id'])
      .execute();
    await db.schema
      .createIndex(`${table}_student_idx`)
      .on(table)
      .columns(['student_id', 'created_at'])
      .execute();
  }

  // The growth tree of a class: its lesson units in order; each student's value drives the apple.
  await addIdColumn(db.schema.createTable('growth_tree_nodes'), dialect)
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('growth_tree_nodes_unique', ['class_id', 'name'])
    .execute();

  await db.schema
    .createTable('growth_tree_values')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('node_id', 'integer', (col) => col.notNull().references('growth_tree_nodes.id'))
    // 1-5 a level, 6-100 a score (SPEC.md §9 apple images); 0 not reached yet.
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('updated_at', ms, (col) => col.notNull())
    .addPrimaryKeyConstraint('growth_tree_values_pk', ['student_id', 'node_id'])
    .execute();

  await addIdColumn(db.schema.createTable('ability_dimensions'), dialect)
    .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('ability_values')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('dimension_id', 'integer', (col) => col.notNull().references('ability_dimensions.id'))
    // Tenths of a point, 0-50 (the radar's axis runs to 5): integers compare the same on both databases.
    .addColumn('value_tenths', 'integer', (col) => col.notNull())
    .addColumn('updated_at', ms, (col) => col.notNull())
    .addPrimaryKeyConstraint('ability_values_pk', ['student_id', 'dimension_id'])
    .execute();

  // "我的消息": to one student, to one organisation's students, or (both null) to everyone.
  await addIdColumn(db.schema.createTable('my_news'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('student_id', 'integer', (col) => col.references('students.id'))
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id'))
    // 1 plain, 2 opens a modal with title and content, 3 a link (SPEC.md §3 "My news item").
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('link_url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
    .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('my_news_student_idx')
    .on('my_news')
    .columns(['student_id', 'created_at'])
    .execute();
  await db.schema.createIndex('my_news_organization_idx').on('my_news').column('organization_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'my_news',
    'ability_values',
    'ability_dimensions',
    'growth_tree_values',
    'growth_tree_nodes',
    'opus_collections',
    'opus_praises',
    'opus',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
