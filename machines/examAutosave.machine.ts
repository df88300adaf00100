/**
 * Autosave of an exam in progress (DESIGN.md "The exam engine"): every answer change is sent to
 * the server at most 5 s later — 1.5 s after the student stops changing answers, or 5 s after
 * the first unsent change while they keep going. Unsent answers wait in redux-persist; this
 * machine only decides *when* a round runs and what the header says about it.
 *
 * The round itself (`flush`: read the pending answers, send them with the next sequence, mark what
 * was acknowledged) is provided at the edge, because machines never touch the store or fetch.
 * Time comes from the actor's clock and an injected `now`, so tests drive both with one
 * SimulatedClock.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './actors';

export const AUTOSAVE_DEBOUNCE_MS = 1_500;
export const AUTOSAVE_MAX_WAIT_MS = 5_000;
export const AUTOSAVE_RETRY_BASE_MS = 2_000;
export const AUTOSAVE_RETRY_MAX_MS = 30_000;
/** Catching up with a server that is ahead of our sequence should take one round; never loop. */
const MAX_STALE_ROUNDS = 3;

/** Mirrors the store's DraftFlushOutcome: machines may not import the store. */
export type AutosaveFlushOutcome = 'acked' | 'empty' | 'unreachable' | 'stale' | 'closed';

/** What the exam header shows: nothing yet, 保存中…, 已保存, 离线，答案已暂存 — or the attempt is over. */
export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'closed';

export interface AutosaveClock {
  now(): number;
}

export type AutosaveEvent =
  | { type: 'answers.changed' }
  /** Save now: the student is leaving the page. */
  | { type: 'flush' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export interface AutosaveContext {
  /** When the oldest change not yet on its way arrived; bounds the debounce at 5 s. */
  firstChangeAt: number | null;
  /** Changes arrived while a round was out; they need another one. */
  dirty: boolean;
  /** Failed rounds in a row, for the backoff. */
  failures: number;
  staleRounds: number;
  everSaved: boolean;
}

const systemClock: AutosaveClock = { now: () => Date.now() };

export function createExamAutosaveMachine(clock: AutosaveClock = systemClock) {
  return setup({
    types: {
      context: {} as AutosaveContext,
      events: {} as AutosaveEvent,
      tags: {} as AutosaveStatus,
    },
    actors: {
      flush: notProvided<AutosaveFlushOutcome>('flush'),
    },
    delays: {
      debounce: ({ context }) => {
        const maxWaitLeft = (context.firstChangeAt ?? clock.now()) + AUTOSAVE_MAX_WAIT_MS - clock.now();
        return Math.max(0, Math.min(AUTOSAVE_DEBOUNCE_MS, maxWaitLeft));
      },
      backoff: ({ context }) =>
        Math.min(AUTOSAVE_RETRY_MAX_MS, AUTOSAVE_RETRY_BASE_MS * 2 ** Math.max(0, context.failures - 1)),
    },
    guards: {
      isAcked: (_, outcome: AutosaveFlushOutcome) => outcome === 'acked',
      isUnreachable: (_, outcome: AutosaveFlushOutcome) => outcome === 'unreachable',
      isClosed: (_, outcome: AutosaveFlushOutcome) => outcome === 'closed',
      isStale: (_, outcome: AutosaveFlushOutcome) => outcome === 'stale',
      canCatchUp: ({ context }, outcome: AutosaveFlushOutcome) =>
        outcome === 'stale' && context.staleRounds < MAX_STALE_ROUNDS,
      isDirty: ({ context }) => context.dirty,
      hasSaved: ({ context }) => context.everSaved,
    },
    actions: {
      noteChange: assign({
        firstChangeAt: ({ context }) => context.firstChangeAt ?? clock.now(),
        dirty: true,
      }),
      startRound: assign({ firstChangeAt: null, dirty: false }),
      noteSaved: assign({ failures: 0, staleRounds: 0, everSaved: true }),
      noteFailure: assign({ failures: ({ context }) => context.failures + 1, staleRounds: 0 }),
      noteStale: assign({ staleRounds: ({ context }) => context.staleRounds + 1 }),
      /** After a failed round everything pending is still pending: it all goes in the next one. */
      keepChanges: assign({ dirty: false }),
    },
  }).createMachine({
    id: 'examAutosave',
    context: { firstChangeAt: null, dirty: false, failures: 0, staleRounds: 0, everSaved: false },
    // A reload may have left answers behind: the first round sends them (or finds nothing).
    initial: 'saving',
    states: {
      idle: {
        tags: 'idle',
        on: {
          'answers.changed': { target: 'debouncing', actions: 'noteChange' },
          'network.offline': 'offline',
        },
      },
      debouncing: {
        tags: 'saving',
        after: { debounce: 'saving' },
        on: {
          // Re-entering restarts the 1.5 s wait; `firstChangeAt` keeps the 5 s bound.
          'answers.changed': { target: 'debouncing', reenter: true, actions: 'noteChange' },
          flush: 'saving',
          'network.offline': 'offline',
        },
      },
      saving: {
        tags: 'saving',
        entry: 'startRound',
        invoke: {
          id: 'flush',
          src: 'flush',
          onDone: [
            { guard: { type: 'isClosed', params: ({ event }) => event.output }, target: 'closed' },
            {
              guard: { type: 'isUnreachable', params: ({ event }) => event.output },
              target: 'offline',
              actions: ['noteFailure', 'keepChanges'],
            },
            {
              guard: { type: 'canCatchUp', params: ({ event }) => event.output },
              target: 'saving',
              reenter: true,
              actions: 'noteStale',
            },
            {
              guard: { type: 'isAcked', params: ({ event }) => event.output },
              target: 'afterRound',
              actions: 'noteSaved',
            },
            // The sequence would not catch up: the answers stay pending, try again later.
            {
              guard: { type: 'isStale', params: ({ event }) => event.output },
              target: 'offline',
              actions: ['noteFailure', 'keepChanges'],
            },
            // Nothing was pending.
            { target: 'afterRound' },
          ],
          onError: { target: 'offline', actions: ['noteFailure', 'keepChanges'] },
        },
        on: { 'answers.changed': { actions: 'noteChange' } },
      },
      /** Decides what follows a round: more changes arrived meanwhile, or all is settled. */
      afterRound: {
        always: [
          { guard: 'isDirty', target: 'debouncing' },
          { guard: 'hasSaved', target: 'saved' },
          { target: 'idle' },
        ],
      },
      offline: {
        tags: 'offline',
        after: { backoff: 'saving' },
        on: {
          // Coming back online flushes at once instead of waiting out the backoff.
          'network.online': 'saving',
          flush: 'saving',
          'answers.changed': { actions: 'noteChange' },
        },
      },
      saved: {
        tags: 'saved',
        on: {
          'answers.changed': { target: 'debouncing', actions: 'noteChange' },
          'network.offline': 'offline',
        },
      },
      /** The server no longer takes answers (submitted, or past the deadline): nothing left to do. */
      closed: { tags: 'closed', type: 'final' },
    },
  });
}

export const examAutosaveMachine = createExamAutosaveMachine();

export type ExamAutosaveMachine = ReturnType<typeof createExamAutosaveMachine>;

const STATUS_BY_TAG: AutosaveStatus[] = ['closed', 'offline', 'saving', 'saved', 'idle'];

/** The header's status, read from the state's tags. */
export function autosaveStatus(snapshot: { hasTag: (tag: AutosaveStatus) => boolean }): AutosaveStatus {
  return STATUS_BY_TAG.find((tag) => snapshot.hasTag(tag)) ?? 'idle';
}
