import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { SMS_COUNTDOWN_SECONDS, createSmsCountdownMachine } from '../../../machines/smsCountdown.machine';

interface Send {
  mobile: string;
  resolve: (seconds: number) => void;
  reject: (error: Error) => void;
}

function startCountdown() {
  const clock = new SimulatedClock();
  clock.set(1_000_000);
  const sends: Send[] = [];
  const machine = createSmsCountdownMachine(clock).provide({
    actors: {
      sendCode: fromPromise<number, { mobile: string }>(
        ({ input }) =>
          new Promise<number>((resolve, reject) => sends.push({ mobile: input.mobile, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const view = () => {
    const snapshot = actor.getSnapshot();
    const state = (['idle', 'sending', 'counting'] as const).find((tag) => snapshot.hasTag(tag));
    return { state, secondsLeft: snapshot.context.secondsLeft };
  };
  return { actor, clock, sends, view };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SMS countdown machine', () => {
  it('sends for the mobile, counts down 60 s second by second, then returns', async () => {
    const sms = startCountdown();
    expect(sms.view()).toEqual({ state: 'idle', secondsLeft: 0 });

    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    expect(sms.view().state).toBe('sending');
    expect(sms.sends.map((send) => send.mobile)).toEqual(['13800138000']);

    sms.sends[0].resolve(SMS_COUNTDOWN_SECONDS);
    await settle();
    expect(sms.view()).toEqual({ state: 'counting', secondsLeft: 60 });

    sms.clock.increment(1_000);
    expect(sms.view()).toEqual({ state: 'counting', secondsLeft: 59 });
    sms.clock.increment(58_000);
    expect(sms.view()).toEqual({ state: 'counting', secondsLeft: 1 });
    sms.clock.increment(999);
    expect(sms.view()).toEqual({ state: 'counting', secondsLeft: 1 });
    sms.clock.increment(1);
    expect(sms.view()).toEqual({ state: 'idle', secondsLeft: 0 });
  });

  it('ignores requests while sending or counting', async () => {
    const sms = startCountdown();
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    expect(sms.sends).toHaveLength(1);
    sms.sends[0].resolve(60);
    await settle();
    sms.clock.increment(30_000);
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    expect(sms.sends).toHaveLength(1);
    expect(sms.view()).toEqual({ state: 'counting', secondsLeft: 30 });
  });

  it('may be asked again once it has returned', async () => {
    const sms = startCountdown();
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.sends[0].resolve(60);
    await settle();
    sms.clock.increment(60_000);
    sms.actor.send({ type: 'code.request', mobile: '13900139000' });
    expect(sms.sends.map((send) => send.mobile)).toEqual(['13800138000', '13900139000']);
  });

  it('returns at once when the send fails (wrong mobile, limit reached, offline)', async () => {
    const sms = startCountdown();
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.sends[0].reject(new Error('验证码发送过于频繁'));
    await settle();
    expect(sms.view()).toEqual({ state: 'idle', secondsLeft: 0 });
  });

  it('counts down as long as the server says, and falls back to 60 s when it says nothing', async () => {
    const sms = startCountdown();
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.sends[0].resolve(90);
    await settle();
    expect(sms.view().secondsLeft).toBe(90);
    sms.clock.increment(90_000);
    expect(sms.view().state).toBe('idle');

    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.sends[1].resolve(0);
    await settle();
    expect(sms.view().secondsLeft).toBe(60);
  });

  it('keeps to the deadline when a timer fires late', async () => {
    const sms = startCountdown();
    sms.actor.send({ type: 'code.request', mobile: '13800138000' });
    sms.sends[0].resolve(60);
    await settle();
    // A busy or throttled tab: one jump of 45.5 s instead of 45 ticks.
    sms.clock.increment(45_500);
    expect(sms.view().secondsLeft).toBe(15);
    sms.clock.increment(14_500);
    expect(sms.view().state).toBe('idle');
  });
});
