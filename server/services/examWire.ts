import type { OpenPaperQuestion } from '../../core/examTypes';
import type { KnowledgePointRef, QuestionType } from '../../core/questionBankTypes';
import { encodeQuestion } from '../../core/questionText';
import type { OpenPaperQuestionRow } from '../repos/examPaperRepo';
import type { QuestionKnowledgePointRow } from '../repos/questionRepo';
import { copyOptions } from './questionWire';

/** Papers store their subject by name; the wire numbers it. */
const SUBJECT_IDS: Record<string, number> = { scratch: 1, python: 2 };

export function subjectIdOf(subject: string): number {
  return SUBJECT_IDS[subject] ?? 0;
}

export function examPaperTypeOf(value: number): 0 | 1 {
  return value === 1 ? 1 : 0;
}

/** An answer is stored as JSON so a fill-in list and a plain string come back as they went in. */
export function storedExamAnswer(yourAnswer: string | readonly string[]): string {
  return JSON.stringify(yourAnswer);
}

export function parseExamAnswer(stored: string | null | undefined): string | string[] | null {
  if (stored === null || stored === undefined) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.map(String);
  } catch {
    // A row written by hand: show it as text rather than fail the whole paper.
  }
  return stored;
}

/**
 * A question of an open attempt. Built from a row that has no answer columns into a type that
 * cannot hold answer fields, so the answer key cannot reach the student before submit.
 */
export function toOpenPaperQuestion(
  row: OpenPaperQuestionRow,
  knowledgePoints: KnowledgePointRef[],
  yourAnswer: string | string[] | null,
): OpenPaperQuestion {
  const question: OpenPaperQuestion = {
    id: row.id,
    questionId: row.id,
    questionType: row.question_type as QuestionType,
    title: row.title,
    answerCount: row.answer_count,
    knowledgePoints,
    programmingType: row.programming_type,
    programmingPath: row.programming_path,
    yourAnswer,
    score: row.paper_score,
  };
  copyOptions(row, question);
  return encodeQuestion(question);
}

/** Knowledge-point rows of many questions, grouped per question (order kept). */
export function knowledgePointsByQuestion(
  rows: readonly QuestionKnowledgePointRow[],
): Map<number, KnowledgePointRef[]> {
  const byQuestion = new Map<number, KnowledgePointRef[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? [];
    list.push({ id: row.id, title: row.title });
    byQuestion.set(row.question_id, list);
  }
  return byQuestion;
}
