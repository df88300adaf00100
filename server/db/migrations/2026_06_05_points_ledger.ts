import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.

/**
 * Points are an append-only ledger: a balance is the sum of a student's entries, never a stored
 * total. The unique key is the event that paid, so a retried or racing event is paid once.
 *
 * The medals awarded by rule (server/services/rewardRules.ts) are rows of `medals` like the ones
 * the demo school hands out; they are added here so every database has them, seeded or not.
 * 坚持之星 already exists where the demo school was seeded, and keeps its row there.
 */
const RULE_MEDALS = [
  { name: '初次练习', icon: '/avatars/medals/new-star.svg', description: '完成第一次题库练习' },
  { name: '练习达人', icon: '/avatars/medals/algorithm.svg', description: '累计完成 10 次题库练习' },
  { name: '首次通过', icon: '/avatars/medals/creative.svg', description: '第一次通过模拟考试' },
  { name: '坚持之星', icon: '/avatars/medals/streak.svg', description: '连续学习 7 天' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('points_ledger'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('delta', 'integer', (col) => col.notNull())
    .addColumn('source', 'varchar(32)', (col) => col.notNull())
    .addColumn('reason', 'varchar(255)', (col) => col.notNull())
    .addColumn('reference_kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('reference_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .addUniqueConstraint('points_ledger_event_unique', [
      'student_id',
      'source',
      'reference_kind',
      'reference_id',
    ])
    .execute();
  await db.schema
    .createIndex('points_ledger_student_idx')
    .on('points_ledger')
    .columns(['student_id', 'created_at'])
    .execute();

  await db
    .insertInto('medals')
    .values(RULE_MEDALS)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('points_ledger').execute();
}
