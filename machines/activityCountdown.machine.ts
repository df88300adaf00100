/**
 * How one creative activity is shown over time (SPEC.md §4 "Activity display"): before its start
 * it is "in progress" with a countdown to the start, then "in progress" with the time left, then
 * "under review" once it has ended; activitiesStatus '1' means it was closed ("ended").
 *
 * The times are the server's, so the machine keeps the clock offset measured when the activity
 * arrived and reads the local clock through `clock`: the countdown is right however wrong the
 * local clock is. Ticks land on whole seconds of the time left, so the text changes exactly when
 * a second passes and the phase changes exactly at the start and the end.
 */
import { assign, setup } from 'xstate';
import type { Activity } from '../core/homeTypes';

export interface CountdownClock {
  now(): number;
}

export type ActivityPhase = 'upcoming' | 'running' | 'reviewing' | 'closed';

export type ActivityTimes = Pick<Activity, 'startTime' | 'endTime' | 'activitiesStatus'>;

export interface ActivityCountdownInput extends ActivityTimes {
  /** Server clock minus local clock, in ms. */
  clockOffset: number;
}

export interface ActivityCountdownContext extends ActivityCountdownInput {
  /** Local time of the last tick. */
  now: number;
}

export type ActivityCountdownEvent =
  ({ type: 'activity.update' } & ActivityTimes) | { type: 'clock.sync'; clockOffset: number };

/** The phase of an activity at a moment on the server's clock. */
export function activityPhase(activity: ActivityTimes, serverNow: number): ActivityPhase {
  if (activity.activitiesStatus === '1') return 'closed';
  if (serverNow < activity.startTime) return 'upcoming';
  if (serverNow < activity.endTime) return 'running';
  return 'reviewing';
}

/** Ms until the moment the current phase counts down to (start or end); 0 when nothing is counted. */
export function countdownMs(context: ActivityCountdownContext): number {
  const serverNow = context.now + context.clockOffset;
  switch (activityPhase(context, serverNow)) {
    case 'upcoming':
      return context.startTime - serverNow;
    case 'running':
      return context.endTime - serverNow;
    default:
      return 0;
  }
}

const systemClock: CountdownClock = { now: () => Date.now() };

export function createActivityCountdownMachine(clock: CountdownClock = systemClock) {
  const serverNow = (context: ActivityCountdownContext) => context.now + context.clockOffset;

  return setup({
    types: {
      context: {} as ActivityCountdownContext,
      events: {} as ActivityCountdownEvent,
      input: {} as ActivityCountdownInput,
    },
    delays: {
      /** To the next whole second of the time left (a full second when it is already whole). */
      nextSecond: ({ context }) => countdownMs(context) % 1000 || 1000,
    },
    guards: {
      isClosed: ({ context }) => activityPhase(context, serverNow(context)) === 'closed',
      isUpcoming: ({ context }) => activityPhase(context, serverNow(context)) === 'upcoming',
      isRunning: ({ context }) => activityPhase(context, serverNow(context)) === 'running',
    },
    actions: {
      tick: assign({ now: () => clock.now() }),
      updateTimes: assign(({ event }) =>
        event.type === 'activity.update'
          ? { startTime: event.startTime, endTime: event.endTime, activitiesStatus: event.activitiesStatus }
          : {},
      ),
      syncClock: assign(({ event }) =>
        event.type === 'clock.sync' ? { clockOffset: event.clockOffset } : {},
      ),
    },
  }).createMachine({
    id: 'activityCountdown',
    context: ({ input }) => ({ ...input, now: clock.now() }),
    initial: 'deciding',
    on: {
      'activity.update': { target: '.deciding', actions: ['updateTimes', 'tick'] },
      'clock.sync': { target: '.deciding', actions: ['syncClock', 'tick'] },
    },
    states: {
      deciding: {
        always: [
          { guard: 'isClosed', target: 'closed' },
          { guard: 'isUpcoming', target: 'upcoming' },
          { guard: 'isRunning', target: 'running' },
          { target: 'reviewing' },
        ],
      },
      upcoming: {
        after: { nextSecond: { target: 'deciding', actions: 'tick' } },
      },
      running: {
        after: { nextSecond: { target: 'deciding', actions: 'tick' } },
      },
      /** Ended, waiting for the judges; only new times or a closing from the server move it on. */
      reviewing: {},
      closed: {},
    },
  });
}

export type ActivityCountdownMachine = ReturnType<typeof createActivityCountdownMachine>;
