import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { QuestionsTable } from '../tables/questionBank';
import { banks, knowledgePoints, papers, products, questions } from './content';
import type { SeedQuestion } from './content';

/** Where the videos of knowledge-point explanations are served from (`/media/<file>`). */
const MEDIA_DIR = path.resolve(__dirname, '../../../public/media');
/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 100;

export interface ContentIds {
  knowledgePoint: Map<string, number>;
  question: Map<string, number>;
  bank: Map<string, number>;
  paper: Map<string, number>;
  product: Map<string, number>;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Only videos that exist are linked, so an explanation never points at a missing file. */
function videoPath(file: string | undefined): string | null {
  return file && fs.existsSync(path.join(MEDIA_DIR, file)) ? `/media/${file}` : null;
}

const letters = ['a', 'b', 'c', 'd', 'e', 'f'] as const;

function questionRow(question: SeedQuestion): Insertable<QuestionsTable> {
  // True/false questions carry their two options like any choice question: A 对, B 错.
  const options = question.questionType === 3 ? ['对', '错'] : (question.options ?? []);
  const blanks = question.questionType === 4 ? (question.blanks ?? []) : [];
  const row: Insertable<QuestionsTable> = {
    seed_key: question.key,
    question_type: question.questionType,
    title: question.title,
    answer: question.answer,
    answer_count: blanks.length,
    txt_solution: question.txtSolution,
    video_solution: null,
    programming_type: question.programmingType ?? null,
    programming_path: question.material ? `/materials/${question.material}` : null,
    subject: question.subject,
    level: question.level,
    score: question.score ?? 0,
  };
  letters.forEach((letter, index) => {
    row[`options_${letter}`] = options[index] ?? null;
    if (letter !== 'f') row[`answer_${letter}`] = blanks[index] ?? null;
  });
  return row;
}

async function idsByKey(
  db: Db,
  table: 'knowledge_points' | 'questions' | 'banks' | 'exam_papers' | 'products',
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['id', 'seed_key'])
    .where('seed_key', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.seed_key as string, row.id]));
}

function need(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed content refers to unknown key ${key}`);
  return id;
}

/**
 * Knowledge points, questions, banks, papers and products of the seed content, inserted in bulk
 * when missing (by seed_key). Video links are refreshed each run, as files may be added later.
 */
export async function seedQuestionContent(db: Db): Promise<ContentIds> {
  for (const part of chunks(knowledgePoints)) {
    await db
      .insertInto('knowledge_points')
      .values(
        part.map((point) => ({
          seed_key: point.key,
          subject: point.subject,
          title: point.title,
          difficulty: point.difficulty,
          txt_solution: point.txtSolution,
          video_solution: videoPath(point.videoSolution),
        })),
      )
      .onConflict((oc) =>
        oc.column('seed_key').doUpdateSet((eb) => ({ video_solution: eb.ref('excluded.video_solution') })),
      )
      .execute();
  }
  const knowledgePoint = await idsByKey(db, 'knowledge_points');

  for (const part of chunks(questions)) {
    await db
      .insertInto('questions')
      .values(part.map(questionRow))
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .execute();
  }
  const question = await idsByKey(db, 'questions');
  const links = questions.flatMap((q) =>
    q.knowledgePoints.map((key, position) => ({
      question_id: need(question, q.key),
      knowledge_point_id: need(knowledgePoint, key),
      position,
    })),
  );
  for (const part of chunks(links)) {
    await db
      .insertInto('question_knowledge_points')
      .values(part)
      .onConflict((oc) => oc.columns(['question_id', 'knowledge_point_id']).doNothing())
      .execute();
  }

  await db
    .insertInto('banks')
    .values(
      banks.map((bank, position) => ({
        seed_key: bank.key,
        title: bank.title,
        subject: bank.subject,
        position,
      })),
    )
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
  const bank = await idsByKey(db, 'banks');
  const bankLinks = banks.flatMap((b) =>
    b.questionKeys.map((key, position) => ({
      bank_id: need(bank, b.key),
      question_id: need(question, key),
      position,
    })),
  );
  for (const part of chunks(bankLinks)) {
    await db
      .insertInto('bank_questions')
      .values(part)
      .onConflict((oc) => oc.columns(['bank_id', 'question_id']).doNothing())
      .execute();
  }

  await db
    .insertInto('exam_papers')
    .values(
      papers.map((paper, position) => ({
        seed_key: paper.key,
        name: paper.examPaperName,
        subject: paper.subject,
        level: paper.level,
        exam_time: paper.examTime,
        passing_score: paper.passingScore,
        exam_paper_type: paper.examPaperType,
        allow_read_aloud: paper.allowReadAloud ? 1 : 0,
        position,
      })),
    )
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
  const paper = await idsByKey(db, 'exam_papers');
  const paperLinks = papers.flatMap((p) =>
    p.sections
      .flatMap((section) => section.questionKeys.map((key) => ({ key, section })))
      .map(({ key, section }, position) => ({
        paper_id: need(paper, p.key),
        question_id: need(question, key),
        question_type: section.questionType,
        score: section.score,
        position,
      })),
  );
  for (const part of chunks(paperLinks)) {
    await db
      .insertInto('exam_paper_questions')
      .values(part)
      .onConflict((oc) => oc.columns(['paper_id', 'question_id']).doNothing())
      .execute();
  }

  await db
    .insertInto('products')
    .values(products.map((product) => ({ seed_key: product.activationCode, name: product.name })))
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
  const product = await idsByKey(db, 'products');
  const productBanks = products.flatMap((p) =>
    p.bankKeys.map((key) => ({ product_id: need(product, p.activationCode), bank_id: need(bank, key) })),
  );
  const productPapers = products.flatMap((p) =>
    p.paperKeys.map((key) => ({ product_id: need(product, p.activationCode), paper_id: need(paper, key) })),
  );
  await db
    .insertInto('product_banks')
    .values(productBanks)
    .onConflict((oc) => oc.columns(['product_id', 'bank_id']).doNothing())
    .execute();
  await db
    .insertInto('product_papers')
    .values(productPapers)
    .onConflict((oc) => oc.columns(['product_id', 'paper_id']).doNothing())
    .execute();

  return { knowledgePoint, question, bank, paper, product };
}
