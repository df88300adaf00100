/**
 * Saving a work from an editor, Scratch or Python (DESIGN.md "Editors": never lose work). The
 * machine decides *when* a save runs and what the save indicator and its dialogs show:
 *
 * - a work saves itself `AUTOSAVE_DELAY_MS` after the last real change, or at once on 保存;
 * - one save is in flight at a time; a change during it schedules the next one;
 * - a network failure keeps the work pending (离线) and retries on a backoff, or as soon as the
 *   browser says it is online again;
 * - a save over a version that is no longer the server's (409 `WORK_STALE`) waits for the
 *   student's choice: keep theirs as a new work (另存为副本) or load the newer one;
 * - an expired session (401) waits for the student to sign in again, then the same save goes out.
 *
 * The save and the load are provided at the edge (`machine.provide`), because machines never
 * fetch; they read the project from the editor when they start. Changes are counted rather than
 * flagged, so a save knows exactly which changes it carried. Deadlines are timestamps from an
 * injected clock, so tests drive the actor's timers and `now` with one SimulatedClock.
 */
import { assign, setup } from 'xstate';
import { AUTOSAVE_DELAY_MS } from '../core/workTypes';
import type { SavedOpus } from '../core/workTypes';
import { messageOf, notProvided } from './actors';

export const WORK_SAVE_RETRY_BASE_MS = 2_000;
export const WORK_SAVE_RETRY_MAX_MS = 60_000;

export interface WorkSaveClock {
  now(): number;
}

/** The work on the server this editor saves over; null until a new work's first save. */
export interface SavedWorkRef {
  id: number;
  version: number;
}

export interface WorkSaveInput {
  work: SavedWorkRef | null;
}

/** What the provided `save` is asked to do. */
export interface SaveRequest {
  /** Save over this work (with its version as `baseVersion`); null saves a new work. */
  work: SavedWorkRef | null;
  /**
   * A copy (另存为副本): a new work under a copy's name. `changed` says whether the editor holds
   * anything the server does not, so an unchanged work may be copied on the server instead.
   */
  copyOf: number | null;
  changed: boolean;
}

/**
 * How a save ended. An unreachable server and an expired session are outcomes the machine waits
 * out, not errors; any other refusal rejects with the server's message.
 */
export type SaveOutcome =
  { kind: 'saved'; work: SavedOpus } | { kind: 'stale' } | { kind: 'signedOut' } | { kind: 'unreachable' };

export type WorkSaveEvent =
  /** A real change of the project or its title (not a load, not a run). */
  | { type: 'work.changed' }
  /** The editor now shows this work as the server holds it (opened, or another one loaded). */
  | { type: 'work.loaded'; work: SavedWorkRef | null }
  /** 保存 */
  | { type: 'save.request' }
  /** 另存为副本 */
  | { type: 'copy.request' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.loadLatest' }
  /** Signed in again; `sameStudent` is false when another account signed in. */
  | { type: 'signin.done'; sameStudent: boolean }
  | { type: 'signin.dismiss' }
  | { type: 'signin.open' }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export interface WorkSaveContext {
  work: SavedWorkRef | null;
  /** Changes made so far; a save carries every change up to `sendingChange`. */
  changeCount: number;
  sendingChange: number;
  savedChange: number;
  /** When the last change arrived (epoch ms): the autosave is due `AUTOSAVE_DELAY_MS` later. */
  lastChangeAt: number | null;
  /** 保存 was pressed while a save was out: the next one follows it at once. */
  saveAsked: boolean;
  /** The next save is a copy of this work (or of a new one, when null) — see `SaveRequest`. */
  copyPending: boolean;
  /** Failed rounds in a row and when the next try is due (epoch ms). */
  failures: number;
  retryAt: number | null;
  /** When the server last took a save (epoch ms). */
  savedAt: number | null;
  /** The server's words for the last refused save; '' when none. */
  error: string;
}

/** What the save indicator shows. */
export type WorkSaveStatus =
  'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict' | 'signIn' | 'failed' | 'loading';

const systemClock: WorkSaveClock = { now: () => Date.now() };

export function createWorkSaveMachine(clock: WorkSaveClock = systemClock) {
  return setup({
    types: {
      context: {} as WorkSaveContext,
      events: {} as WorkSaveEvent,
      input: {} as WorkSaveInput,
      tags: {} as WorkSaveStatus,
    },
    actors: {
      save: notProvided<SaveOutcome, SaveRequest>('save'),
      /** Puts the server's newest version of the work in the editor and answers which it is. */
      loadLatest: notProvided<SavedWorkRef, { id: number }>('loadLatest'),
    },
    delays: {
      autosave: ({ context }) =>
        Math.max(0, (context.lastChangeAt ?? clock.now()) + AUTOSAVE_DELAY_MS - clock.now()),
      retry: ({ context }) => Math.max(0, (context.retryAt ?? clock.now()) - clock.now()),
    },
    guards: {
      isSaved: (_, outcome: SaveOutcome) => outcome.kind === 'saved',
      isStale: (_, outcome: SaveOutcome) => outcome.kind === 'stale',
      isSignedOut: (_, outcome: SaveOutcome) => outcome.kind === 'signedOut',
      hasUnsaved: ({ context }) => context.changeCount > context.savedChange,
      hasWork: ({ context }) => context.work !== null,
      /** The changes after a save are overdue for the autosave already, or 保存 was pressed meanwhile. */
      isSaveDue: ({ context }) =>
        context.changeCount > context.savedChange &&
        (context.saveAsked || (context.lastChangeAt ?? 0) + AUTOSAVE_DELAY_MS <= clock.now()),
    },
    actions: {
      noteChange: assign({
        changeCount: ({ context }) => context.changeCount + 1,
        lastChangeAt: () => clock.now(),
      }),
      startSave: assign({ sendingChange: ({ context }) => context.changeCount, saveAsked: false, error: '' }),
      askSave: assign({ saveAsked: true }),
      noteSaved: assign(({ context }, outcome: SaveOutcome) =>
        outcome.kind === 'saved'
          ? {
              work: { id: outcome.work.id, version: outcome.work.version },
              savedChange: context.sendingChange,
              copyPending: false,
              failures: 0,
              retryAt: null,
              savedAt: clock.now(),
            }
          : {},
      ),
      noteUnreachable: assign(({ context }) => {
        const failures = context.failures + 1;
        const wait = Math.min(WORK_SAVE_RETRY_MAX_MS, WORK_SAVE_RETRY_BASE_MS * 2 ** (failures - 1));
        return { failures, retryAt: clock.now() + wait };
      }),
      noteRefused: assign({ error: (_, error: unknown) => messageOf(error) }),
      requestCopy: assign({ copyPending: true }),
      /** Another account cannot save over this student's work: theirs becomes a new work. */
      forgetWorkOfOtherStudent: assign((_, sameStudent: boolean) =>
        sameStudent ? {} : { work: null, copyPending: false },
      ),
      /** The editor shows exactly what the server holds: nothing is pending any more. */
      adoptLoaded: assign(({ context }, work: SavedWorkRef | null) => ({
        work,
        savedChange: context.changeCount,
        sendingChange: context.changeCount,
        copyPending: false,
        failures: 0,
        retryAt: null,
        error: '',
      })),
    },
  }).createMachine({
    id: 'workSave',
    context: ({ input }) => ({
      work: input.work,
      changeCount: 0,
      sendingChange: 0,
      savedChange: 0,
      lastChangeAt: null,
      saveAsked: false,
      copyPending: false,
      failures: 0,
      retryAt: null,
      savedAt: null,
      error: '',
    }),
    initial: 'settled',
    on: {
      'work.loaded': {
        target: '.settled',
        actions: { type: 'adoptLoaded', params: ({ event }) => event.work },
      },
    },
    states: {
      /** Nothing pending: saved, or a new work nobody has touched yet (not worth saving). */
      settled: {
        always: { guard: 'hasUnsaved', target: 'dirty' },
        initial: 'check',
        states: {
          check: { always: [{ guard: 'hasWork', target: 'clean' }, { target: 'fresh' }] },
          clean: { tags: 'saved' },
          fresh: { tags: 'unsaved' },
        },
        on: {
          'work.changed': { target: 'dirty', actions: 'noteChange' },
          'save.request': 'saving',
          'copy.request': { target: 'saving', actions: 'requestCopy' },
          'network.offline': { target: 'offline', actions: 'noteUnreachable' },
        },
      },
      dirty: {
        tags: 'unsaved',
        after: { autosave: 'saving' },
        on: {
          // Re-entering restarts the wait from the new `lastChangeAt`.
          'work.changed': { target: 'dirty', reenter: true, actions: 'noteChange' },
          'save.request': 'saving',
          'copy.request': { target: 'saving', actions: 'requestCopy' },
          'network.offline': { target: 'offline', actions: 'noteUnreachable' },
        },
      },
      saving: {
        tags: 'saving',
        entry: 'startSave',
        invoke: {
          src: 'save',
          input: ({ context }) => ({
            work: context.copyPending ? null : context.work,
            copyOf: context.copyPending ? (context.work?.id ?? null) : null,
            changed: context.changeCount > context.savedChange || context.work === null,
          }),
          onDone: [
            {
              guard: { type: 'isSaved', params: ({ event }) => event.output },
              target: 'afterSave',
              actions: { type: 'noteSaved', params: ({ event }) => event.output },
            },
            { guard: { type: 'isStale', params: ({ event }) => event.output }, target: 'conflict' },
            { guard: { type: 'isSignedOut', params: ({ event }) => event.output }, target: 'signIn' },
            { target: 'offline', actions: 'noteUnreachable' },
          ],
          onError: {
            target: 'failed',
            actions: {
              type: 'noteRefused',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
        // A change now is not in this save: it is counted, and `afterSave` sees it.
        on: { 'work.changed': { actions: 'noteChange' }, 'save.request': { actions: 'askSave' } },
      },
      afterSave: {
        always: [
          { guard: 'isSaveDue', target: 'saving' },
          { guard: 'hasUnsaved', target: 'dirty' },
          { target: 'settled' },
        ],
      },
      /** The server is out of reach: the work stays pending and goes as soon as it can. */
      offline: {
        tags: 'offline',
        after: { retry: { guard: 'hasUnsaved', target: 'saving' } },
        on: {
          'network.online': [{ guard: 'hasUnsaved', target: 'saving' }, { target: 'settled' }],
          'save.request': 'saving',
          'copy.request': { target: 'saving', actions: 'requestCopy' },
          'work.changed': { actions: 'noteChange' },
        },
      },
      /** The server holds a newer version than the one this editor started from. */
      conflict: {
        tags: 'conflict',
        on: {
          'conflict.keepMine': { target: 'saving', actions: 'requestCopy' },
          'conflict.loadLatest': { guard: 'hasWork', target: 'loadingLatest' },
          'work.changed': { actions: 'noteChange' },
        },
      },
      loadingLatest: {
        tags: 'loading',
        invoke: {
          src: 'loadLatest',
          input: ({ context }) => ({ id: context.work?.id ?? 0 }),
          onDone: {
            target: 'settled',
            actions: { type: 'adoptLoaded', params: ({ event }) => event.output },
          },
          onError: {
            target: 'conflict',
            actions: {
              type: 'noteRefused',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        },
      },
      /** The session expired: the save waits for the student to sign in again. */
      signIn: {
        tags: 'signIn',
        initial: 'asking',
        states: {
          asking: { on: { 'signin.dismiss': 'dismissed' } },
          dismissed: { on: { 'signin.open': 'asking', 'save.request': 'asking' } },
        },
        on: {
          'signin.done': {
            target: 'saving',
            actions: { type: 'forgetWorkOfOtherStudent', params: ({ event }) => event.sameStudent },
          },
          'work.changed': { actions: 'noteChange' },
        },
      },
      /** The server refused the save (a bad title, a file too large…): the next change or 保存 tries again. */
      failed: {
        tags: 'failed',
        on: {
          'work.changed': { target: 'dirty', actions: 'noteChange' },
          'save.request': 'saving',
          'copy.request': { target: 'saving', actions: 'requestCopy' },
          'network.offline': { target: 'offline', actions: 'noteUnreachable' },
        },
      },
    },
  });
}

const STATUS_BY_TAG: WorkSaveStatus[] = [
  'signIn',
  'conflict',
  'loading',
  'failed',
  'offline',
  'saving',
  'unsaved',
  'saved',
];

/** The indicator's status, read from the state's tags. */
export function workSaveStatus(snapshot: { hasTag: (tag: WorkSaveStatus) => boolean }): WorkSaveStatus {
  return STATUS_BY_TAG.find((tag) => snapshot.hasTag(tag)) ?? 'unsaved';
}
