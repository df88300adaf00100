/**
 * The practice session of SPEC.md §4: one batch of questions, answered in order, with a count-up
 * timer and a result dialog computed from the server's verdicts.
 *
 * The machine never fetches: `loadQuestion` and `saveAnswer` are provided by the page
 * (`machine.provide`). Time comes from an injected clock so tests can drive it, and the timer is a
 * timestamp (`startedAt`), so a snapshot restored after a reload keeps counting from the real start.
 */
import { and, assign, emit, setup } from 'xstate';
import { messageOf, notProvided } from './actors';
import type { AnswerVerdict, Question } from '../core/questionBankTypes';
import { tallyPractice } from '../core/grading';
import { ANSWER_REQUIRED, FILL_BLANK_COUNT_MISMATCH, validateAnswer } from '../core/validation';
import type {
  LoadQuestionInput,
  NoticeCode,
  PracticeAnswer,
  PracticeClock,
  PracticeContext,
  PracticeEvent,
  PracticeNotice,
  PracticeOutput,
  PracticeSessionInput,
  SaveAnswerInput,
} from './practiceSession.types';

/** Bump when context or states change shape: older persisted snapshots are then ignored. */
export const PRACTICE_SESSION_VERSION = 4;

export type * from './practiceSession.types';

export const systemClock: PracticeClock = { now: () => Date.now() };

export function currentQuestionId(context: PracticeContext): number {
  return context.questionIds[context.index];
}

/** What is wrong with the current answer before moving on, or null when it may be sent. */
function answerProblem(context: PracticeContext): NoticeCode | null {
  const id = currentQuestionId(context);
  const question = context.questions[id];
  const answer = context.answers[id];
  const problem = validateAnswer(answer, question?.questionType === 4 ? question.answerCount : undefined);
  if (problem === ANSWER_REQUIRED) return 'ANSWER_REQUIRED';
  if (problem === FILL_BLANK_COUNT_MISMATCH) return 'FILL_BLANK_COUNT_MISMATCH';
  return null;
}

function sameAnswer(a: PracticeAnswer | undefined, b: PracticeAnswer | undefined): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function createPracticeSessionMachine(clock: PracticeClock = systemClock) {
  return setup({
    types: {
      context: {} as PracticeContext,
      events: {} as PracticeEvent,
      input: {} as PracticeSessionInput,
      output: {} as PracticeOutput,
      emitted: {} as PracticeNotice,
    },
    actors: {
      loadQuestion: notProvided<Question, LoadQuestionInput>('loadQuestion'),
      saveAnswer: notProvided<AnswerVerdict, SaveAnswerInput>('saveAnswer'),
    },
    guards: {
      isFirst: ({ context }) => context.index === 0,
      currentUnanswered: ({ context }) => answerProblem(context) === 'ANSWER_REQUIRED',
      currentBlankMismatch: ({ context }) => answerProblem(context) === 'FILL_BLANK_COUNT_MISMATCH',
      /** Leaving a question sends its answer when it is complete and not yet on the server. */
      currentNeedsSave: ({ context }) => {
        const id = currentQuestionId(context);
        return answerProblem(context) === null && !sameAnswer(context.answers[id], context.savedAnswers[id]);
      },
      jumpIgnored: ({ context, event }) =>
        event.type !== 'nav.jump' ||
        !Number.isInteger(event.index) ||
        event.index === context.index ||
        event.index < 0 ||
        event.index >= context.questionIds.length,
      jumpIsForward: ({ context, event }) => event.type === 'nav.jump' && event.index > context.index,
      destinationIsResult: ({ context }) => context.destination >= context.questionIds.length,
      destinationLoaded: ({ context }) =>
        context.questions[context.questionIds[context.destination]] !== undefined,
      /** The first verdict of the session that comes without its key: the student is told why once. */
      firstKeyWithheld: ({ context }, { verdict }: { verdict: AnswerVerdict }) =>
        verdict.keyWithheld && Object.keys(context.keyWithheld).length === 0,
    },
    actions: {
      setAnswer: assign({
        answers: ({ context, event }) =>
          event.type === 'answer.change'
            ? { ...context.answers, [currentQuestionId(context)]: event.answer }
            : context.answers,
      }),
      aimNext: assign({ destination: ({ context }) => context.index + 1 }),
      aimPrev: assign({ destination: ({ context }) => context.index - 1 }),
      aimJump: assign({
        destination: ({ context, event }) => (event.type === 'nav.jump' ? event.index : context.index),
      }),
      enterDestination: assign({ index: ({ context }) => context.destination }),
      stampShown: assign({
        shownAt: ({ context }) => ({ ...context.shownAt, [currentQuestionId(context)]: clock.now() }),
      }),
      storeQuestion: assign(({ context }, { question }: { question: Question }) => {
        const id = currentQuestionId(context);
        const update: Partial<PracticeContext> = {
          questions: { ...context.questions, [id]: question },
          loadError: null,
        };
        // Answered earlier in this batch (e.g. before a reload without a snapshot): show and count it.
        const earlier = question.yourAnswer;
        if (earlier !== null && earlier !== undefined && context.answers[id] === undefined) {
          const answer = Array.isArray(earlier) ? [...earlier] : String(earlier);
          update.answers = { ...context.answers, [id]: answer };
          update.savedAnswers = { ...context.savedAnswers, [id]: answer };
          if (!question.keyWithheld)
            update.rightStatus = { ...context.rightStatus, [id]: question.rightStatus ?? 0 };
        }
        if (question.keyWithheld) update.keyWithheld = { ...context.keyWithheld, [id]: true };
        return update;
      }),
      storeLoadError: assign({ loadError: (_, { error }: { error: unknown }) => messageOf(error) }),
      // A withheld verdict is not known here at all: an earlier one of the same question goes too.
      storeVerdict: assign(({ context }, { verdict }: { verdict: AnswerVerdict }) => {
        const id = currentQuestionId(context);
        const { [id]: _revealed, ...keyWithheld } = context.keyWithheld;
        const { [id]: _earlier, ...rightStatus } = context.rightStatus;
        const savedAnswers = { ...context.savedAnswers, [id]: context.answers[id] };
        if (verdict.keyWithheld)
          return { rightStatus, savedAnswers, keyWithheld: { ...context.keyWithheld, [id]: true as const } };
        return { rightStatus: { ...rightStatus, [id]: verdict.rightStatus }, savedAnswers, keyWithheld };
      }),
      noticeAnswerRequired: emit({ type: 'notice', code: 'ANSWER_REQUIRED', text: ANSWER_REQUIRED } as const),
      noticeBlankMismatch: emit({
        type: 'notice',
        code: 'FILL_BLANK_COUNT_MISMATCH',
        text: FILL_BLANK_COUNT_MISMATCH,
      } as const),
      noticeKeyWithheld: emit({ type: 'notice', code: 'KEY_WITHHELD', text: '' } as const),
      noticeSaveFailed: emit((_, { error }: { error: unknown }) => ({
        type: 'notice' as const,
        code: 'SAVE_FAILED' as const,
        text: messageOf(error),
      })),
      stopTimer: assign({ stoppedAt: ({ context }) => context.stoppedAt ?? clock.now() }),
      computeResult: assign({
        // Every question was loaded on the way here: the result comes only after the last one.
        result: ({ context }) =>
          tallyPractice(
            context.questionIds.flatMap((id) => {
              const question = context.questions[id];
              return question
                ? [
                    {
                      questionType: question.questionType,
                      rightStatus: context.rightStatus[id],
                      keyWithheld: context.keyWithheld[id] === true,
                    },
                  ]
                : [];
            }),
          ),
      }),
    },
  }).createMachine({
    id: 'practiceSession',
    context: ({ input }) => ({
      ...input,
      index: 0,
      destination: 0,
      questions: {},
      answers: {},
      savedAnswers: {},
      rightStatus: {},
      keyWithheld: {},
      shownAt: {},
      startedAt: clock.now(),
      stoppedAt: null,
      result: null,
      loadError: null,
    }),
    initial: 'routing',
    states: {
      /** Decides where a move lands: the result, a question already loaded, or one to load. */
      routing: {
        always: [
          { guard: 'destinationIsResult', target: 'result' },
          { guard: 'destinationLoaded', target: 'answering', actions: ['enterDestination', 'stampShown'] },
          { target: 'loading', actions: 'enterDestination' },
        ],
      },
      loading: {
        invoke: {
          id: 'loadQuestion',
          src: 'loadQuestion',
          input: ({ context }) => ({ id: currentQuestionId(context), batchId: context.batchId }),
          onDone: {
            target: 'answering',
            actions: [
              { type: 'storeQuestion', params: ({ event }) => ({ question: event.output }) },
              'stampShown',
            ],
          },
          onError: {
            target: 'loadFailed',
            actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadFailed: {
        on: { 'load.retry': 'loading' },
      },
      answering: {
        on: {
          'answer.change': { actions: 'setAnswer' },
          'nav.next': [
            { guard: 'currentUnanswered', actions: 'noticeAnswerRequired' },
            { guard: 'currentBlankMismatch', actions: 'noticeBlankMismatch' },
            { guard: 'currentNeedsSave', target: 'saving', actions: 'aimNext' },
            { target: 'routing', actions: 'aimNext' },
          ],
          'nav.prev': [
            // Previous is disabled on the first question: no transition, so `can()` is false.
            { guard: 'isFirst' },
            { guard: 'currentNeedsSave', target: 'saving', actions: 'aimPrev' },
            { target: 'routing', actions: 'aimPrev' },
          ],
          'nav.jump': [
            { guard: 'jumpIgnored' },
            // Backward is free; forward only once the current question is answered.
            { guard: and(['jumpIsForward', 'currentUnanswered']), actions: 'noticeAnswerRequired' },
            { guard: and(['jumpIsForward', 'currentBlankMismatch']), actions: 'noticeBlankMismatch' },
            { guard: 'currentNeedsSave', target: 'saving', actions: 'aimJump' },
            { target: 'routing', actions: 'aimJump' },
          ],
        },
      },
      saving: {
        invoke: {
          id: 'saveAnswer',
          src: 'saveAnswer',
          input: ({ context }) => {
            const id = currentQuestionId(context);
            return {
              batchId: context.batchId,
              questionId: id,
              questionType: context.questions[id].questionType,
              yourAnswer: context.answers[id],
              costTime: Math.max(0, clock.now() - (context.shownAt[id] ?? clock.now())),
            };
          },
          onDone: [
            {
              guard: { type: 'firstKeyWithheld', params: ({ event }) => ({ verdict: event.output }) },
              target: 'routing',
              actions: [
                { type: 'storeVerdict', params: ({ event }) => ({ verdict: event.output }) },
                'noticeKeyWithheld',
              ],
            },
            {
              target: 'routing',
              actions: { type: 'storeVerdict', params: ({ event }) => ({ verdict: event.output }) },
            },
          ],
          // The student stays on the question and may try again.
          onError: {
            target: 'answering',
            actions: { type: 'noticeSaveFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      result: {
        entry: ['stopTimer', 'computeResult'],
        on: { 'result.close': 'closed' },
      },
      closed: { type: 'final' },
    },
    output: ({ context }) => ({ kind: context.kind }),
  });
}

/** The machine on the real clock; tests build their own with a simulated one. */
export const practiceSessionMachine = createPracticeSessionMachine();

export type PracticeSessionMachine = ReturnType<typeof createPracticeSessionMachine>;
