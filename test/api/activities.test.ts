/** @jest-environment node */
import type { Activity, ActivityDetail, ActivityPage } from '../../core/homeTypes';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { servedFileExists, SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: RunningServer;
let clock: number;
let demo: Caller;
let trial: Caller;
let solo: Caller;

beforeAll(async () => {
  clock = Date.now();
  server = await startServer({ rateLimit: false, now: () => clock });
  [demo, trial, solo] = await Promise.all(['demo', 'trial', 'solo'].map((name) => signInAs(server, name)));
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  clock = Date.now();
});

const list = (caller: Caller, status: string, pageNumber = 1, pageSize = 20) =>
  caller.get<ActivityPage>(
    `activities/getActivitiesList?pageNumber=${pageNumber}&pageSize=${pageSize}&status=${status}`,
  );

/** SPEC.md §4, as the client derives it from the times, the status and the server's clock. */
function stateOf(activity: Activity, serverTime: number): string {
  if (activity.activitiesStatus === '1') return 'ended';
  if (serverTime < activity.startTime) return 'notStarted';
  if (serverTime < activity.endTime) return 'running';
  return 'underReview';
}

describe('getActivitiesList', () => {
  test('the seeded term has activities in every state, timed by the server’s clock', async () => {
    const response = await list(demo, 'all');
    expect(response.status).toBe(200);
    const page = response.body.result;
    expect(page.serverTime).toBe(clock);
    expect(page.total).toBe(8);
    const states = page.list.map((activity) => stateOf(activity, page.serverTime));
    expect(new Set(states)).toEqual(new Set(['notStarted', 'running', 'underReview', 'ended']));
    expect(page.list.some((activity) => activity.activitiesStatus === '2')).toBe(true);
    const starts = page.list.map((activity) => activity.startTime);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    for (const activity of page.list) {
      expect(activity.endTime).toBeGreaterThan(activity.startTime);
      expect(activity.surplusCount).toBeLessThanOrEqual(activity.planCount);
      expect(servedFileExists(activity.cover)).toBe(true);
    }
  });

  test('running = not ended and not closed (not started included); ended = the rest', async () => {
    const all = (await list(demo, 'all')).body.result;
    const running = (await list(demo, 'running')).body.result;
    const ended = (await list(demo, 'ended')).body.result;
    expect(running.total + ended.total).toBe(all.total);
    expect(running.list.map((activity) => stateOf(activity, running.serverTime)).sort()).toEqual(
      all.list
        .map((activity) => stateOf(activity, all.serverTime))
        .filter((state) => state === 'running' || state === 'notStarted')
        .sort(),
    );
    expect(ended.list.every((activity) => ['underReview', 'ended'].includes(stateOf(activity, clock)))).toBe(
      true,
    );
  });

  test('three days later the family day has closed for entries and the hour of code is running', async () => {
    const family = (await list(demo, 'all')).body.result.list.find((activity) =>
      activity.name.startsWith('亲子编程日'),
    );
    const hour = (await list(demo, 'all')).body.result.list.find((activity) =>
      activity.name.includes('编程一小时'),
    );
    if (!family || !hour) throw new Error('seeded activities missing');
    expect([stateOf(family, clock), stateOf(hour, clock)]).toEqual(['running', 'notStarted']);

    clock += 3 * DAY_MS;
    const later = (await list(demo, 'running')).body.result;
    expect(later.serverTime).toBe(clock);
    const ids = later.list.map((activity) => activity.id);
    expect(ids).toContain(hour.id);
    expect(ids).not.toContain(family.id);
    expect(stateOf(hour, clock)).toBe('running');
    expect(stateOf(family, clock)).toBe('underReview');
  });

  test('pages', async () => {
    const all = (await list(demo, 'all')).body.result.list.map((activity) => activity.id);
    const second = (await list(demo, 'all', 2, 3)).body.result;
    expect(second).toMatchObject({ total: 8, pageNumber: 2, pageSize: 3 });
    expect(second.list.map((activity) => activity.id)).toEqual(all.slice(3, 6));
  });

  test('school students only: trial students and students of no organisation are refused', async () => {
    for (const caller of [trial, solo]) {
      const response = await list(caller, 'all');
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('创意活动仅对在校学员开放');
    }
  });

  test('validation names the field', async () => {
    const badStatus = await list(demo, 'soon');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toContain('status');
    const noPage = await demo.get('activities/getActivitiesList?pageSize=4');
    expect(noPage.body.message).toBe('pageNumber 不能为空');
  });
});

describe('getActivityDetails', () => {
  test('the detail carries sanitised content, organiser, works entered and the server time', async () => {
    const [first] = (await list(demo, 'all')).body.result.list;
    if (!first) throw new Error('no activity');
    const response = await demo.get<ActivityDetail>(`activities/getActivityDetails/${first.id}`);
    expect(response.status).toBe(200);
    const detail = response.body.result;
    expect(detail).toMatchObject({ ...first, serverTime: clock });
    expect(detail.organizer).not.toBe('');
    expect(detail.opusCount).toBeGreaterThanOrEqual(0);
    expect(detail.content).toMatch(/<h3>/);
    expect(detail.content).not.toMatch(/<script|\son\w+=|javascript:/i);
  });

  test('another organisation’s activity is not shown; a platform-wide one is', async () => {
    const now = Date.now();
    const org = await server.app.db
      .insertInto('organizations')
      .values({ name: '别的学校', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = {
      cover: '/content/activities/hour-of-code.svg',
      start_time: now - DAY_MS,
      end_time: now + DAY_MS,
      plan_count: 10,
      surplus_count: 10,
      content: '<p>内部活动</p>',
      organizer: '别的学校',
      created_at: now,
    };
    const other = await server.app.db
      .insertInto('activities')
      .values({ ...base, organization_id: org.id, name: '别的学校的内部活动' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const everyone = await server.app.db
      .insertInto('activities')
      .values({ ...base, organization_id: null, name: '全平台活动' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await demo.get(`activities/getActivityDetails/${other.id}`)).status).toBe(404);
      expect((await demo.get(`activities/getActivityDetails/${everyone.id}`)).status).toBe(200);
      const names = (await list(demo, 'all')).body.result.list.map((activity) => activity.name);
      expect(names).toContain('全平台活动');
      expect(names).not.toContain('别的学校的内部活动');
    } finally {
      await server.app.db.deleteFrom('activities').where('id', 'in', [other.id, everyone.id]).execute();
    }
  });

  test('unknown 404, bad id 400 naming it, trial 403', async () => {
    expect((await demo.get('activities/getActivityDetails/999999')).status).toBe(404);
    const bad = await demo.get('activities/getActivityDetails/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
    expect((await trial.get('activities/getActivityDetails/1')).status).toBe(403);
  });
});
