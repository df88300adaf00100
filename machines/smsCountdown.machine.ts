/**
 * The "获取验证码" button (SPEC.md §4 "Registration"): asking for a code sends it, then the button
 * counts down 60 s before it returns. A failed send returns at once, so the student can fix the
 * mobile and try again.
 *
 * The send itself is provided at the edge (`sendCode`), because machines never fetch. The end of
 * the countdown is a timestamp from an injected clock, so tests drive both the actor's timers and
 * `now` with one SimulatedClock.
 */
import { assign, setup } from 'xstate';
import { notProvided } from './actors';

export const SMS_COUNTDOWN_SECONDS = 60;
const SECOND_MS = 1000;

export interface SmsCountdownClock {
  now(): number;
}

export interface SmsCountdownContext {
  mobile: string | null;
  /** When the button returns (epoch ms); null while it is not counting. */
  endsAt: number | null;
  secondsLeft: number;
}

export type SmsCountdownEvent = { type: 'code.request'; mobile: string };

const systemClock: SmsCountdownClock = { now: () => Date.now() };

export function createSmsCountdownMachine(clock: SmsCountdownClock = systemClock) {
  const secondsUntil = (endsAt: number | null) =>
    endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - clock.now()) / SECOND_MS));

  return setup({
    types: {
      context: {} as SmsCountdownContext,
      events: {} as SmsCountdownEvent,
      tags: {} as 'idle' | 'sending' | 'counting',
    },
    actors: {
      /** Resolves with the seconds to wait before the next code (the server's word), or rejects. */
      sendCode: notProvided<number, { mobile: string }>('sendCode'),
    },
    delays: {
      /** Until the shown number drops by one: timers may fire late, the deadline does not move. */
      nextSecond: ({ context }) => {
        const remaining = (context.endsAt ?? clock.now()) - clock.now();
        return remaining <= 0 ? 0 : remaining % SECOND_MS || SECOND_MS;
      },
    },
    guards: {
      isOver: ({ context }) => secondsUntil(context.endsAt) === 0,
    },
    actions: {
      rememberMobile: assign({ mobile: (_, mobile: string) => mobile }),
      startCountdown: assign((_, seconds: number) => {
        const endsAt = clock.now() + seconds * SECOND_MS;
        return { endsAt, secondsLeft: secondsUntil(endsAt) };
      }),
      tick: assign({ secondsLeft: ({ context }) => secondsUntil(context.endsAt) }),
      stop: assign({ endsAt: null, secondsLeft: 0 }),
    },
  }).createMachine({
    id: 'smsCountdown',
    context: { mobile: null, endsAt: null, secondsLeft: 0 },
    initial: 'idle',
    states: {
      idle: {
        tags: 'idle',
        on: {
          'code.request': {
            target: 'sending',
            actions: { type: 'rememberMobile', params: ({ event }) => event.mobile },
          },
        },
      },
      sending: {
        tags: 'sending',
        invoke: {
          src: 'sendCode',
          input: ({ context }) => ({ mobile: context.mobile ?? '' }),
          onDone: {
            target: 'counting',
            actions: {
              type: 'startCountdown',
              params: ({ event }) => (event.output > 0 ? event.output : SMS_COUNTDOWN_SECONDS),
            },
          },
          onError: 'idle',
        },
      },
      counting: {
        tags: 'counting',
        always: { guard: 'isOver', target: 'idle', actions: 'stop' },
        after: { nextSecond: { target: 'counting', reenter: true, actions: 'tick' } },
      },
    },
  });
}

export const smsCountdownMachine = createSmsCountdownMachine();

export type SmsCountdownMachine = ReturnType<typeof createSmsCountdownMachine>;
