import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ExamAnswerResult, ExamAttempt, PaperQuestion } from '../../../core/examTypes';
import type { QuestionType } from '../../../core/questionBankTypes';
import { createMockExamMachine } from '../../../machines/mockExam.machine';
import type {
  ExamAnswerValue,
  GenerateOutput,
  MockExamEmitted,
  MockExamInput,
  SubmitInput,
} from '../../../machines/mockExam.machine';

/** The local clock when the paper arrives; the server's clock runs 90 s ahead of it. */
export const LOCAL_START = 1_000_000;
export const SERVER_AHEAD_MS = 90_000;
export const EXAM_MS = 60 * 60_000;
export const SUMMARY_ID = 900;

export function aPaperQuestion(
  questionId: number,
  questionType: QuestionType,
  extra: Partial<PaperQuestion> = {},
): PaperQuestion {
  return {
    id: questionId,
    questionId,
    questionType,
    score: questionType === 6 ? 15 : 2,
    title: `第${questionId}题`,
    optionsA: '小猫',
    optionsB: '小狗',
    optionsC: '小鸟',
    answerCount: questionType === 4 ? 2 : 1,
    knowledgePoints: [],
    ...extra,
  };
}

/** Mixed on purpose: a true/false between two single choices is shown in its own section. */
export const PAPER: PaperQuestion[] = [
  aPaperQuestion(1, 1),
  aPaperQuestion(3, 3),
  aPaperQuestion(2, 1),
  aPaperQuestion(4, 4),
];

export function anAttempt(overrides: Partial<ExamAttempt> = {}): ExamAttempt {
  const startedAt = LOCAL_START + SERVER_AHEAD_MS - 5 * 60_000;
  return {
    examPaperParticipateSummaryId: SUMMARY_ID,
    examPaperId: 7,
    examPaperName: 'Scratch 一级模拟卷',
    subjectId: 1,
    examPaperType: 0,
    examTime: 60,
    passingScore: 60,
    startedAt,
    deadline: startedAt + EXAM_MS,
    serverNow: LOCAL_START + SERVER_AHEAD_MS,
    supplementaryStatus: 0,
    allowReadAloud: false,
    seq: 0,
    questionList: PAPER,
    ...overrides,
  };
}

export function aResult(overrides: Partial<ExamAnswerResult> = {}): ExamAnswerResult {
  return {
    examPaperParticipateSummaryId: SUMMARY_ID,
    examPaperId: 7,
    examPaperName: 'Scratch 一级模拟卷',
    examPaperType: 0,
    passingScore: 60,
    paperTotalScore: 8,
    totalScore: 4,
    costTime: 7 * 60_000,
    rightCount: 2,
    totalCount: 4,
    sections: [],
    questionAnswerList: [],
    submittedAt: LOCAL_START,
    autoSubmitted: false,
    ...overrides,
  };
}

export interface ExamStartOptions {
  attempt?: ExamAttempt;
  pending?: Record<number, ExamAnswerValue>;
  input?: Partial<MockExamInput>;
  failGenerate?: () => unknown;
  /** Each submit call takes the next of these: an error to throw, or nothing for success. */
  submitErrors?: unknown[];
  failResult?: () => unknown;
}

export function startExam(options: ExamStartOptions = {}) {
  const clock = new SimulatedClock();
  clock.set(LOCAL_START);
  const generated: MockExamInput[] = [];
  const submits: SubmitInput[] = [];
  const resultsLoaded: number[] = [];
  const emitted: MockExamEmitted[] = [];
  const submitErrors = [...(options.submitErrors ?? [])];
  const machine = createMockExamMachine(clock).provide({
    actors: {
      generate: fromPromise<GenerateOutput, MockExamInput>(async ({ input }) => {
        generated.push(input);
        if (options.failGenerate) throw options.failGenerate();
        return { attempt: options.attempt ?? anAttempt(), pending: options.pending ?? {} };
      }),
      submit: fromPromise<number, SubmitInput>(async ({ input }) => {
        submits.push(input);
        const error = submitErrors.shift();
        if (error) throw error;
        return input.examPaperParticipateSummaryId;
      }),
      loadResult: fromPromise<ExamAnswerResult, { summaryId: number }>(async ({ input }) => {
        resultsLoaded.push(input.summaryId);
        if (options.failResult) throw options.failResult();
        return aResult();
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { examPaperId: 7, summaryId: null, ...options.input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, generated, submits, resultsLoaded, emitted };
}

/** Lets resolved promise actors report back. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function phaseOf(actor: ReturnType<typeof startExam>['actor']): string {
  const value = actor.getSnapshot().value;
  return typeof value === 'string' ? value : Object.keys(value)[0];
}
