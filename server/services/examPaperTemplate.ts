import type { OpenPaperQuestion } from '../../core/examTypes';
import type { Db } from '../db/database';
import { listOpenPaperQuestions } from '../repos/examPaperRepo';
import { listKnowledgePointsOfQuestions } from '../repos/questionRepo';
import { knowledgePointsByQuestion, toOpenPaperQuestion } from './examWire';

export type PaperTemplate = Omit<OpenPaperQuestion, 'yourAnswer'>[];

/**
 * The questions of a paper as an open attempt shows them, built once per paper and database: on
 * exam day every student downloads the same paper within seconds. Paper content never changes
 * while the server runs (no call edits it); a future paper editor must drop the entry it changes.
 */
const paperTemplates = new WeakMap<Db, Map<number, Promise<PaperTemplate>>>();

async function buildPaperTemplate(db: Db, paperId: number): Promise<PaperTemplate> {
  const questions = await listOpenPaperQuestions(db, paperId);
  const points = await listKnowledgePointsOfQuestions(
    db,
    questions.map((question) => question.id),
  );
  const pointsOf = knowledgePointsByQuestion(points);
  return questions.map((question) => toOpenPaperQuestion(question, pointsOf.get(question.id) ?? [], null));
}

export function paperTemplate(db: Db, paperId: number): Promise<PaperTemplate> {
  let perPaper = paperTemplates.get(db);
  if (!perPaper) {
    perPaper = new Map();
    paperTemplates.set(db, perPaper);
  }
  let template = perPaper.get(paperId);
  if (!template) {
    template = buildPaperTemplate(db, paperId);
    // A failed read is not remembered.
    template.catch(() => perPaper.delete(paperId));
    perPaper.set(paperId, template);
  }
  return template;
}
