/**
 * Model-based test: `xstate/graph` walks the practice machine (answers, navigation, loads and saves
 * that succeed or fail, the result), and every shortest path to every reachable state is replayed
 * on a real actor whose calls are answered by hand, step by step, as the path says.
 *
 * `TestModel` rather than `createTestModel`: the latter refuses machines that invoke actors, but the
 * traversal only needs the actors' done/error events, which `eventsFor` supplies.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ActorLogic } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { AnswerVerdict, Question } from '../../../core/questionBankTypes';
import { createPracticeSessionMachine } from '../../../machines/practiceSession.machine';
import type {
  LoadQuestionInput,
  PracticeAnswer,
  PracticeEvent,
  PracticeSessionInput,
  SaveAnswerInput,
} from '../../../machines/practiceSession.machine';
import { BATCH, aQuestion, settle, verdictFor } from './practiceSession.fixtures';

const LOAD_DONE = 'xstate.done.actor.loadQuestion';
const LOAD_ERROR = 'xstate.error.actor.loadQuestion';
const SAVE_DONE = 'xstate.done.actor.saveAnswer';
const SAVE_ERROR = 'xstate.error.actor.saveAnswer';

/** One complete answer per fixture question, and a half-filled fill-in. */
const ANSWERS: Record<number, PracticeAnswer> = { 11: 'B', 12: ['3', '4'], 13: '我的想法' };
const HALF_FILLED: PracticeAnswer = ['3', ''];

const clock = new SimulatedClock();
const machine = createPracticeSessionMachine(clock);
const input = { ...BATCH, kind: 'bank' as const };
type Snapshot = ReturnType<typeof machine.getInitialSnapshot>;

function currentId(snapshot: Snapshot): number {
  return snapshot.context.questionIds[snapshot.context.index];
}

/** What the model may do next: the events a student and the server could produce in each state. */
function eventsFor(snapshot: Snapshot): PracticeEvent[] {
  const internal = (event: object) => event as unknown as PracticeEvent;
  const { context } = snapshot;
  const id = currentId(snapshot);
  if (snapshot.matches('loading')) {
    return [
      internal({ type: LOAD_DONE, output: aQuestion(id) }),
      internal({ type: LOAD_ERROR, error: new Error('x') }),
    ];
  }
  if (snapshot.matches('loadFailed')) return [{ type: 'load.retry' }];
  if (snapshot.matches('saving')) {
    const verdict = verdictFor({ ...savedInput(snapshot), costTime: 0 });
    return [
      internal({ type: SAVE_DONE, output: verdict }),
      internal({ type: SAVE_ERROR, error: new Error('x') }),
    ];
  }
  if (snapshot.matches('result')) return [{ type: 'result.close' }];
  if (!snapshot.matches('answering')) return [];
  const events: PracticeEvent[] = [{ type: 'nav.next' }, { type: 'nav.prev' }];
  context.questionIds.forEach((_, index) => events.push({ type: 'nav.jump', index }));
  if (context.answers[id] === undefined) events.push({ type: 'answer.change', answer: ANSWERS[id] });
  if (id === 12 && context.answers[id] === undefined)
    events.push({ type: 'answer.change', answer: HALF_FILLED });
  return events;
}

function savedInput(snapshot: Snapshot): Omit<SaveAnswerInput, 'costTime'> {
  const id = currentId(snapshot);
  const question = snapshot.context.questions[id] ?? aQuestion(id);
  return {
    batchId: BATCH.batchId,
    questionId: id,
    questionType: question.questionType,
    yourAnswer: snapshot.context.answers[id],
  };
}

/** States differ by where the student is and what has been loaded, answered and saved. */
function serializeState(snapshot: Snapshot): string {
  const { context } = snapshot;
  return JSON.stringify([
    snapshot.value,
    context.index,
    context.destination,
    Object.keys(context.questions),
    context.answers,
    context.savedAnswers,
  ]);
}

/** The system under test: the same machine, its calls resolved only when a path step says so. */
function startSut() {
  const pending: Array<{
    kind: 'load' | 'save';
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }> = [];
  const wait = (kind: 'load' | 'save') =>
    new Promise((resolve, reject) => pending.push({ kind, resolve, reject }));
  const provided = machine.provide({
    actors: {
      loadQuestion: fromPromise<Question, LoadQuestionInput>(async ({ input: load }) => {
        await wait('load');
        return aQuestion(load.id);
      }),
      saveAnswer: fromPromise<AnswerVerdict, SaveAnswerInput>(async ({ input: save }) => {
        await wait('save');
        return verdictFor(save);
      }),
    },
  });
  const actor = createActor(provided, { input, clock }).start();
  const answer = async (kind: 'load' | 'save', ok: boolean) => {
    const call = pending.shift();
    if (!call || call.kind !== kind) throw new Error(`expected a pending ${kind}`);
    if (ok) call.resolve(undefined);
    else call.reject(new Error('服务器错误'));
    await settle();
  };
  return { actor, answer };
}

describe('practice session machine: every shortest path', () => {
  // The model only transitions the machine; the emitted-event type plays no part in that.
  const logic = machine as unknown as ActorLogic<Snapshot, PracticeEvent, PracticeSessionInput>;
  const model = new TestModel(logic, { events: eventsFor, serializeState, input });
  const paths = model.getShortestPaths();

  it('reaches every state of the chart', () => {
    // Paths that are a prefix of a longer one are dropped, so count the states along each path.
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(['answering', 'closed', 'loadFailed', 'loading', 'result', 'saving']);
    expect(paths.length).toBeGreaterThan(30);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const sut = startSut();
    const send = ({ event }: { event: PracticeEvent }) => void sut.actor.send(event);
    await path.test({
      events: {
        [LOAD_DONE]: () => sut.answer('load', true),
        [LOAD_ERROR]: () => sut.answer('load', false),
        [SAVE_DONE]: () => sut.answer('save', true),
        [SAVE_ERROR]: () => sut.answer('save', false),
        'answer.change': send,
        'nav.next': send,
        'nav.prev': send,
        'nav.jump': send,
        'load.retry': send,
        'result.close': send,
      } as never,
    });
    const real = sut.actor.getSnapshot();
    expect(real.value).toEqual(path.state.value);
    expect(real.context.index).toBe(path.state.context.index);
    expect(real.context.answers).toEqual(path.state.context.answers);
    expect(real.context.savedAnswers).toEqual(path.state.context.savedAnswers);
    if (path.state.matches('result')) {
      expect(real.context.result).toEqual(path.state.context.result);
    }
  });
});
