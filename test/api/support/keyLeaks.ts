import { ANSWER_KEY_FIELDS } from '../../../core/examTypes';
import { decodeText } from '../../../core/questionText';
import type { RunningServer } from '../../helpers/startServer';

/** What must not leave the server: the open questions, and the texts only their key contains. */
export interface OpenKeys {
  questionIds: ReadonlySet<number>;
  /** Explanation, video and answer texts of open questions, each found in no stem or option. */
  texts: ReadonlyMap<string, number>;
}

export interface KeyLeak {
  path: string;
  questionId: number;
  /** A key or verdict field on an object about the question, or a key text of it found in a string. */
  found: string;
}

export interface ScanOutcome {
  leaks: KeyLeak[];
  /** Open questions the response carried an object about (a question, verdict or paper item). */
  about: Set<number>;
}

/** Shorter key texts ('A', '10') turn up in any page; they are caught by their field name. */
const MIN_TEXT_LENGTH = 6;

/**
 * The key texts that give a question away on their own: explanations, videos, blanks and
 * reference answers found in no stem or option, and in no text of another question.
 */
export async function distinctiveKeyTexts(server: RunningServer): Promise<Map<string, number>> {
  const rows = await server.app.db.selectFrom('questions').selectAll().execute();
  const present = (texts: (string | null)[]) => texts.filter((text): text is string => text !== null);
  const shownOf = (row: (typeof rows)[number]) =>
    present([
      row.title,
      row.options_a,
      row.options_b,
      row.options_c,
      row.options_d,
      row.options_e,
      row.options_f,
    ]);
  const keyOf = (row: (typeof rows)[number]) =>
    present([
      row.txt_solution,
      row.video_solution,
      row.question_type >= 4 ? row.answer : null,
      row.answer_a,
      row.answer_b,
      row.answer_c,
      row.answer_d,
      row.answer_e,
    ]).map((text) => text.trim());
  const shown = rows.flatMap(shownOf);
  const owner = new Map<string, number>();
  for (const row of rows) {
    const othersKeys = rows.filter((other) => other.id !== row.id).flatMap(keyOf);
    for (const text of keyOf(row)) {
      const elsewhere = [...shown, ...othersKeys].some((other) => other.includes(text));
      if (text.length >= MIN_TEXT_LENGTH && !elsewhere) owner.set(text, row.id);
    }
  }
  return owner;
}

export function openKeysOf(
  questionIds: ReadonlySet<number>,
  keyTexts: ReadonlyMap<string, number>,
): OpenKeys {
  return { questionIds, texts: new Map([...keyTexts].filter(([, owner]) => questionIds.has(owner))) };
}

function aboutQuestion(object: Record<string, unknown>, open: OpenKeys): number | undefined {
  const { questionId, id } = object;
  if (typeof questionId === 'number' && open.questionIds.has(questionId)) return questionId;
  if (typeof id === 'number' && 'questionType' in object && open.questionIds.has(id)) return id;
  return undefined;
}

/**
 * Fields that give an open question away: its key and explanation, and any verdict on an answer to
 * it (the server's rightStatus and score, or a questionStatus echoed back), the answer just sent
 * included: one verdict names the key of a true/false question.
 */
const LEAKING_FIELDS: readonly string[] = [...ANSWER_KEY_FIELDS, 'questionStatus', 'scoreValue'];

/**
 * Scans a response body for the key of open questions: leaking fields on any object about one, at
 * any depth, and their key texts inside any string, raw or URL-decoded.
 */
export function scanForKeys(body: unknown, open: OpenKeys): ScanOutcome {
  const outcome: ScanOutcome = { leaks: [], about: new Set() };
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      for (const variant of new Set([value, decodeText(value)]))
        for (const [text, questionId] of open.texts)
          if (variant.includes(text)) outcome.leaks.push({ path, questionId, found: text });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const object = value as Record<string, unknown>;
    const questionId = aboutQuestion(object, open);
    if (questionId !== undefined) {
      outcome.about.add(questionId);
      for (const field of LEAKING_FIELDS)
        if (field in object) outcome.leaks.push({ path: `${path}.${field}`, questionId, found: field });
    }
    for (const [key, child] of Object.entries(object)) visit(child, `${path}.${key}`);
  };
  visit(body, '$');
  return outcome;
}
