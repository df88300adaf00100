/**
 * Question text travels URL-encoded (SPEC.md §3, DESIGN.md "Wire protocol"): the server encodes it
 * in one place and the browser decodes it in one place, so stems with '&', '%', quotes or code
 * fences survive every proxy and logger untouched.
 */
import type { AnswerVerdict, KnowledgePointRef, MistakeItem, Question } from './questionBankTypes';

/** The text fields of a question that are encoded on the wire. */
export const ENCODED_QUESTION_FIELDS = [
  'title',
  'optionsA',
  'optionsB',
  'optionsC',
  'optionsD',
  'optionsE',
  'optionsF',
  'answer',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'txtSolution',
] as const;

type Transform = (text: string) => string;

/** Decoding never throws: text that is not valid percent-encoding is shown as it came. */
export function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const encodeText: Transform = (text) => encodeURIComponent(text);

function mapQuestion<T extends Partial<Question>>(question: T, transform: Transform): T {
  const copy: Record<string, unknown> = { ...question };
  for (const field of ENCODED_QUESTION_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string') copy[field] = transform(value);
  }
  if (Array.isArray(question.knowledgePoints)) {
    copy.knowledgePoints = question.knowledgePoints.map((point: KnowledgePointRef): KnowledgePointRef => ({
      ...point,
      title: transform(point.title),
    }));
  }
  return copy as T;
}

export function encodeQuestion<T extends Partial<Question>>(question: T): T {
  return mapQuestion(question, encodeText);
}

export function decodeQuestion<T extends Partial<Question>>(question: T): T {
  return mapQuestion(question, decodeText);
}

function mapVerdict(verdict: AnswerVerdict, transform: Transform): AnswerVerdict {
  if (verdict.keyWithheld) return verdict;
  return {
    ...verdict,
    answer: transform(verdict.answer),
    answerList: verdict.answerList.map(transform),
    txtSolution: transform(verdict.txtSolution),
  };
}

/** The verdict of saveQuestionAnswer carries the same answer texts as a question. */
export function encodeAnswerVerdict(verdict: AnswerVerdict): AnswerVerdict {
  return mapVerdict(verdict, encodeText);
}

export function decodeAnswerVerdict(verdict: AnswerVerdict): AnswerVerdict {
  return mapVerdict(verdict, decodeText);
}

/** A wrong-answer row shows the question's stem, encoded like the question itself. */
export function encodeMistakeItem(item: MistakeItem): MistakeItem {
  return { ...item, title: encodeText(item.title) };
}

export function decodeMistakeItem(item: MistakeItem): MistakeItem {
  return { ...item, title: decodeText(item.title) };
}
