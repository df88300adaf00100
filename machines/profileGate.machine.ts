/**
 * The forced profile form (SPEC.md §4 "Profile modal", §9): it opens when no school info is
 * bound, cannot be dismissed at first, and offers its close button after a visible 10-second
 * countdown. Meanwhile the student may submit the form; the server's message is announced and the
 * user refreshed, which lifts the gate.
 *
 * The countdown keeps its deadline as a timestamp and ticks on whole seconds before it, so the
 * number shown never drifts; time comes from an injected clock that tests share with the actor.
 */
import { assign, emit, setup } from 'xstate';
import { messageOf, notProvided } from './actors';
import type { ProfileFormBody, ServerNotice } from '../core/cardTypes';

/** SPEC.md §9 "Profile close delay 10 s". */
export const PROFILE_CLOSE_DELAY_MS = 10_000;
const SECOND_MS = 1_000;

export interface ProfileGateClock {
  now(): number;
}

export type ProfileGateEvent = { type: 'profile.submit'; form: ProfileFormBody } | { type: 'gate.close' };

export type ProfileGateEmitted = { type: 'profile.completed'; message: string };

export interface ProfileGateContext {
  closableAt: number;
  /** What the countdown shows: whole seconds until the close button appears. */
  secondsLeft: number;
  form: ProfileFormBody | null;
  /** Why the last submit failed, when the global error handler did not already say it. */
  submitError: string | null;
}

const systemClock: ProfileGateClock = { now: () => Date.now() };

function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / SECOND_MS));
}

export function createProfileGateMachine(clock: ProfileGateClock = systemClock) {
  return setup({
    types: {
      context: {} as ProfileGateContext,
      events: {} as ProfileGateEvent,
      emitted: {} as ProfileGateEmitted,
    },
    actors: {
      submitProfile: notProvided<ServerNotice, ProfileFormBody>('submitProfile'),
      refreshUser: notProvided<void>('refreshUser'),
    },
    delays: {
      /** Until the next whole second of the countdown. */
      nextSecond: ({ context }) => {
        const left = context.closableAt - clock.now();
        return left <= 0 ? 0 : left % SECOND_MS || SECOND_MS;
      },
    },
    guards: {
      timeIsUp: ({ context }) => clock.now() >= context.closableAt,
    },
    actions: {
      tick: assign({ secondsLeft: ({ context }) => secondsUntil(context.closableAt, clock.now()) }),
      keepForm: assign({
        form: ({ event }) => (event.type === 'profile.submit' ? event.form : null),
        submitError: null,
      }),
      noteSubmitError: assign({ submitError: (_, message: string) => message }),
      announceCompleted: emit((_, notice: ServerNotice) => ({
        type: 'profile.completed' as const,
        message: notice.message,
      })),
    },
  }).createMachine({
    id: 'profileGate',
    context: () => ({
      closableAt: clock.now() + PROFILE_CLOSE_DELAY_MS,
      secondsLeft: PROFILE_CLOSE_DELAY_MS / SECOND_MS,
      form: null,
      submitError: null,
    }),
    initial: 'open',
    states: {
      open: {
        type: 'parallel',
        states: {
          countdown: {
            initial: 'counting',
            states: {
              counting: {
                always: { guard: 'timeIsUp', target: 'closable', actions: 'tick' },
                after: { nextSecond: { target: 'counting', reenter: true, actions: 'tick' } },
              },
              closable: {
                on: { 'gate.close': '#profileGate.dismissed' },
              },
            },
          },
          form: {
            initial: 'editing',
            states: {
              editing: {
                on: { 'profile.submit': { target: 'submitting', actions: 'keepForm' } },
              },
              submitting: {
                invoke: {
                  src: 'submitProfile',
                  input: ({ context }) => context.form as ProfileFormBody,
                  onDone: {
                    target: 'refreshing',
                    actions: { type: 'announceCompleted', params: ({ event }) => event.output },
                  },
                  onError: {
                    target: 'editing',
                    actions: { type: 'noteSubmitError', params: ({ event }) => messageOf(event.error) },
                  },
                },
              },
              /** Bound on the server; the refreshed user carries the school info and lifts the gate. */
              refreshing: {
                invoke: {
                  src: 'refreshUser',
                  onDone: '#profileGate.completed',
                  onError: '#profileGate.completed',
                },
              },
            },
          },
        },
      },
      /** Closed with the close button: back next time the page loads, as long as nothing is bound. */
      dismissed: { type: 'final' },
      completed: { type: 'final' },
    },
  });
}

export const profileGateMachine = createProfileGateMachine();

export type ProfileGateMachine = ReturnType<typeof createProfileGateMachine>;
