/**
 * Grading of one answer (DESIGN.md "The exam engine", SPEC.md §4 "Grading"). The browser uses it to
 * show a verdict at once; the server uses the very same code to record the verdict that counts.
 */
import type { QuestionType, RightStatus } from './questionBankTypes';

export interface GradableQuestion {
  questionType: QuestionType;
  /** Single: 'B'; multiple: 'A,C'; true/false: 'A' (对) or 'B' (错); fill-in: blanks joined by ','. */
  answer: string;
  /** Fill-in: the correct text of each blank, in order. Ignored for other types. */
  answerList: readonly string[];
}

/** What a student sends: one string, or one string per blank (fill-in; multiple may use it too). */
export type StudentAnswer = string | readonly string[] | null | undefined;

const TRUE_WORDS = new Set(['A', '对', 'T', 'RIGHT', 'TRUE', '√', '正确']);
const FALSE_WORDS = new Set(['B', '错', 'F', 'WRONG', 'FALSE', '×', '错误']);

/** 对/T/right/true → 'A', 错/F/wrong/false → 'B'; anything else comes back trimmed and upper-cased. */
export function normalizeTrueFalse(value: string): string {
  const word = value.trim().toUpperCase();
  if (TRUE_WORDS.has(word)) return 'A';
  if (FALSE_WORDS.has(word)) return 'B';
  return word;
}

/** Option letters as a sorted set, comma-joined: 'c, a' and ['C','A','A'] both give 'A,C'. */
export function normalizeMultiple(value: string | readonly string[]): string {
  const parts =
    typeof value === 'string' ? value.split(/[\s,，、]+/) : value.flatMap((v) => v.split(/[\s,，、]+/));
  const letters = new Set(parts.map((part) => part.trim().toUpperCase()).filter((part) => part !== ''));
  return [...letters].sort().join(',');
}

/** A fill-in answer as one entry per blank; a single string is split on commas (the wire's join). */
export function toBlankList(value: string | readonly string[]): string[] {
  return typeof value === 'string' ? value.split(/[,，]/) : [...value];
}

function asText(value: string | readonly string[]): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** True when the student gave something to grade (an empty fill-in blank still counts as an answer). */
export function isAnswered(yourAnswer: StudentAnswer): yourAnswer is string | readonly string[] {
  if (yourAnswer === null || yourAnswer === undefined) return false;
  if (typeof yourAnswer === 'string') return yourAnswer.trim() !== '';
  return yourAnswer.some((blank) => blank.trim() !== '');
}

/**
 * 1 right, -1 wrong, 0 not gradable: unanswered, or subjective / programming work that waits for a
 * reviewer. Fill-in is right only when the number of blanks matches and every trimmed blank equals.
 */
export function gradeAnswer(question: GradableQuestion, yourAnswer: StudentAnswer): RightStatus {
  if (question.questionType === 5 || question.questionType === 6) return 0;
  if (!isAnswered(yourAnswer)) return 0;
  switch (question.questionType) {
    case 1:
      return asText(yourAnswer).trim().toUpperCase() === question.answer.trim().toUpperCase() ? 1 : -1;
    case 2:
      return normalizeMultiple(yourAnswer) === normalizeMultiple(question.answer) ? 1 : -1;
    case 3:
      return normalizeTrueFalse(asText(yourAnswer)) === normalizeTrueFalse(question.answer) ? 1 : -1;
    case 4: {
      const given = toBlankList(yourAnswer);
      const expected = question.answerList;
      if (given.length !== expected.length) return -1;
      return given.every((blank, index) => blank.trim() === expected[index].trim()) ? 1 : -1;
    }
  }
}

/** SPEC.md §2 "My exams": the pass seal shows when the score reaches the pass mark. */
export function hasPassed(score: number, passingScore: number): boolean {
  return score >= passingScore;
}
