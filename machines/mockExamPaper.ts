/**
 * Pure helpers of the mock exam machine: the paper's sections, the answers to resume with, the
 * clock correction and the result figures. Kept apart so the chart stays readable.
 */
import type { ExamAnswer, ExamAnswerResult, PaperQuestion, SubmitExamRequest } from '../core/examTypes';
import type { QuestionType } from '../core/questionBankTypes';
import { wholePercent } from '../core/format';
import { isAnswered } from '../core/validation';

export type ExamAnswerValue = string | string[];

export interface PaperSection {
  questionType: QuestionType;
  /** Index of the section's first question in the machine's question list. */
  start: number;
  count: number;
}

export interface ExamResultSummary {
  score: number;
  paperTotalScore: number;
  passingScore: number;
  right: number;
  total: number;
  /** whole percent of right answers over all questions (SPEC.md §9) */
  accuracy: number;
  /** ms, measured by the server */
  costTime: number;
  autoSubmitted: boolean;
}

/**
 * Questions grouped by type, each type where it first appears (the paper's own section order),
 * and the questions of a type in their original order.
 */
export function groupByType(questions: readonly PaperQuestion[]): PaperQuestion[] {
  const order: QuestionType[] = [];
  for (const question of questions) {
    if (!order.includes(question.questionType)) order.push(question.questionType);
  }
  return order.flatMap((type) => questions.filter((question) => question.questionType === type));
}

export function sectionsOf(questions: readonly PaperQuestion[]): PaperSection[] {
  const sections: PaperSection[] = [];
  questions.forEach((question, index) => {
    const last = sections.at(-1);
    if (last && last.questionType === question.questionType) last.count += 1;
    else sections.push({ questionType: question.questionType, start: index, count: 1 });
  });
  return sections;
}

function copyAnswer(answer: ExamAnswerValue | readonly string[]): ExamAnswerValue {
  return Array.isArray(answer) ? [...(answer as readonly string[])] : String(answer);
}

/**
 * What the student sees on resuming: every answer the server saved, overlaid with the ones this
 * browser kept but never got acknowledged (they are newer). Answers to other questions are dropped.
 */
export function mergeAnswers(
  questions: readonly PaperQuestion[],
  pending: Readonly<Record<number, ExamAnswerValue>>,
): Record<number, ExamAnswerValue> {
  const answers: Record<number, ExamAnswerValue> = {};
  for (const question of questions) {
    const id = question.questionId;
    const local = pending[id];
    const saved = question.yourAnswer;
    if (local !== undefined) answers[id] = copyAnswer(local);
    else if (saved !== null && saved !== undefined && isAnswered(saved)) answers[id] = copyAnswer(saved);
  }
  return answers;
}

/** The answers worth submitting: answered questions only, in paper order. */
export function answerList(
  questions: readonly PaperQuestion[],
  answers: Readonly<Record<number, ExamAnswerValue>>,
): ExamAnswer[] {
  return questions.flatMap((question) => {
    const yourAnswer = answers[question.questionId];
    return yourAnswer !== undefined && isAnswered(yourAnswer)
      ? [{ questionId: question.questionId, yourAnswer }]
      : [];
  });
}

export function unansweredCount(
  questions: readonly PaperQuestion[],
  answers: Readonly<Record<number, ExamAnswerValue>>,
): number {
  return questions.filter((question) => !isAnswered(answers[question.questionId])).length;
}

/**
 * Milliseconds left before the server's deadline. `clockOffset` = server clock − local clock,
 * measured when the paper arrived, so a wrong local clock does not move the deadline.
 */
export function remainingMs(deadline: number | null, clockOffset: number, localNow: number): number {
  if (deadline === null) return 0;
  return Math.max(0, deadline - (localNow + clockOffset));
}

export function summarizeResult(result: ExamAnswerResult): ExamResultSummary {
  const list = result.questionAnswerList ?? [];
  const right = result.rightCount ?? list.filter((item) => item.rightStatus === 1).length;
  const total = result.totalCount || list.length;
  return {
    score: result.totalScore,
    paperTotalScore: result.paperTotalScore,
    passingScore: result.passingScore,
    right,
    total,
    accuracy: wholePercent(right, total),
    costTime: result.costTime,
    autoSubmitted: result.autoSubmitted,
  };
}

/** What submitting needs to know about the attempt (a slice of the machine's context). */
export interface SubmittingAttempt {
  summaryId: number | null;
  paper: { examPaperName: string; subjectId: number; startedAt: number } | null;
  questions: readonly PaperQuestion[];
  answers: Readonly<Record<number, ExamAnswerValue>>;
  deadline: number | null;
  clockOffset: number;
}

/** The submit body; `localNow` is the local clock, corrected to the server's with the offset. */
export function submitRequest(
  attempt: SubmittingAttempt,
  localNow: number,
): Omit<SubmitExamRequest, 'userId' | 'userName'> {
  const { paper, deadline } = attempt;
  const serverNow = localNow + attempt.clockOffset;
  const end = deadline === null ? serverNow : Math.min(serverNow, deadline);
  return {
    examPaperName: paper?.examPaperName ?? '',
    subjectId: paper?.subjectId ?? 0,
    examPaperParticipateSummaryId: attempt.summaryId ?? 0,
    costTime: Math.max(0, end - (paper?.startedAt ?? end)),
    // The server grades and totals for itself (DESIGN.md); the wire still wants the fields, and
    // the client cannot sum them: the answer key never reaches it while the exam is open.
    totalScore: 0,
    multipleChoiceScore: 0,
    multipleSelectionScore: 0,
    trueFalseScore: 0,
    fillsScore: 0,
    essayScore: 0,
    programmingScore: 0,
    questionAnswerList: answerList(attempt.questions, attempt.answers),
  };
}
