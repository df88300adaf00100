import type { Kysely } from 'kysely';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * A paper may allow 朗读 (questions read aloud) during the exam; the youngest children's paper
 * (Scratch 一级) does. Off by default: reading aloud in a formal exam is the teacher's choice.
 * Databases seeded before this change get the flag on that paper here; fresh ones from the seed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('exam_papers')
    .addColumn('allow_read_aloud', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('exam_papers')
    .set({ allow_read_aloud: 1 })
    .where('seed_key', '=', 'paper-sc1-mock')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('exam_papers').dropColumn('allow_read_aloud').execute();
}
