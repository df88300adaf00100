import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { autosaveStatus, createExamAutosaveMachine } from '../../../machines/examAutosave.machine';
import type { AutosaveFlushOutcome } from '../../../machines/examAutosave.machine';

/**
 * A stand-in for the store's flush: a list of pending answers, a sequence counter and a switch for
 * the network — what the real flush reads from and writes to the exam slice.
 */
function fakeServer() {
  const state = {
    pending: {} as Record<number, string>,
    nextSeq: 1,
    online: true,
    closed: false,
    staleOnce: false,
    sent: [] as Array<{ seq: number; answers: Record<number, string> }>,
    calls: 0,
  };
  const flush = async (): Promise<AutosaveFlushOutcome> => {
    state.calls += 1;
    if (state.closed) return 'closed';
    if (Object.keys(state.pending).length === 0) return 'empty';
    if (!state.online) return 'unreachable';
    const seq = state.nextSeq;
    state.nextSeq += 1;
    if (state.staleOnce) {
      state.staleOnce = false;
      state.nextSeq = 50;
      return 'stale';
    }
    state.sent.push({ seq, answers: { ...state.pending } });
    state.pending = {};
    return 'acked';
  };
  return { state, flush };
}

function startAutosave(pending: Record<number, string> = {}) {
  const clock = new SimulatedClock();
  clock.set(0);
  const server = fakeServer();
  server.state.pending = { ...pending };
  const machine = createExamAutosaveMachine(clock).provide({
    actors: { flush: fromPromise<AutosaveFlushOutcome>(() => server.flush()) },
  });
  const actor = createActor(machine, { clock }).start();
  const change = (questionId: number, answer: string) => {
    server.state.pending[questionId] = answer;
    actor.send({ type: 'answers.changed' });
  };
  const status = () => autosaveStatus(actor.getSnapshot());
  return { actor, clock, server, change, status };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('exam autosave machine', () => {
  it('starts by flushing what a previous page left behind', async () => {
    const save = startAutosave({ 5: 'A' });
    expect(save.status()).toBe('saving');
    await settle();
    expect(save.server.state.sent).toEqual([{ seq: 1, answers: { 5: 'A' } }]);
    expect(save.status()).toBe('saved');
  });

  it('with nothing left behind it is idle, showing no status', async () => {
    const save = startAutosave();
    await settle();
    expect(save.status()).toBe('idle');
  });

  it('debounces: one round 1.5 s after the last of several quick changes', async () => {
    const save = startAutosave();
    await settle();
    save.change(1, 'A');
    save.clock.increment(1_000);
    save.change(2, 'B');
    save.clock.increment(1_000);
    save.change(1, 'C');
    expect(save.status()).toBe('saving');
    save.clock.increment(1_499);
    expect(save.server.state.calls).toBe(1);
    save.clock.increment(1);
    await settle();
    expect(save.server.state.sent).toEqual([{ seq: 1, answers: { 1: 'C', 2: 'B' } }]);
    expect(save.status()).toBe('saved');
  });

  it('never waits more than 5 s after the first unsent change, however busy the student is', async () => {
    const save = startAutosave();
    await settle();
    for (let i = 0; i < 6; i += 1) {
      save.change(1, `v${i}`);
      save.clock.increment(1_000);
    }
    await settle();
    expect(save.server.state.sent).toHaveLength(1);
    expect(save.server.state.sent[0].answers).toEqual({ 1: 'v4' });
  });

  it('each round uses the next sequence number', async () => {
    const save = startAutosave();
    await settle();
    save.change(1, 'A');
    save.clock.increment(1_500);
    await settle();
    save.change(2, 'B');
    save.clock.increment(1_500);
    await settle();
    expect(save.server.state.sent.map((round) => round.seq)).toEqual([1, 2]);
  });

  it('offline: keeps the answers, says so, retries with a growing backoff', async () => {
    const save = startAutosave();
    await settle();
    save.server.state.online = false;
    save.change(1, 'A');
    save.clock.increment(1_500);
    await settle();
    expect(save.status()).toBe('offline');
    expect(save.server.state.calls).toBe(2);
    save.clock.increment(2_000);
    await settle();
    expect(save.server.state.calls).toBe(3);
    save.clock.increment(2_000);
    await settle();
    // The second retry waits 4 s, not 2.
    expect(save.server.state.calls).toBe(3);
    save.clock.increment(2_000);
    await settle();
    expect(save.server.state.calls).toBe(4);
    expect(save.server.state.pending).toEqual({ 1: 'A' });
  });

  it('flushes at once when the browser comes back online', async () => {
    const save = startAutosave();
    await settle();
    save.server.state.online = false;
    save.change(1, 'A');
    save.clock.increment(1_500);
    await settle();
    save.change(2, 'B');
    expect(save.status()).toBe('offline');
    save.server.state.online = true;
    save.actor.send({ type: 'network.online' });
    await settle();
    expect(save.server.state.sent).toEqual([{ seq: 1, answers: { 1: 'A', 2: 'B' } }]);
    expect(save.status()).toBe('saved');
  });

  it('an error thrown by a round counts as offline too', async () => {
    const clock = new SimulatedClock();
    const machine = createExamAutosaveMachine(clock).provide({
      actors: { flush: fromPromise<AutosaveFlushOutcome>(() => Promise.reject(new Error('500'))) },
    });
    const actor = createActor(machine, { clock }).start();
    await settle();
    expect(autosaveStatus(actor.getSnapshot())).toBe('offline');
  });

  it('catches up when the server is ahead of our sequence, then saves', async () => {
    const save = startAutosave();
    await settle();
    save.server.state.staleOnce = true;
    save.change(1, 'A');
    save.clock.increment(1_500);
    await settle();
    await settle();
    expect(save.server.state.sent).toEqual([{ seq: 50, answers: { 1: 'A' } }]);
    expect(save.status()).toBe('saved');
  });

  it('changes made while a round is out get their own round', async () => {
    const save = startAutosave();
    await settle();
    save.change(1, 'A');
    save.clock.increment(1_500);
    save.change(2, 'B');
    await settle();
    expect(save.status()).toBe('saving');
    save.clock.increment(1_500);
    await settle();
    expect(save.server.state.sent.map((round) => round.answers)).toEqual([{ 1: 'A' }, { 2: 'B' }]);
  });

  it('the explicit flush (leaving the page) does not wait for the debounce', async () => {
    const save = startAutosave();
    await settle();
    save.change(1, 'A');
    save.actor.send({ type: 'flush' });
    await settle();
    expect(save.server.state.sent).toHaveLength(1);
  });

  it('stops once the server says the attempt takes no more answers', async () => {
    const save = startAutosave();
    await settle();
    save.server.state.closed = true;
    save.change(1, 'A');
    save.clock.increment(1_500);
    await settle();
    expect(save.status()).toBe('closed');
    expect(save.actor.getSnapshot().status).toBe('done');
  });
});
