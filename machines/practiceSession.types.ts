/**
 * Types of the practice session machine (machines/practiceSession.machine.ts): its input, events,
 * context, the calls it asks the page to provide, and what it emits and outputs.
 */
import type { PracticeTally } from '../core/grading';
import type { Question, QuestionType, RightStatus } from '../core/questionBankTypes';

/** Where the batch came from; the page maps it to the route closing the result leads to. */
export type PracticeKind = 'bank' | 'knowledge' | 'mistakes';

/** A string for most types; one string per blank for fill-in. */
export type PracticeAnswer = string | string[];

export interface PracticeClock {
  now(): number;
}

export interface PracticeSessionInput {
  batchId: number;
  questionIds: number[];
  kind: PracticeKind;
}

export type LoadQuestionInput = { id: number; batchId: number };

export interface SaveAnswerInput {
  batchId: number;
  questionId: number;
  questionType: QuestionType;
  yourAnswer: PracticeAnswer;
  /** ms since the question was shown (SPEC.md §9). */
  costTime: number;
}

/** Totals of the result dialog, counted by core's rule (`tallyPractice`). */
export type PracticeResult = PracticeTally;

/** KEY_WITHHELD: the first answer of the session whose verdict waits for an open exam (the page words it). */
export type NoticeCode = 'ANSWER_REQUIRED' | 'FILL_BLANK_COUNT_MISMATCH' | 'SAVE_FAILED' | 'KEY_WITHHELD';

export interface PracticeNotice {
  type: 'notice';
  code: NoticeCode;
  /** Chinese text to show; empty when the failure was already reported elsewhere. */
  text: string;
}

export type PracticeEvent =
  | { type: 'answer.change'; answer: PracticeAnswer }
  | { type: 'nav.next' }
  | { type: 'nav.prev' }
  | { type: 'nav.jump'; index: number }
  | { type: 'load.retry' }
  | { type: 'result.close' };

export interface PracticeContext extends PracticeSessionInput {
  index: number;
  /** Index the pending move goes to; `questionIds.length` means the result. */
  destination: number;
  questions: Record<number, Question>;
  answers: Record<number, PracticeAnswer>;
  /** What the server holds for each question, so an unchanged answer is not saved twice. */
  savedAnswers: Record<number, PracticeAnswer>;
  /** The server's verdict per saved question, for those it gave one. */
  rightStatus: Record<number, RightStatus>;
  /** Questions whose verdict and key the server keeps back while the student has an exam open on them. */
  keyWithheld: Record<number, true>;
  /** When each question was last shown, for costTime. */
  shownAt: Record<number, number>;
  startedAt: number;
  stoppedAt: number | null;
  result: PracticeResult | null;
  loadError: string | null;
}

export type PracticeOutput = { kind: PracticeKind };
