import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { AnswerVerdict, Question, QuestionType } from '../../../core/questionBankTypes';
import { createPracticeSessionMachine } from '../../../machines/practiceSession.machine';
import type {
  LoadQuestionInput,
  PracticeKind,
  PracticeNotice,
  SaveAnswerInput,
} from '../../../machines/practiceSession.machine';

/** Question ids of the fixture batch and their types: single, fill-in (2 blanks), subjective. */
export const BATCH = { batchId: 77, questionIds: [11, 12, 13] };
const TYPES: Record<number, QuestionType> = { 11: 1, 12: 4, 13: 5, 14: 2, 15: 3, 16: 6 };

export function aQuestion(id: number, overrides: Partial<Question> = {}): Question {
  const questionType = TYPES[id] ?? 1;
  return {
    id,
    questionType,
    title: `第${id}题`,
    optionsA: '小猫',
    optionsB: '小狗',
    optionsC: '小鸟',
    answerCount: questionType === 4 ? 2 : 1,
    knowledgePoints: [{ id: 1, title: '循环' }],
    ...overrides,
  };
}

/**
 * The server's grading of the fixture: question 11 is right with 'B', fill-in right with ['3','4'].
 * Questions in `keyWithheldOn` (read at each save) are in an exam the student has open: the server
 * says only that the answer was kept.
 */
export function verdictFor(input: SaveAnswerInput, keyWithheldOn: readonly number[] = []): AnswerVerdict {
  const right =
    (input.questionId === 11 && input.yourAnswer === 'B') ||
    (input.questionId === 12 && JSON.stringify(input.yourAnswer) === '["3","4"]');
  const waitsForReview = input.questionType === 5 || input.questionType === 6;
  const rightStatus = waitsForReview ? 0 : right ? 1 : -1;
  if (keyWithheldOn.includes(input.questionId)) return { questionId: input.questionId, keyWithheld: true };
  return {
    questionId: input.questionId,
    rightStatus,
    keyWithheld: false,
    answer: 'B',
    answerList: [],
    txtSolution: '解析',
    videoSolution: null,
  };
}

export interface StartOptions {
  kind?: PracticeKind;
  questionIds?: number[];
  snapshot?: unknown;
  /** Resolve loads and saves by hand (to observe the in-between states). */
  manual?: boolean;
  failSave?: () => unknown;
  questions?: Record<number, Question>;
  /** Questions whose verdict comes without the key (an exam is open on them). */
  keyWithheldOn?: number[];
}

/** An actor over the fixture batch, with a simulated clock and recorded calls. */
export function startSession(options: StartOptions = {}) {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const loads: LoadQuestionInput[] = [];
  const saves: SaveAnswerInput[] = [];
  const notices: PracticeNotice[] = [];
  const machine = createPracticeSessionMachine(clock).provide({
    actors: {
      loadQuestion: fromPromise<Question, LoadQuestionInput>(async ({ input }) => {
        loads.push(input);
        return options.questions?.[input.id] ?? aQuestion(input.id);
      }),
      saveAnswer: fromPromise<AnswerVerdict, SaveAnswerInput>(async ({ input }) => {
        saves.push(input);
        if (options.failSave) throw options.failSave();
        return verdictFor(input, options.keyWithheldOn);
      }),
    },
  });
  const input = {
    ...BATCH,
    questionIds: options.questionIds ?? BATCH.questionIds,
    kind: options.kind ?? 'bank',
  };
  const actor = createActor(machine, {
    clock,
    input,
    ...(options.snapshot ? { snapshot: options.snapshot as never } : {}),
  });
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, clock, loads, saves, notices, machine };
}

/** Lets resolved promise actors report back. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function stateOf(actor: ReturnType<typeof startSession>['actor']): string {
  return String(actor.getSnapshot().value);
}
