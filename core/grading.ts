/**
 * Grading of one answer (DESIGN.md "The exam engine", SPEC.md §4 "Grading"). The browser uses it to
 * show a verdict at once; the server uses the very same code to record the verdict that counts.
 */
import { wholePercent } from './format';
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
 * Whether an answer gets its verdict the moment it is given. Subjective and programming work
 * (types 5 and 6) waits for a teacher instead.
 */
export function isAutoGraded(questionType: QuestionType): questionType is Exclude<QuestionType, 5 | 6> {
  return questionType !== 5 && questionType !== 6;
}

/**
 * 1 right, -1 wrong, 0 not gradable: unanswered, or subjective / programming work that waits for a
 * reviewer. Fill-in is right only when the number of blanks matches and every trimmed blank equals.
 */
export function gradeAnswer(question: GradableQuestion, yourAnswer: StudentAnswer): RightStatus {
  if (!isAutoGraded(question.questionType)) return 0;
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

/** One answered question of a practice, as its result counts it. */
export interface PracticeTallyEntry {
  questionType: QuestionType;
  /** The server's verdict, when one came. */
  rightStatus: RightStatus | undefined;
  /** Also in an exam the student has open: its verdict waits for that exam's submit. */
  keyWithheld: boolean;
}

/** The practice result (SPEC.md §2 "练习结果"). */
export interface PracticeTally {
  total: number;
  right: number;
  /** Subjective and programming answers: a teacher grades them later. */
  teacherGraded: number;
  /** Questions of an open exam: neither right nor wrong until it is submitted. */
  keyWithheld: number;
  /** Whole percent of right answers among those graded at once; null when there are none. */
  rate: number | null;
}

/**
 * 正确率 counts only what was graded at once: an answer a teacher grades later, or one whose verdict
 * waits for an open exam, is in neither the right count nor the denominator, so a student with every
 * gradable answer right sees 100%.
 */
export function tallyPractice(entries: readonly PracticeTallyEntry[]): PracticeTally {
  let right = 0;
  let teacherGraded = 0;
  let keyWithheld = 0;
  for (const entry of entries) {
    if (entry.keyWithheld) keyWithheld += 1;
    else if (!isAutoGraded(entry.questionType)) teacherGraded += 1;
    else if (entry.rightStatus === 1) right += 1;
  }
  const graded = entries.length - keyWithheld - teacherGraded;
  return {
    total: entries.length,
    right,
    teacherGraded,
    keyWithheld,
    rate: graded === 0 ? null : wholePercent(right, graded),
  };
}

/** SPEC.md §2 "My exams": the pass seal shows when the score reaches the pass mark. */
export function hasPassed(score: number, passingScore: number): boolean {
  return score >= passingScore;
}
