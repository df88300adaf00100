import type { SnapshotFrom } from 'xstate';
import { isAnswered } from '../../../core/validation';
import type { MockExamMachine } from '../../../machines/mockExam.machine';
import { remainingMs, unansweredCount } from '../../../machines/mockExamPaper';

/**
 * Selectors over the exam machine's snapshot, defined once so `useSelector` compares stable
 * slices and a component re-renders only when what it shows has changed.
 */
type Snapshot = SnapshotFrom<MockExamMachine>;

/** The top-level state: generating, resumePrompt, answering, submitting, result … */
export const selectPhase = (snapshot: Snapshot): string => {
  const value = snapshot.value;
  return typeof value === 'string' ? value : Object.keys(value)[0];
};
/** In the middle of the exam: leaving now would abandon it for a while. */
export const selectInExam = (snapshot: Snapshot) => snapshot.matches('answering');
export const selectIsDone = (snapshot: Snapshot) => snapshot.status === 'done';
export const selectPaper = (snapshot: Snapshot) => snapshot.context.paper;
export const selectAllowsReadAloud = (snapshot: Snapshot) => snapshot.context.paper?.allowReadAloud === true;
export const selectSummaryId = (snapshot: Snapshot) => snapshot.context.summaryId;
export const selectExamPaperId = (snapshot: Snapshot) => snapshot.context.examPaperId;
export const selectQuestions = (snapshot: Snapshot) => snapshot.context.questions;
export const selectAnswers = (snapshot: Snapshot) => snapshot.context.answers;
export const selectIndex = (snapshot: Snapshot) => snapshot.context.index;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectResult = (snapshot: Snapshot) => snapshot.context.result;
export const selectTimeUp = (snapshot: Snapshot) => snapshot.context.timeUp;
export const selectIsLast = (snapshot: Snapshot) =>
  snapshot.context.index >= snapshot.context.questions.length - 1;
export const selectIsConfirmingSubmit = (snapshot: Snapshot) =>
  snapshot.matches({ answering: { dialog: 'confirmingSubmit' } });

/** Whole seconds left; changes once a second, so the countdown re-renders no more often. */
export const selectSecondsLeft = (snapshot: Snapshot) => {
  const { deadline, clockOffset, now } = snapshot.context;
  return Math.ceil(remainingMs(deadline, clockOffset, now) / 1000);
};

export const selectUnansweredCount = (snapshot: Snapshot) =>
  unansweredCount(snapshot.context.questions, snapshot.context.answers);

export const selectCurrentQuestion = (snapshot: Snapshot) =>
  snapshot.context.questions[snapshot.context.index] ?? null;

export const selectCurrentAnswer = (snapshot: Snapshot) => {
  const question = selectCurrentQuestion(snapshot);
  return question ? (snapshot.context.answers[question.questionId] ?? null) : null;
};

export const selectAnsweredCount = (snapshot: Snapshot) =>
  snapshot.context.questions.filter((question) => isAnswered(snapshot.context.answers[question.questionId]))
    .length;
