import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ProfileFormBody, ServerNotice } from '../../../core/cardTypes';
import { PROFILE_CLOSE_DELAY_MS, createProfileGateMachine } from '../../../machines/profileGate.machine';

const FORM: ProfileFormBody = {
  parentsContactWay: 'XH2026001',
  name: '赵欣然',
  sex: '女',
  birthDayStr: '2014-06-01',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function openGate(
  submit: (form: ProfileFormBody) => Promise<ServerNotice> = async () => ({ message: '已完善' }),
) {
  const clock = new SimulatedClock();
  clock.set(1_700_000_000_000);
  const submitted: ProfileFormBody[] = [];
  let refreshes = 0;
  const machine = createProfileGateMachine(clock).provide({
    actors: {
      submitProfile: fromPromise<ServerNotice, ProfileFormBody>(({ input }) => {
        submitted.push(input);
        return submit(input);
      }),
      refreshUser: fromPromise(async () => {
        refreshes += 1;
      }),
    },
  });
  const actor = createActor(machine, { clock });
  const announced: string[] = [];
  actor.on('profile.completed', (event) => announced.push(event.message));
  actor.start();
  return {
    actor,
    clock,
    submitted,
    announced,
    refreshes: () => refreshes,
    secondsLeft: () => actor.getSnapshot().context.secondsLeft,
    closable: () => actor.getSnapshot().matches({ open: { countdown: 'closable' } }),
  };
}

describe('profile gate countdown', () => {
  it('counts down the ten seconds one by one before the close button appears', () => {
    const gate = openGate();
    const shown = [gate.secondsLeft()];
    for (let second = 1; second <= 10; second += 1) {
      gate.clock.increment(1_000);
      shown.push(gate.secondsLeft());
    }
    expect(shown).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(gate.closable()).toBe(true);
  });

  it('cannot be closed before the ten seconds are over', () => {
    const gate = openGate();
    gate.clock.increment(PROFILE_CLOSE_DELAY_MS - 1);
    expect(gate.secondsLeft()).toBe(1);
    gate.actor.send({ type: 'gate.close' });
    expect(gate.actor.getSnapshot().status).toBe('active');
    expect(gate.closable()).toBe(false);

    gate.clock.increment(1);
    expect(gate.closable()).toBe(true);
    gate.actor.send({ type: 'gate.close' });
    expect(gate.actor.getSnapshot().value).toBe('dismissed');
  });

  it('submitting announces the server message, refreshes the user and completes', async () => {
    const gate = openGate(async () => ({ message: '个人信息已完善，欢迎开始学习！' }));
    gate.clock.increment(3_000);
    gate.actor.send({ type: 'profile.submit', form: FORM });
    await settle();
    await settle();
    expect(gate.submitted).toEqual([FORM]);
    expect(gate.announced).toEqual(['个人信息已完善，欢迎开始学习！']);
    expect(gate.refreshes()).toBe(1);
    expect(gate.actor.getSnapshot().value).toBe('completed');
  });

  it('a refused submit keeps the form open with the reason, and the countdown goes on', async () => {
    const gate = openGate(() => Promise.reject({ status: 400, message: '学号不能为空' }));
    gate.actor.send({ type: 'profile.submit', form: { ...FORM, parentsContactWay: ' ' } });
    await settle();
    const snapshot = gate.actor.getSnapshot();
    expect(snapshot.matches({ open: { form: 'editing' } })).toBe(true);
    expect(snapshot.context.submitError).toBe('学号不能为空');
    expect(gate.announced).toEqual([]);

    gate.clock.increment(10_000);
    expect(gate.closable()).toBe(true);
    gate.actor.send({ type: 'profile.submit', form: FORM });
    expect(gate.actor.getSnapshot().context.submitError).toBeNull();
  });
});
