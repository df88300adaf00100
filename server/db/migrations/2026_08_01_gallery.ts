import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * The gallery: a teacher's pick, works held for review, when a work was last opened to others,
 * tags, and views counted once per student, work and Beijing day.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  // A teacher's pick: when it was picked, null when not (the featured list sorts by it).
  await db.schema.alterTable('opus').addColumn('featured_at', ms).execute();
  // 1: reported and held for review; only the author still sees it until a teacher decides.
  await db.schema
    .alterTable('opus')
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The last time it was opened to others: the gallery's newest list sorts by it.
  await db.schema.alterTable('opus').addColumn('published_at', ms).execute();
  // Works already open were opened no later than their last change.
  await db
    .updateTable('opus')
    .set((eb) => ({ published_at: eb.ref('updated_at') }))
    .where((eb) => eb.or([eb('published', '=', 1), eb('school_published', '=', 1)]))
    .execute();

  await db.schema
    .createIndex('opus_published_idx')
    .on('opus')
    .columns(['published', 'published_at'])
    .execute();
  await db.schema.createIndex('opus_featured_idx').on('opus').column('featured_at').execute();
  // The remixes of a work, and the entries of an activity.
  await db.schema.createIndex('opus_original_idx').on('opus').column('original_id').execute();
  await db.schema.createIndex('opus_activity_idx').on('opus').column('activity_id').execute();

  await addIdColumn(db.schema.createTable('opus_tags'), dialect)
    .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('opus_tag_links')
    .addColumn('opus_id', 'integer', (col) => col.notNull().references('opus.id'))
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('opus_tags.id'))
    .addUniqueConstraint('opus_tag_links_unique', ['opus_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('opus_tag_links_tag_idx').on('opus_tag_links').column('tag_id').execute();

  // One row per work, student and Beijing day: the unique key is what makes a view count once.
  await db.schema
    .createTable('opus_views')
    .addColumn('opus_id', 'integer', (col) => col.notNull().references('opus.id'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .addUniqueConstraint('opus_views_unique', ['opus_id', 'student_id', 'day'])
    .execute();

  // Likes can now be taken back, which deletes their row: a like received is paid once per work
  // and liker (`opus_like:<work>` / liker) rather than per row, and the entries already paid move
  // to that key so a like taken back and given again is not paid twice.
  await sql`
    update points_ledger
    set reference_kind = 'opus_like:' || cast((select p.opus_id from opus_praises p where p.id = points_ledger.reference_id) as varchar(16)),
        reference_id = (select p.student_id from opus_praises p where p.id = points_ledger.reference_id)
    where source = 'like_received' and reference_kind = 'opus_praise'
      and exists (select 1 from opus_praises p where p.id = points_ledger.reference_id)
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('opus_views').execute();
  await db.schema.dropTable('opus_tag_links').execute();
  await db.schema.dropTable('opus_tags').execute();
  await db.schema.dropIndex('opus_activity_idx').execute();
  await db.schema.dropIndex('opus_original_idx').execute();
  await db.schema.dropIndex('opus_featured_idx').execute();
  await db.schema.dropIndex('opus_published_idx').execute();
  await db.schema.alterTable('opus').dropColumn('published_at').execute();
  await db.schema.alterTable('opus').dropColumn('held').execute();
  await db.schema.alterTable('opus').dropColumn('featured_at').execute();
}
