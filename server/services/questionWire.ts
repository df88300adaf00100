import type { KnowledgePointRef, Question, QuestionType } from '../../core/questionBankTypes';
import { encodeQuestion } from '../../core/questionText';
import type { QuestionRow } from '../repos/questionRepo';

const OPTION_COLUMNS = [
  ['optionsA', 'options_a'],
  ['optionsB', 'options_b'],
  ['optionsC', 'options_c'],
  ['optionsD', 'options_d'],
  ['optionsE', 'options_e'],
  ['optionsF', 'options_f'],
] as const;

type OptionField = (typeof OPTION_COLUMNS)[number][0];
type OptionColumn = (typeof OPTION_COLUMNS)[number][1];

/** Copies the options A-F a row has (not null) onto the wire question. */
export function copyOptions(
  row: Readonly<Record<OptionColumn, string | null>>,
  question: { [F in OptionField]?: string },
) {
  for (const [field, column] of OPTION_COLUMNS) {
    const value = row[column];
    if (value !== null) question[field] = value;
  }
}

/** The fill-in blanks of a question, wire field and column. */
export const ANSWER_COLUMNS = [
  ['answerA', 'answer_a'],
  ['answerB', 'answer_b'],
  ['answerC', 'answer_c'],
  ['answerD', 'answer_d'],
  ['answerE', 'answer_e'],
] as const;

/** The correct text of each blank of a fill-in question, in order. */
export function blanksOf(row: QuestionRow): string[] {
  return ANSWER_COLUMNS.slice(0, row.answer_count)
    .map(([, column]) => row[column])
    .filter((blank): blank is string => blank !== null);
}

/** Stored form of a student's answer: fill-in answers are a JSON list, the others plain text. */
export function storedAnswerText(questionType: number, yourAnswer: string | string[]): string {
  return questionType === 4 ? JSON.stringify(yourAnswer) : String(yourAnswer);
}

export function wireAnswerOf(questionType: number, stored: string | null): string | string[] | null {
  if (stored === null) return null;
  if (questionType !== 4) return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.map(String) : [stored];
  } catch {
    return [stored];
  }
}

/** A question without its key: the stem, options and knowledge points, text not yet encoded. */
export function plainQuestion(row: QuestionRow, knowledgePoints: KnowledgePointRef[]): Question {
  const question: Question = {
    id: row.id,
    questionType: row.question_type as QuestionType,
    title: row.title,
    answerCount: row.answer_count,
    knowledgePoints,
    programmingType: row.programming_type,
    programmingPath: row.programming_path,
    subject: row.subject,
    level: row.level,
  };
  copyOptions(row, question);
  return question;
}

/**
 * A question as the wire carries it before it is answered, text URL-encoded. It has no key:
 * the builders that add one live in answerKeyGuard.ts and ask the guard first.
 */
export function toWireQuestion(row: QuestionRow, knowledgePoints: KnowledgePointRef[]): Question {
  return encodeQuestion(plainQuestion(row, knowledgePoints));
}
