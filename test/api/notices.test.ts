/** @jest-environment node */
import type { Notice } from '../../core/messageTypes';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const SETUP_TIMEOUT_MS = 30_000;
const POPUP = '寒假 Scratch 创意编程营开始报名啦';
const SCHOOL_CAROUSEL = ['Scratch 等级考试模拟练习已开放', '春季学期上课时间安排'];
const FOR_EVERYONE = '小铃铛上线：新消息实时提醒';
const ENDED = '上学期期末作品展投票结果';

let server: RunningServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  for (const username of ['demo', 'newbie', 'solo', 'haoran']) {
    tokens[username] = (await login(server.baseUrl, username)).accessToken;
  }
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function noticesOf(username: string, method: 'GET' | 'POST' = 'GET'): Promise<Notice[]> {
  const path = '/api/v3/notice/getMyNoticeList';
  const response =
    method === 'GET'
      ? await apiGet<Notice[]>(server.baseUrl, path, { token: tokens[username] })
      : await apiPost<Notice[]>(server.baseUrl, path, { token: tokens[username], body: {}, form: true });
  expect(response.status).toBe(200);
  return response.body.result;
}

const titles = (notices: Notice[]) => notices.map((notice) => notice.title).sort();

function closeNotice(username: string, id: number | string) {
  return apiPost(server.baseUrl, `/api/v3/notice/closeNotice?id=${id}`, { token: tokens[username] });
}

async function idOf(title: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('notices')
    .select('id')
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('getMyNoticeList', () => {
  test('a school student sees the school’s running notices and everyone’s, never an ended one', async () => {
    const notices = await noticesOf('haoran');
    expect(titles(notices)).toEqual([POPUP, ...SCHOOL_CAROUSEL, FOR_EVERYONE].sort());
    expect(titles(notices)).not.toContain(ENDED);
    const popup = notices.find((notice) => notice.title === POPUP);
    expect(popup).toMatchObject({
      displayMode: 2,
      displayDuration: 1,
      imageUrl: '/notices/winter-camp.svg',
      redirectUrlStatus: 0,
    });
    expect(popup?.content).toContain('寒假创意编程营');
    const now = Date.now();
    for (const notice of notices) {
      expect(notice.startTime).toBeLessThanOrEqual(now);
      expect(notice.endTime).toBeGreaterThan(now);
    }
    const exam = notices.find((notice) => notice.title === SCHOOL_CAROUSEL[0]);
    expect(exam).toMatchObject({ displayMode: 1, redirectUrlStatus: 1, redirectUrl: '/simulationTest' });
  });

  test('a student of no school sees only the notices for everyone', async () => {
    expect(titles(await noticesOf('solo'))).toEqual([FOR_EVERYONE]);
  });

  test('GET and POST give the same list', async () => {
    expect(await noticesOf('haoran', 'POST')).toEqual(await noticesOf('haoran', 'GET'));
  });

  test('needs a token; naming another student is 403, an unknown field 400', async () => {
    const anonymous = await apiGet(server.baseUrl, '/api/v3/notice/getMyNoticeList');
    expect(anonymous.status).toBe(401);
    const { userInfo: solo } = await login(server.baseUrl, 'solo');
    const other = await apiGet(server.baseUrl, `/api/v3/notice/getMyNoticeList?userId=${solo.id}`, {
      token: tokens.demo,
    });
    expect(other.status).toBe(403);
    const own = await apiGet<Notice[]>(server.baseUrl, `/api/v3/notice/getMyNoticeList?userId=${solo.id}`, {
      token: tokens.solo,
    });
    expect(titles(own.body.result)).toEqual([FOR_EVERYONE]);
    const extra = await apiGet(server.baseUrl, '/api/v3/notice/getMyNoticeList?schoolId=1', {
      token: tokens.demo,
    });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('schoolId');
  });
});

describe('closeNotice', () => {
  test('closing the popup that reports its close hides it for that student only, and is idempotent', async () => {
    const popupId = await idOf(POPUP);
    const first = await closeNotice('demo', popupId);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(titles(await noticesOf('demo'))).not.toContain(POPUP);

    const again = await closeNotice('demo', popupId);
    expect(again.status).toBe(200);
    const closes = await server.app.db
      .selectFrom('notice_closes')
      .selectAll()
      .where('notice_id', '=', popupId)
      .execute();
    expect(closes).toHaveLength(1);

    // Classmates still get it.
    expect(titles(await noticesOf('newbie'))).toContain(POPUP);
  });

  test('a notice that does not report its close keeps showing after a close', async () => {
    const id = await idOf(SCHOOL_CAROUSEL[1]);
    expect((await closeNotice('newbie', id)).status).toBe(200);
    expect(titles(await noticesOf('newbie'))).toContain(SCHOOL_CAROUSEL[1]);
  });

  test('a notice not addressed to the caller, or unknown, is 404 and records nothing', async () => {
    const schoolOnly = await idOf(POPUP);
    const refused = await closeNotice('solo', schoolOnly);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, code: 404 });
    const soloId = (await login(server.baseUrl, 'solo')).userInfo.id;
    const rows = await server.app.db
      .selectFrom('notice_closes')
      .select('id')
      .where('student_id', '=', soloId)
      .execute();
    expect(rows).toHaveLength(0);
    expect((await closeNotice('solo', 999999)).status).toBe(404);
  });

  test('bad input names the field; no token is 401', async () => {
    const missing = await apiPost(server.baseUrl, '/api/v3/notice/closeNotice', { token: tokens.demo });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('id');
    const word = await closeNotice('demo', 'abc');
    expect(word.status).toBe(400);
    expect(word.body.message).toContain('id');
    const anonymous = await apiPost(server.baseUrl, `/api/v3/notice/closeNotice?id=${await idOf(POPUP)}`);
    expect(anonymous.status).toBe(401);
  });
});
