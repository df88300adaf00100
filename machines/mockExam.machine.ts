/**
 * A mock (or formal) exam of SPEC.md §4 under the binding rules of DESIGN.md "The exam engine":
 * generate the paper, offer to resume an attempt in progress, count down to the server's
 * deadline, answer by number and by type, submit (by the student or when time is up) and show the
 * server's result.
 *
 * The machine never fetches: `generate`, `submit` and `loadResult` are provided by the page.
 * The deadline stays a server timestamp in context with the measured clock offset, so the
 * countdown is right however wrong the local clock is and whenever a snapshot is restored.
 */
import { assign, emit, raise, setup } from 'xstate';
import { messageOf, notProvided } from './actors';
import type { ExamAnswerResult } from '../core/examTypes';
import {
  groupByType,
  mergeAnswers,
  remainingMs,
  submitRequest,
  summarizeResult,
  unansweredCount,
} from './mockExamPaper';
import { MOCK_EXAM_RETURN_PATH } from './mockExam.types';
import type {
  ExamClock,
  GenerateOutput,
  MockExamContext,
  MockExamEmitted,
  MockExamEvent,
  MockExamInput,
  MockExamOutput,
  SubmitInput,
} from './mockExam.types';

export type { ExamAnswerValue, ExamResultSummary } from './mockExamPaper';

export * from './mockExam.types';

const systemClock: ExamClock = { now: () => Date.now() };

/** 409 on submit means the attempt is already submitted (twice-clicked, another tab, the server). */
function isConflict(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 409;
}

export function createMockExamMachine(clock: ExamClock = systemClock) {
  const left = (context: MockExamContext) => remainingMs(context.deadline, context.clockOffset, clock.now());

  return setup({
    types: {
      context: {} as MockExamContext,
      events: {} as MockExamEvent,
      input: {} as MockExamInput,
      output: {} as MockExamOutput,
      emitted: {} as MockExamEmitted,
    },
    actors: {
      generate: notProvided<GenerateOutput, MockExamInput>('generate'),
      submit: notProvided<number, SubmitInput>('submit'),
      loadResult: notProvided<ExamAnswerResult, { summaryId: number }>('loadResult'),
    },
    delays: {
      timeLeft: ({ context }) => left(context),
    },
    guards: {
      isResume: (_, { attempt }: GenerateOutput) => attempt.supplementaryStatus === 1,
      /** The named attempt is already over (409): its result is what the student wants to see. */
      attemptOver: ({ context }, { error }: { error: unknown }) =>
        isConflict(error) && context.summaryId !== null,
      isConflict: (_, { error }: { error: unknown }) => isConflict(error),
      timeIsUp: ({ context }) => left(context) <= 0,
      hasUnanswered: ({ context }) => unansweredCount(context.questions, context.answers) > 0,
      isFirst: ({ context }) => context.index === 0,
      isLast: ({ context }) => context.index >= context.questions.length - 1,
      validJump: ({ context, event }) =>
        event.type === 'nav.jump' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.questions.length,
    },
    actions: {
      storeAttempt: assign((_, { attempt, pending }: GenerateOutput) => {
        const questions = groupByType(attempt.questionList);
        const now = clock.now();
        return {
          summaryId: attempt.examPaperParticipateSummaryId,
          paper: {
            examPaperName: attempt.examPaperName,
            subjectId: attempt.subjectId,
            examPaperType: attempt.examPaperType,
            passingScore: attempt.passingScore,
            startedAt: attempt.startedAt,
            allowReadAloud: attempt.allowReadAloud,
          },
          questions,
          answers: mergeAnswers(questions, pending),
          index: 0,
          deadline: attempt.deadline,
          clockOffset: attempt.serverNow - now,
          now,
          error: null,
        };
      }),
      storeError: assign({ error: (_, { error }: { error: unknown }) => messageOf(error) }),
      clearError: assign({ error: null }),
      tick: assign({ now: () => clock.now() }),
      markTimeUp: assign({ timeUp: true, now: () => clock.now() }),
      setAnswer: assign({
        answers: ({ context, event }) => {
          if (event.type !== 'answer.change') return context.answers;
          const question = context.questions[context.index];
          return question ? { ...context.answers, [question.questionId]: event.answer } : context.answers;
        },
      }),
      announceAnswer: emit(({ context, event }) => {
        const question = context.questions[context.index];
        return {
          type: 'answer.changed' as const,
          attemptId: context.summaryId ?? 0,
          questionId: question?.questionId ?? 0,
          answer: event.type === 'answer.change' ? event.answer : '',
        };
      }),
      announceSubmitted: emit(({ context }) => ({
        type: 'attempt.submitted' as const,
        attemptId: context.summaryId ?? 0,
      })),
      goNext: assign({ index: ({ context }) => Math.min(context.index + 1, context.questions.length - 1) }),
      goPrev: assign({ index: ({ context }) => Math.max(context.index - 1, 0) }),
      goTo: assign({
        index: ({ context, event }) => (event.type === 'nav.jump' ? event.index : context.index),
      }),
      storeResult: assign({
        result: (_, { result }: { result: ExamAnswerResult }) => summarizeResult(result),
      }),
    },
  }).createMachine({
    id: 'mockExam',
    context: ({ input }) => ({
      ...input,
      paper: null,
      questions: [],
      answers: {},
      index: 0,
      deadline: null,
      clockOffset: 0,
      now: clock.now(),
      timeUp: false,
      result: null,
      error: null,
    }),
    initial: 'generating',
    states: {
      generating: {
        invoke: {
          id: 'generate',
          src: 'generate',
          input: ({ context }) => ({ examPaperId: context.examPaperId, summaryId: context.summaryId }),
          onDone: [
            {
              guard: { type: 'isResume', params: ({ event }) => event.output },
              target: 'resumePrompt',
              actions: { type: 'storeAttempt', params: ({ event }) => event.output },
            },
            { target: 'answering', actions: { type: 'storeAttempt', params: ({ event }) => event.output } },
          ],
          onError: [
            {
              guard: { type: 'attemptOver', params: ({ event }) => ({ error: event.error }) },
              target: 'loadingResult',
            },
            {
              target: 'generateFailed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      generateFailed: {
        on: { 'generate.retry': { target: 'generating', actions: 'clearError' }, 'exam.leave': 'closed' },
      },
      /** "您还有未完成的试卷，请继续作答": the clock runs on the server meanwhile, so here too. */
      resumePrompt: {
        after: { timeLeft: { target: 'submitting', actions: 'markTimeUp' } },
        on: {
          'resume.confirm': 'answering',
          'resume.cancel': 'closed',
          'timer.expired': { target: 'submitting', actions: 'markTimeUp' },
        },
      },
      answering: {
        type: 'parallel',
        after: { timeLeft: { target: 'submitting', actions: 'markTimeUp' } },
        on: {
          'answer.change': { actions: ['setAnswer', 'announceAnswer'] },
          'nav.next': [{ guard: 'isLast' }, { actions: 'goNext' }],
          'nav.prev': [{ guard: 'isFirst' }, { actions: 'goPrev' }],
          'nav.jump': { guard: 'validJump', actions: 'goTo' },
          'timer.tick': [
            { guard: 'timeIsUp', target: 'submitting', actions: 'markTimeUp' },
            { actions: 'tick' },
          ],
          'attempt.closed': 'submitting',
          'timer.expired': { target: 'submitting', actions: 'markTimeUp' },
        },
        states: {
          /** A tick a second re-renders the countdown; the deadline itself is the delayed transition. */
          clock: {
            initial: 'running',
            states: {
              running: {
                after: { 1000: { target: 'running', reenter: true, actions: raise({ type: 'timer.tick' }) } },
              },
            },
          },
          dialog: {
            initial: 'closed',
            states: {
              closed: {
                on: {
                  'exam.submit': [
                    { guard: 'hasUnanswered', target: 'confirmingSubmit' },
                    { target: '#mockExam.submitting' },
                  ],
                },
              },
              /** Unanswered questions remain: the student confirms before handing in. */
              confirmingSubmit: {
                on: { 'submit.confirm': '#mockExam.submitting', 'submit.cancel': 'closed' },
              },
            },
          },
        },
      },
      submitting: {
        entry: 'clearError',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => submitRequest(context, clock.now()),
          onDone: { target: 'loadingResult', actions: 'announceSubmitted' },
          onError: [
            {
              guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
              target: 'loadingResult',
              actions: 'announceSubmitted',
            },
            {
              target: 'submitFailed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          ],
        },
      },
      submitFailed: {
        on: { 'submit.retry': 'submitting' },
      },
      loadingResult: {
        entry: 'clearError',
        invoke: {
          id: 'loadResult',
          src: 'loadResult',
          input: ({ context }) => ({ summaryId: context.summaryId ?? 0 }),
          onDone: {
            target: 'result',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: {
            target: 'resultFailed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      resultFailed: {
        on: { 'result.retry': 'loadingResult', 'result.close': 'closed' },
      },
      result: {
        on: { 'result.close': 'closed' },
      },
      closed: { type: 'final' },
    },
    output: () => ({ returnTo: MOCK_EXAM_RETURN_PATH }),
  });
}

/** The machine on the real clock; tests build their own with a simulated one. */
export const mockExamMachine = createMockExamMachine();

export type MockExamMachine = ReturnType<typeof createMockExamMachine>;
