/**
 * Types of the mock exam machine (machines/mockExam.machine.ts): its input, context, events and
 * what it emits, shared with the page that drives it.
 */
import type { ExamAttempt, PaperQuestion, SubmitExamRequest } from '../core/examTypes';
import type { ExamAnswerValue, ExamResultSummary } from './mockExamPaper';

export const MOCK_EXAM_RETURN_PATH = '/simulationTest';

export interface ExamClock {
  now(): number;
}

export interface MockExamInput {
  examPaperId: number;
  /** The attempt named by the link (a card's open attempt), or null to open one. */
  summaryId: number | null;
}

export interface GenerateOutput {
  attempt: ExamAttempt;
  /** Answers this browser kept for the attempt that the server has not acknowledged. */
  pending: Record<number, ExamAnswerValue>;
}

export type SubmitInput = Omit<SubmitExamRequest, 'userId' | 'userName'>;

export interface PaperInfo {
  examPaperName: string;
  subjectId: number;
  examPaperType: 0 | 1;
  passingScore: number;
  startedAt: number;
  /** The paper lets the student turn 朗读 on (absent in snapshots kept before it existed). */
  allowReadAloud?: boolean;
}

export interface MockExamContext extends MockExamInput {
  paper: PaperInfo | null;
  questions: PaperQuestion[];
  answers: Record<number, ExamAnswerValue>;
  index: number;
  /** Server epoch ms. */
  deadline: number | null;
  /** Server clock − local clock when the paper arrived. */
  clockOffset: number;
  /** Local time of the last tick: what the countdown shows. */
  now: number;
  timeUp: boolean;
  result: ExamResultSummary | null;
  error: string | null;
}

export type MockExamEvent =
  | { type: 'resume.confirm' }
  | { type: 'resume.cancel' }
  | { type: 'answer.change'; answer: ExamAnswerValue }
  | { type: 'nav.next' }
  | { type: 'nav.prev' }
  | { type: 'nav.jump'; index: number }
  | { type: 'timer.tick' }
  /** The deadline has passed, said without waiting for it (the QA panel steps an exam through time-up). */
  | { type: 'timer.expired' }
  | { type: 'exam.submit' }
  | { type: 'submit.confirm' }
  | { type: 'submit.cancel' }
  | { type: 'submit.retry' }
  /** The server refused an autosave because the attempt is over: fetch what it made of it. */
  | { type: 'attempt.closed' }
  | { type: 'result.retry' }
  | { type: 'result.close' }
  | { type: 'generate.retry' }
  | { type: 'exam.leave' };

export type MockExamEmitted =
  | { type: 'answer.changed'; attemptId: number; questionId: number; answer: ExamAnswerValue }
  | { type: 'attempt.submitted'; attemptId: number };

export interface MockExamOutput {
  returnTo: string;
}
