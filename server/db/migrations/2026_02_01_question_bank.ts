import type { CreateTableBuilder, Kysely } from 'kysely';
import { addIdColumn, dialectOf, epochMsType } from './helpers/v1';

// Frozen once landed: later schema changes go in new date-prefixed files.
// Content rows (knowledge points, questions, banks, papers, products) carry a `seed_key` so the
// seed can find them again and stays idempotent.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  const ms = epochMsType(dialect);

  await addIdColumn(db.schema.createTable('knowledge_points'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('subject', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('difficulty', 'integer', (col) => col.notNull())
    .addColumn('txt_solution', 'text', (col) => col.notNull())
    .addColumn('video_solution', 'varchar(255)')
    .execute();

  // Widened so the option and answer columns can be added in loops.
  let questions: CreateTableBuilder<'questions', string> = addIdColumn(
    db.schema.createTable('questions'),
    dialect,
  )
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('question_type', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull());
  for (const letter of ['a', 'b', 'c', 'd', 'e', 'f'])
    questions = questions.addColumn(`options_${letter}`, 'text');
  questions = questions
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('answer_count', 'integer', (col) => col.notNull().defaultTo(0));
  for (const letter of ['a', 'b', 'c', 'd', 'e']) questions = questions.addColumn(`answer_${letter}`, 'text');
  await questions
    .addColumn('txt_solution', 'text', (col) => col.notNull())
    .addColumn('video_solution', 'varchar(255)')
    .addColumn('programming_type', 'integer')
    .addColumn('programming_path', 'varchar(255)')
    .addColumn('subject', 'varchar(16)', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('question_knowledge_points')
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('knowledge_point_id', 'integer', (col) => col.notNull().references('knowledge_points.id'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('question_knowledge_points_pk', ['question_id', 'knowledge_point_id'])
    .execute();
  await db.schema
    .createIndex('question_knowledge_points_kp_idx')
    .on('question_knowledge_points')
    .columns(['knowledge_point_id', 'question_id'])
    .execute();

  await addIdColumn(db.schema.createTable('banks'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject', 'varchar(16)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('bank_questions')
    .addColumn('bank_id', 'integer', (col) => col.notNull().references('banks.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('bank_questions_pk', ['bank_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('bank_questions_question_idx')
    .on('bank_questions')
    .columns(['question_id', 'bank_id'])
    .execute();

  // Papers belong to the mock-exam engine; they exist now because products grant them.
  await addIdColumn(db.schema.createTable('exam_papers'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject', 'varchar(16)', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('exam_time', 'integer', (col) => col.notNull())
    .addColumn('passing_score', 'integer', (col) => col.notNull())
    .addColumn('exam_paper_type', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('exam_paper_questions')
    .addColumn('paper_id', 'integer', (col) => col.notNull().references('exam_papers.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('question_type', 'integer', (col) => col.notNull())
    .addColumn('score', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('exam_paper_questions_pk', ['paper_id', 'question_id'])
    .execute();

  await addIdColumn(db.schema.createTable('products'), dialect)
    .addColumn('seed_key', 'varchar(64)', (col) => col.unique())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('product_banks')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('bank_id', 'integer', (col) => col.notNull().references('banks.id'))
    .addPrimaryKeyConstraint('product_banks_pk', ['product_id', 'bank_id'])
    .execute();
  await db.schema
    .createTable('product_papers')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('paper_id', 'integer', (col) => col.notNull().references('exam_papers.id'))
    .addPrimaryKeyConstraint('product_papers_pk', ['product_id', 'paper_id'])
    .execute();
  await addIdColumn(db.schema.createTable('activation_codes'), dialect)
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('used_by_student_id', 'integer', (col) => col.references('students.id'))
    .addColumn('used_at', ms)
    .execute();

  await db.schema
    .createTable('student_banks')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('bank_id', 'integer', (col) => col.notNull().references('banks.id'))
    .addColumn('granted_at', ms, (col) => col.notNull())
    .addPrimaryKeyConstraint('student_banks_pk', ['student_id', 'bank_id'])
    .execute();
  await db.schema
    .createTable('student_papers')
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('paper_id', 'integer', (col) => col.notNull().references('exam_papers.id'))
    .addColumn('granted_at', ms, (col) => col.notNull())
    .addPrimaryKeyConstraint('student_papers_pk', ['student_id', 'paper_id'])
    .execute();

  await addIdColumn(db.schema.createTable('practice_batches'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('batch_type', 'integer', (col) => col.notNull())
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', ms, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('practice_batches_student_idx')
    .on('practice_batches')
    .columns(['student_id', 'created_at'])
    .execute();
  // One row per question of a batch; the answer columns stay null until the student answers.
  await db.schema
    .createTable('practice_batch_questions')
    .addColumn('batch_id', 'integer', (col) => col.notNull().references('practice_batches.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('your_answer', 'text')
    .addColumn('right_status', 'integer')
    // 1 once any answer in this batch was wrong: the batch then counts as wrong in the book.
    .addColumn('wrong_in_batch', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cost_time', ms)
    .addColumn('answered_at', ms)
    .addPrimaryKeyConstraint('practice_batch_questions_pk', ['batch_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('practice_batch_questions_question_idx')
    .on('practice_batch_questions')
    .columns(['question_id', 'batch_id'])
    .execute();

  await addIdColumn(db.schema.createTable('wrong_answers'), dialect)
    .addColumn('student_id', 'integer', (col) => col.notNull().references('students.id'))
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id'))
    .addColumn('wrong_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_collection_time', ms, (col) => col.notNull())
    .addColumn('last_wrong_answer', 'text')
    .addColumn('participate_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('correct_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('correct_streak', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('mastered', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('wrong_answers_student_question_unique', ['student_id', 'question_id'])
    .execute();
  await db.schema
    .createIndex('wrong_answers_student_time_idx')
    .on('wrong_answers')
    .columns(['student_id', 'last_collection_time'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'wrong_answers',
    'practice_batch_questions',
    'practice_batches',
    'student_papers',
    'student_banks',
    'activation_codes',
    'product_papers',
    'product_banks',
    'products',
    'exam_paper_questions',
    'exam_papers',
    'bank_questions',
    'banks',
    'question_knowledge_points',
    'questions',
    'knowledge_points',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
