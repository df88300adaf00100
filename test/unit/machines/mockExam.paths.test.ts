/**
 * Model-based test: `xstate/graph` walks the mock exam machine — generating (new attempt, resumed
 * attempt, refused, already over), the resume prompt, answering and moving on a two-question
 * paper, the submit confirmation, submitting (ok, 409 treated as done, failure and retry), the
 * result — and every shortest path is replayed on a real actor whose calls are answered by hand.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ActorLogic } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { ExamAnswerResult } from '../../../core/examTypes';
import { createMockExamMachine } from '../../../machines/mockExam.machine';
import type {
  GenerateOutput,
  MockExamEvent,
  MockExamInput,
  SubmitInput,
} from '../../../machines/mockExam.machine';
import { LOCAL_START, SUMMARY_ID, aPaperQuestion, aResult, anAttempt, settle } from './mockExam.fixtures';

const DONE = (id: string) => `xstate.done.actor.${id}`;
const ERROR = (id: string) => `xstate.error.actor.${id}`;

const questionList = [aPaperQuestion(1, 1), aPaperQuestion(2, 3)];
const FRESH: GenerateOutput = { attempt: anAttempt({ questionList }), pending: {} };
const RESUMED: GenerateOutput = {
  attempt: anAttempt({ questionList, supplementaryStatus: 1 }),
  pending: { 2: 'A' },
};
const CONFLICT = { status: 409, message: '该试卷已提交' };
const REFUSED = { status: 403, message: '无权访问' };
const OFFLINE = { status: 'NETWORK_ERROR', message: 'Network Error' };

const clock = new SimulatedClock();
clock.set(LOCAL_START);
const machine = createMockExamMachine(clock);
const input: MockExamInput = { examPaperId: 7, summaryId: SUMMARY_ID };
type Snapshot = ReturnType<typeof machine.getInitialSnapshot>;

const internal = (event: object) => event as unknown as MockExamEvent;

/** The events a student and the server could produce in each state. */
function eventsFor(snapshot: Snapshot): MockExamEvent[] {
  const { context } = snapshot;
  if (snapshot.matches('generating')) {
    return [
      internal({ type: DONE('generate'), output: FRESH }),
      internal({ type: DONE('generate'), output: RESUMED }),
      internal({ type: ERROR('generate'), error: CONFLICT }),
      internal({ type: ERROR('generate'), error: REFUSED }),
    ];
  }
  if (snapshot.matches('generateFailed')) return [{ type: 'generate.retry' }, { type: 'exam.leave' }];
  if (snapshot.matches('resumePrompt')) return [{ type: 'resume.confirm' }, { type: 'resume.cancel' }];
  if (snapshot.matches('submitting')) {
    return [
      internal({ type: DONE('submit'), output: SUMMARY_ID }),
      internal({ type: ERROR('submit'), error: CONFLICT }),
      internal({ type: ERROR('submit'), error: OFFLINE }),
    ];
  }
  if (snapshot.matches('submitFailed')) return [{ type: 'submit.retry' }];
  if (snapshot.matches('loadingResult')) {
    return [
      internal({ type: DONE('loadResult'), output: aResult() }),
      internal({ type: ERROR('loadResult'), error: OFFLINE }),
    ];
  }
  if (snapshot.matches('resultFailed')) return [{ type: 'result.retry' }, { type: 'result.close' }];
  if (snapshot.matches('result')) return [{ type: 'result.close' }];
  if (!snapshot.matches('answering')) return [];
  if (snapshot.matches({ answering: { dialog: 'confirmingSubmit' } })) {
    return [{ type: 'submit.confirm' }, { type: 'submit.cancel' }];
  }
  const current = context.questions[context.index].questionId;
  const events: MockExamEvent[] = [
    { type: 'nav.next' },
    { type: 'nav.prev' },
    { type: 'nav.jump', index: 1 - context.index },
    { type: 'exam.submit' },
    { type: 'attempt.closed' },
  ];
  if (context.answers[current] === undefined) events.push({ type: 'answer.change', answer: 'A' });
  return events;
}

function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify([snapshot.value, context.index, context.answers, context.summaryId]);
}

type Call = 'generate' | 'submit' | 'loadResult';

/** The machine under test, with its calls settled one by one as a path says. */
function startSut() {
  const pending: Array<{ call: Call; resolve: (value: unknown) => void; reject: (error: unknown) => void }> =
    [];
  const wait = <T>(call: Call) =>
    new Promise<T>((resolve, reject) => pending.push({ call, resolve: resolve as never, reject }));
  const provided = machine.provide({
    actors: {
      generate: fromPromise<GenerateOutput, MockExamInput>(() => wait<GenerateOutput>('generate')),
      submit: fromPromise<number, SubmitInput>(() => wait<number>('submit')),
      loadResult: fromPromise<ExamAnswerResult, { summaryId: number }>(() =>
        wait<ExamAnswerResult>('loadResult'),
      ),
    },
  });
  const actor = createActor(provided, { input, clock }).start();
  const settleCall = async (call: Call, outcome: { output?: unknown; error?: unknown }) => {
    const next = pending.shift();
    if (!next || next.call !== call) throw new Error(`expected a pending ${call}`);
    if ('error' in outcome && outcome.error !== undefined) next.reject(outcome.error);
    else next.resolve(outcome.output);
    await settle();
  };
  return { actor, settleCall };
}

describe('mock exam machine: every shortest path', () => {
  const logic = machine as unknown as ActorLogic<Snapshot, MockExamEvent, MockExamInput>;
  const model = new TestModel(logic, { events: eventsFor, serializeState, input });
  const paths = model.getShortestPaths();

  it('reaches every state of the chart', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        path.steps.map((step) => {
          const value = step.state.value;
          return typeof value === 'string' ? value : Object.keys(value)[0];
        }),
      ),
    );
    expect([...reached].sort()).toEqual(
      [
        'answering',
        'closed',
        'generateFailed',
        'generating',
        'loadingResult',
        'result',
        'resultFailed',
        'resumePrompt',
        'submitFailed',
        'submitting',
      ].sort(),
    );
    expect(paths.length).toBeGreaterThan(20);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const sut = startSut();
    const send = ({ event }: { event: MockExamEvent }) => void sut.actor.send(event);
    const settleWith =
      (call: Call) =>
      ({ event }: { event: { output?: unknown; error?: unknown } }) =>
        sut.settleCall(call, event);
    await path.test({
      events: {
        [DONE('generate')]: settleWith('generate'),
        [ERROR('generate')]: settleWith('generate'),
        [DONE('submit')]: settleWith('submit'),
        [ERROR('submit')]: settleWith('submit'),
        [DONE('loadResult')]: settleWith('loadResult'),
        [ERROR('loadResult')]: settleWith('loadResult'),
        'generate.retry': send,
        'exam.leave': send,
        'resume.confirm': send,
        'resume.cancel': send,
        'nav.next': send,
        'nav.prev': send,
        'nav.jump': send,
        'answer.change': send,
        'exam.submit': send,
        'submit.confirm': send,
        'submit.cancel': send,
        'submit.retry': send,
        'attempt.closed': send,
        'result.retry': send,
        'result.close': send,
      } as never,
    });
    const real = sut.actor.getSnapshot();
    expect(real.value).toEqual(path.state.value);
    expect(real.context.index).toBe(path.state.context.index);
    expect(real.context.answers).toEqual(path.state.context.answers);
    if (path.state.matches('result')) expect(real.context.result).toEqual(path.state.context.result);
    if (path.state.status === 'done') expect(real.output).toEqual({ returnTo: '/simulationTest' });
  });
});
