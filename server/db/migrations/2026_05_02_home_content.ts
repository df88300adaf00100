import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.
// The home dashboard's content: courses and their lessons, what each class was taught when,
// activities, news, video news and ads. `seed_key` names a row of the seed content (null for rows
// made later), so seeding stays idempotent.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('courses'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('picture', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(16)', (col) => col.notNull())
    // 1: listed among the open courses every non-trial student may browse.
    .addColumn('is_open', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('courses_open_idx').on('courses').columns(['is_open', 'sort_order']).execute();

  // One lesson of a course (SPEC.md "course detail").
  await addIdColumn(db.schema.createTable('course_details'), dialect)
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id'))
    .addColumn('lesson_no', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('teaching_task', 'text', (col) => col.notNull())
    .addColumn('teaching_goal', 'text', (col) => col.notNull())
    .addUniqueConstraint('course_details_lesson_unique', ['course_id', 'lesson_no'])
    .execute();

  await addIdColumn(db.schema.createTable('course_materials'), dialect)
    .addColumn('course_detail_id', 'integer', (col) => col.notNull().references('course_details.id'))
    // 1 image, 2 video.
    .addColumn('material_type', 'integer', (col) => col.notNull())
    .addColumn('material_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('material_name', 'varchar(128)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('course_materials_order_unique', ['course_detail_id', 'sort_order'])
    .execute();

  // A lesson given to a class at a time: the class's previous and next lesson of a course are
  // the last record before now and the first after it.
  await addIdColumn(db.schema.createTable('course_records'), dialect)
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id'))
    .addColumn('course_detail_id', 'integer', (col) => col.notNull().references('course_details.id'))
    .addColumn('lesson_time', ms, (col) => col.notNull())
    .addUniqueConstraint('course_records_lesson_unique', ['class_id', 'course_detail_id'])
    .execute();
  await db.schema
    .createIndex('course_records_class_idx')
    .on('course_records')
    .columns(['class_id', 'course_id', 'lesson_time'])
    .execute();

  // Courses a student follows on their own (a trial student's courses), outside any class.
  await addIdColumn(db.schema.createTable('student_courses'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id'))
    .addColumn('created_at', ms, (col) => col.notNull())
    .addUniqueConstraint('student_courses_unique', ['student_id', 'course_id'])
    .execute();

  await addIdColumn(db.schema.createTable('activities'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    // null: open to every organisation's students.
    .addColumn('organization_id', 'integer', (col) => col.references('organizations.id'))
    .addColumn('name', 'varchar(128)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('start_time', ms, (col) => col.notNull())
    .addColumn('end_time', ms, (col) => col.notNull())
    // '1' closed after review, '2' special badge, '' otherwise (SPEC.md §3 "Activity").
    .addColumn('activities_status', 'varchar(1)', (col) => col.notNull().defaultTo(''))
    .addColumn('plan_count', 'integer', (col) => col.notNull())
    .addColumn('surplus_count', 'integer', (col) => col.notNull())
    .addColumn('opus_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Sanitised HTML.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('organizer', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('activities_start_idx')
    .on('activities')
    .columns(['start_time', 'id'])
    .execute();

  await addIdColumn(db.schema.createTable('news_articles'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    // 'newStar' (编程新星) or 'campus' (校园动态).
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('abstract', 'text', (col) => col.notNull())
    .addColumn('author_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_avatar', 'varchar(255)', (col) => col.notNull())
    .addColumn('signature', 'varchar(128)', (col) => col.notNull())
    // Sanitised HTML.
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('view_number', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('create_time', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('news_articles_category_idx')
    .on('news_articles')
    .columns(['category', 'create_time'])
    .execute();
  await db.schema
    .createIndex('news_articles_time_idx')
    .on('news_articles')
    .columns(['create_time'])
    .execute();

  await addIdColumn(db.schema.createTable('video_news'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('video_url', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await addIdColumn(db.schema.createTable('ads'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    // 2: the strip under the entry cards; 4: the carousel shown instead of the ranking.
    .addColumn('category', 'integer', (col) => col.notNull())
    .addColumn('title', 'varchar(128)', (col) => col.notNull())
    .addColumn('banner_cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('ad_link', 'varchar(255)', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('ads_category_idx').on('ads').columns(['category', 'sort_order']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'ads',
    'video_news',
    'news_articles',
    'activities',
    'student_courses',
    'course_records',
    'course_materials',
    'course_details',
    'courses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
