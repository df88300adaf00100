/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROBLEM_REPORT_LIMITS } from '../../core/problemReportTypes';
import type { ProblemReportSummary, QaStatus } from '../../core/problemReportTypes';
import type { Paged } from '../../core/homeTypes';
import { parseProblemsArgs, runProblemsCommand } from '../../server/problems';
import { apiGet, apiPost } from '../helpers/apiClient';
import type { RunningServer } from '../helpers/startServer';
import { startServer } from '../helpers/startServer';
import { signInAs } from './support/caller';
import type { Caller } from './support/caller';
import { testClock } from './support/exam';

const SETUP_TIMEOUT_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
const clock = testClock();

let server: RunningServer;
let demo: Caller;
let xiaoyu: Caller;

beforeAll(async () => {
  server = await startServer({ now: clock.now });
  demo = await signInAs(server, 'demo');
  xiaoyu = await signInAs(server, 'xiaoyu');
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

// Each test gets a fresh hour, so the hourly limit is only met where a test means to meet it; a
// clock a test stopped runs again (two hours on, it cannot go back into an earlier test's hour).
beforeEach(() => {
  clock.stoppedAt = undefined;
  clock.offsetMs += 2 * HOUR_MS;
});

/** A state file as the browser exports it, plus the secrets a careless client might leave in. */
function stateFile(question = 3) {
  return {
    format: 'codesprout-state',
    version: 2,
    route: '/practice?batch=1',
    persisted: {
      'codesprout.session': {
        userInfo: { id: 1, username: 'demo', mobile: '13800000000' },
        accessToken: 'tok-abc',
      },
      'codesprout.practice': {
        progress: { batchId: 1, version: 3, snapshot: { context: { index: question } } },
      },
    },
    machines: { practiceSession: { version: 3, snapshot: { value: 'answering', password: 'x' } } },
  };
}

function reportBody(overrides: Record<string, unknown> = {}) {
  return {
    description: '点了下一题没有反应',
    route: '/practice?batch=1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
    appVersion: '0.1.0',
    recentEvents: JSON.stringify([
      { source: 'store', type: 'practice/progressSaved', at: 1 },
      { source: 'practiceSession', type: 'nav.next', at: 2, accessToken: 'tok-in-event' },
    ]),
    state: JSON.stringify(stateFile()),
    ...overrides,
  };
}

function file(caller: Caller, body: Record<string, unknown>) {
  return apiPost<{ id: number }>(server.baseUrl, '/api/v3/student/problemReport', {
    token: caller.token,
    body,
    form: true,
  });
}

/** The same call, answered as it came, for its headers. */
function fileRaw(caller: Caller, body: Record<string, unknown>) {
  return fetch(`${server.baseUrl}/api/v3/student/problemReport`, {
    method: 'POST',
    headers: { accessToken: caller.token, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString(),
  });
}

const mine = (caller: Caller, query = '') =>
  caller.get<Paged<ProblemReportSummary>>(`getMyProblemReports${query}`);

describe('filing a problem report', () => {
  test('is stored with its context and listed to its author, the latest first', async () => {
    const first = await file(demo, reportBody({ description: '第一个问题' }));
    clock.offsetMs += 1000;
    const second = await file(demo, reportBody({ description: '第二个问题' }));
    expect(first.status).toBe(200);
    expect(second.body.message).toBe('反馈已收到，谢谢你！');
    const { status, body } = await mine(demo);
    expect(status).toBe(200);
    expect(body.result.list.slice(0, 2).map((report) => report.description)).toEqual([
      '第二个问题',
      '第一个问题',
    ]);
    expect(body.result.list[0]).toMatchObject({ id: second.body.result.id, route: '/practice?batch=1' });
  });

  test('a student sees only their own reports', async () => {
    const { body: filed } = await file(xiaoyu, reportBody({ description: '晓雨的问题' }));
    const demoIds = (await mine(demo)).body.result.list.map((report) => report.id);
    expect(demoIds).not.toContain(filed.result.id);
    const xiaoyuList = (await mine(xiaoyu)).body.result.list;
    expect(xiaoyuList.map((report) => report.description)).toEqual(['晓雨的问题']);
  });

  test('secrets are removed by the server even when the client left them in', async () => {
    const { body } = await file(demo, reportBody());
    const row = await server.app.db
      .selectFrom('problem_reports')
      .selectAll()
      .where('id', '=', body.result.id)
      .executeTakeFirstOrThrow();
    for (const secret of ['tok-abc', 'tok-in-event', '13800000000', 'accessToken', 'password'])
      expect(`${row.state}${row.recent_events}`).not.toContain(secret);
    const state = JSON.parse(row.state) as ReturnType<typeof stateFile>;
    expect(state.persisted['codesprout.practice'].progress.snapshot.context.index).toBe(3);
    expect(state.persisted['codesprout.session'].userInfo.username).toBe('demo');
  });

  test('needs a signed-in student', async () => {
    const { status } = await apiPost(server.baseUrl, '/api/v3/student/problemReport', {
      body: reportBody(),
      form: true,
    });
    expect(status).toBe(401);
    expect((await apiGet(server.baseUrl, '/api/v3/student/getMyProblemReports')).status).toBe(401);
  });
});

describe('validation and bounds', () => {
  test.each([
    ['description', { description: '' }],
    ['description', { description: '   ' }],
    ['description', { description: '很'.repeat(PROBLEM_REPORT_LIMITS.descriptionMax + 1) }],
    ['route', { route: 'practice' }],
    ['userAgent', { userAgent: 'x'.repeat(PROBLEM_REPORT_LIMITS.userAgentMax + 1) }],
    ['appVersion', { appVersion: 'v'.repeat(PROBLEM_REPORT_LIMITS.appVersionMax + 1) }],
    ['state', { state: 'x'.repeat(PROBLEM_REPORT_LIMITS.stateMax + 1) }],
    ['state', { state: '{not json' }],
    ['state', { state: '[1,2]' }],
    ['recentEvents', { recentEvents: '"text"' }],
    ['recentEvents', { recentEvents: JSON.stringify(Array(101).fill({ type: 'x' })) }],
  ])('a bad %s is a 400 naming it', async (field, overrides) => {
    const { status, body } = await file(demo, reportBody(overrides));
    expect(status).toBe(400);
    expect(body.errorCode).toBe('BAD_FIELD');
    expect(body.message).toContain(field);
  });

  test('a missing or unknown field is a 400 naming it', async () => {
    const { description: _, ...rest } = reportBody();
    const missing = await file(demo, rest);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('description');
    const unknown = await file(demo, reportBody({ studentId: xiaoyu.id }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('UNKNOWN_FIELD');
  });

  test('a state of the largest size is accepted', async () => {
    const padding = 'a'.repeat(PROBLEM_REPORT_LIMITS.stateMax - 20);
    const state = JSON.stringify({ padding });
    expect(state.length).toBeLessThanOrEqual(PROBLEM_REPORT_LIMITS.stateMax);
    expect((await file(demo, reportBody({ state }))).status).toBe(200);
  });

  test('a student files at most so many reports an hour, and a refusal says when to try again', async () => {
    // Stopped, so the seconds the eleven calls take on a slow machine do not shift the hour.
    clock.stoppedAt = Date.now();
    expect((await file(xiaoyu, reportBody({ description: '问题 0' }))).status).toBe(200);
    clock.offsetMs += 10 * 60_000;
    for (let i = 1; i < PROBLEM_REPORT_LIMITS.perHour; i += 1)
      expect((await file(xiaoyu, reportBody({ description: `问题 ${i}` }))).status).toBe(200);

    const refused = await fileRaw(xiaoyu, reportBody());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe('RATE_LIMITED');
    // The first report leaves the hour 50 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));

    clock.offsetMs += 50 * 60_000 - 1_000;
    expect((await file(xiaoyu, reportBody())).status).toBe(429);
    clock.offsetMs += 1_000;
    expect((await file(xiaoyu, reportBody())).status).toBe(200);
  });

  test('the list pages by at most 20', async () => {
    const { status, body } = await mine(demo, '?pageSize=21');
    expect(status).toBe(400);
    expect(body.message).toContain('pageSize');
  });
});

describe('the QA switch and replays', () => {
  const run = (argv: string[]) =>
    runProblemsCommand(server.app.db, parseProblemsArgs(argv), server.app.config.dataDir, clock.now());

  test('only an account granted QA is told so, and only it may load a replay', async () => {
    const status = () => demo.get<QaStatus>('qa/status');
    expect((await status()).body.result).toEqual({ qa: false });
    const { body } = await file(xiaoyu, reportBody());
    const replay = `qa/replay/problem-${body.result.id}`;
    const refused = await demo.get(replay);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('practice');

    expect((await run(['qa', 'add', 'demo'])).done).toBe(true);
    expect((await status()).body.result).toEqual({ qa: true });
    expect((await xiaoyu.get<QaStatus>('qa/status')).body.result).toEqual({ qa: false });
    const loaded = await demo.get<ReturnType<typeof stateFile>>(replay);
    expect(loaded.status).toBe(200);
    expect(loaded.body.result.persisted['codesprout.practice'].progress.snapshot.context.index).toBe(3);
    expect(JSON.stringify(loaded.body.result)).not.toContain('tok-abc');

    expect((await run(['qa', 'remove', 'demo'])).done).toBe(true);
    expect((await demo.get(replay)).status).toBe(403);
  });

  test('the developers list reports and write one as a replay file that QA loads by name', async () => {
    const { body } = await file(xiaoyu, reportBody({ description: '考试页面卡住了' }));
    const id = body.result.id;
    const listed = await run(['list', '--student', 'xiaoyu']);
    expect(listed.output).toContain(`#${id}`);
    expect(listed.output).toContain('考试页面卡住了');
    expect((await run(['list', '--student', 'demo'])).output).not.toContain('考试页面卡住了');

    const shown = await run(['show', String(id)]);
    expect(shown.output).toContain('Chrome/130');
    expect(shown.output).toContain('practiceSession  nav.next');

    const written = await run(['replay', String(id)]);
    const replayFile = path.join(server.app.config.dataDir, 'replays', `problem-${id}.json`);
    expect(written.output).toContain(replayFile);
    expect(existsSync(replayFile)).toBe(true);
    expect(readFileSync(replayFile, 'utf8')).not.toContain('tok-abc');

    await run(['qa', 'add', 'haoran']);
    const haoran = await signInAs(server, 'haoran');
    expect((await haoran.get(`qa/replay/problem-${id}`)).status).toBe(200);
    expect((await haoran.get('qa/replay/no-such-file')).status).toBe(404);
    expect((await haoran.get('qa/replay/..%2Fapp')).status).toBe(400);
    expect((await run(['show', '999999'])).done).toBe(false);
  });

  test('the command refuses what it cannot understand', () => {
    expect(() => parseProblemsArgs([])).toThrow('用法');
    expect(() => parseProblemsArgs(['show', 'x'])).toThrow('编号须是正整数');
    expect(() => parseProblemsArgs(['qa', 'add'])).toThrow('请给出用户名');
    expect(() => parseProblemsArgs(['delete', '1'])).toThrow('没有这个命令');
  });
});
