import { SimulatedClock, createActor } from 'xstate';
import {
  activityPhase,
  countdownMs,
  createActivityCountdownMachine,
} from '../../../machines/activityCountdown.machine';
import type { ActivityCountdownInput } from '../../../machines/activityCountdown.machine';
import { formatCountdown } from '../../../core/format';

/** The local clock at the start of each test; the server runs 90 s ahead of it. */
const LOCAL_START = 1_750_000_000_000;
const SERVER_AHEAD_MS = 90_000;
const SERVER_START = LOCAL_START + SERVER_AHEAD_MS;
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

function start(times: Omit<ActivityCountdownInput, 'clockOffset'>, clockOffset = SERVER_AHEAD_MS) {
  const clock = new SimulatedClock();
  clock.set(LOCAL_START);
  const actor = createActor(createActivityCountdownMachine(clock), {
    clock,
    input: { ...times, clockOffset },
  }).start();
  const phase = () => actor.getSnapshot().value;
  const text = () => formatCountdown(countdownMs(actor.getSnapshot().context));
  return { clock, actor, phase, text };
}

describe('activityPhase (SPEC.md §4)', () => {
  const times = { startTime: 1000, endTime: 2000, activitiesStatus: '' as const };
  it.each([
    [999, 'upcoming'],
    [1000, 'running'],
    [1999, 'running'],
    [2000, 'reviewing'],
  ])('at %i the activity is %s', (now, phase) => {
    expect(activityPhase(times, now)).toBe(phase);
  });

  it('a closed activity (status 1) is closed whatever the time', () => {
    expect(activityPhase({ ...times, activitiesStatus: '1' }, 1500)).toBe('closed');
    expect(activityPhase({ ...times, activitiesStatus: '1' }, 0)).toBe('closed');
  });

  it('the special badge (status 2) does not change the phase', () => {
    expect(activityPhase({ ...times, activitiesStatus: '2' }, 1500)).toBe('running');
  });
});

describe('activity countdown machine', () => {
  it('counts down to the start on the server clock, then to the end, then waits for review', () => {
    const { clock, phase, text } = start({
      startTime: SERVER_START + 3 * SECOND,
      endTime: SERVER_START + 3 * SECOND + DAY,
      activitiesStatus: '',
    });
    expect(phase()).toBe('upcoming');
    expect(text()).toBe('00时00分03秒');

    clock.increment(SECOND);
    expect(text()).toBe('00时00分02秒');
    clock.increment(SECOND);
    expect(text()).toBe('00时00分01秒');
    clock.increment(SECOND - 1);
    expect(phase()).toBe('upcoming');
    expect(text()).toBe('00时00分01秒');
    clock.increment(1);
    expect(phase()).toBe('running');
    expect(text()).toBe('1天00时00分00秒');

    clock.increment(SECOND);
    expect(text()).toBe('23时59分59秒');
    clock.increment(DAY - SECOND - 1);
    expect(phase()).toBe('running');
    clock.increment(1);
    expect(phase()).toBe('reviewing');
    expect(text()).toBe('00时00分00秒');
  });

  it('uses the server clock, not the local one: a local clock 90 s behind still starts on time', () => {
    // On the local clock the start is 100 s away; on the server's it is 10 s away.
    const { clock, phase } = start({
      startTime: LOCAL_START + 100 * SECOND,
      endTime: LOCAL_START + HOUR,
      activitiesStatus: '',
    });
    clock.increment(10 * SECOND - 1);
    expect(phase()).toBe('upcoming');
    clock.increment(1);
    expect(phase()).toBe('running');
  });

  it('ticks on whole seconds of the time left when the start is not on a whole second', () => {
    const { clock, text } = start({
      startTime: SERVER_START + 2 * SECOND + 400,
      endTime: SERVER_START + HOUR,
      activitiesStatus: '',
    });
    expect(text()).toBe('00时00分03秒');
    clock.increment(399);
    expect(text()).toBe('00时00分03秒');
    clock.increment(1);
    expect(text()).toBe('00时00分02秒');
  });

  it('an activity past its end is under review, and a closed one is closed', () => {
    expect(
      start({ startTime: SERVER_START - DAY, endTime: SERVER_START - 1, activitiesStatus: '' }).phase(),
    ).toBe('reviewing');
    expect(
      start({ startTime: SERVER_START - DAY, endTime: SERVER_START + DAY, activitiesStatus: '1' }).phase(),
    ).toBe('closed');
  });

  it('follows new times from the server and a re-measured clock offset', () => {
    const { actor, clock, phase } = start({
      startTime: SERVER_START - DAY,
      endTime: SERVER_START + HOUR,
      activitiesStatus: '',
    });
    expect(phase()).toBe('running');
    actor.send({
      type: 'activity.update',
      startTime: SERVER_START - DAY,
      endTime: SERVER_START + HOUR,
      activitiesStatus: '1',
    });
    expect(phase()).toBe('closed');

    actor.send({
      type: 'activity.update',
      startTime: SERVER_START - DAY,
      endTime: SERVER_START + HOUR,
      activitiesStatus: '',
    });
    expect(phase()).toBe('running');
    // The server turns out to be two hours ahead: the activity has already ended there.
    actor.send({ type: 'clock.sync', clockOffset: 2 * HOUR });
    expect(phase()).toBe('reviewing');
    clock.increment(DAY);
    expect(phase()).toBe('reviewing');
  });
});
