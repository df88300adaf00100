import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.
// An attempt is one sitting of one paper by one student; its answers are saved as the student goes
// (autosave) and graded once, at submit.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('exam_attempts'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('exam_paper_id', 'integer', (col) => col.notNull().references('exam_papers.id'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('started_at', ms, (col) => col.notNull())
    .addColumn('deadline', ms, (col) => col.notNull())
    .addColumn('submitted_at', ms)
    // The highest autosave sequence acknowledged; a call that does not go above it is stale.
    .addColumn('last_seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cost_time', ms, (col) => col.notNull().defaultTo(0))
    .addColumn('right_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('auto_submitted', 'integer', (col) => col.notNull().defaultTo(0))
    // Section scores, named like the submit call's fields (SPEC.md §7 saveExamPaperAnswer).
    .addColumn('multiple_choice_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('multiple_selection_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('true_false_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('fills_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('essay_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('programming_score', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // At most one open attempt per student and paper, even when two tabs open the paper at once.
  await db.schema
    .createIndex('exam_attempts_one_open_idx')
    .on('exam_attempts')
    .columns(['student_id', 'exam_paper_id'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit('open'))
    .execute();
  // My exams (newest first) and the participants / average of a paper's card.
  await db.schema
    .createIndex('exam_attempts_student_idx')
    .on('exam_attempts')
    .columns(['student_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('exam_attempts_paper_status_idx')
    .on('exam_attempts')
    .columns(['exam_paper_id', 'status', 'student_id'])
    .execute();
  // The auto-submit sweep looks for open attempts by deadline.
  await db.schema
    .createIndex('exam_attempts_status_deadline_idx')
    .on('exam_attempts')
    .columns(['status', 'deadline'])
    .execute();

  await db.schema
    .createTable('exam_attempt_answers')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('exam_attempts.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    // JSON of the answer as sent: a string, or one string per blank.
    .addColumn('your_answer', 'text', (col) => col.notNull())
    // Null until the attempt is graded at submit.
    .addColumn('right_status', 'integer')
    .addColumn('score_value', 'integer')
    .addColumn('updated_at', ms, (col) => col.notNull())
    .addPrimaryKeyConstraint('exam_attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exam_attempt_answers').execute();
  await db.schema.dropTable('exam_attempts').execute();
}
