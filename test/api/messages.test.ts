/** @jest-environment node */
import type { MessageChange, MessagePage, UnreadCount } from '../../core/messageTypes';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const SETUP_TIMEOUT_MS = 30_000;

let server: RunningServer;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  for (const username of ['demo', 'xiaoyu', 'haoran', 'trial', 'newbie']) {
    const { accessToken, userInfo } = await login(server.baseUrl, username);
    tokens[username] = accessToken;
    ids[username] = userInfo.id;
  }
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function inbox(username: string, query = 'pageNumber=1&pageSize=20'): Promise<MessagePage> {
  const response = await apiGet<MessagePage>(server.baseUrl, `/api/messageSend/getByCondition?${query}`, {
    token: tokens[username],
  });
  expect(response.status).toBe(200);
  return response.body.result;
}

function markRead(username: string, body: Record<string, unknown>) {
  return apiPost<MessageChange>(server.baseUrl, '/api/messageSend/update', {
    token: tokens[username],
    body,
    form: true,
  });
}

function deleteIds(username: string, list: string) {
  return apiPost<MessageChange>(server.baseUrl, `/api/messageSend/delByIds/${list}`, {
    token: tokens[username],
  });
}

async function row(id: number) {
  return server.app.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('getByCondition', () => {
  test('the caller’s own messages, newest first, with totals and the unread count', async () => {
    const page = await inbox('demo');
    expect(page.total).toBe(5);
    expect(page.unreadCount).toBe(2);
    expect(page.list.map((message) => message.title)).toEqual([
      '作业提醒：第 5 课《小猫走迷宫》',
      '你的作品《会跳舞的小猫》被评为本周优秀作品',
      'Python 一级模拟卷成绩已出',
      '周六课程调整通知',
      '欢迎来到码芽少儿编程平台',
    ]);
    const times = page.list.map((message) => message.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.list[0]).toMatchObject({ status: 0, readTime: null, sender: '王老师', broadcast: 0 });
    expect(page.list[4]).toMatchObject({ status: 1, broadcast: 1 });
    const owners = await server.app.db
      .selectFrom('messages')
      .select('student_id')
      .where(
        'id',
        'in',
        page.list.map((message) => message.id),
      )
      .execute();
    expect(owners.every((owner) => owner.student_id === ids.demo)).toBe(true);
  });

  test('filters by status and pages; the unread count ignores the filter', async () => {
    const unread = await inbox('demo', 'pageNumber=1&pageSize=10&status=0');
    expect(unread.list.every((message) => message.status === 0)).toBe(true);
    expect(unread.total).toBe(2);
    const read = await inbox('demo', 'pageNumber=1&pageSize=10&status=1');
    expect(read.total).toBe(3);
    expect(read.unreadCount).toBe(2);
    const second = await inbox('demo', 'pageNumber=2&pageSize=2');
    expect(second.list.map((message) => message.title)).toEqual([
      'Python 一级模拟卷成绩已出',
      '周六课程调整通知',
    ]);
    expect(second.total).toBe(5);
  });

  test('bad paging names the field; no token is 401; another student’s userId is 403', async () => {
    const size = await apiGet(server.baseUrl, '/api/messageSend/getByCondition?pageNumber=1&pageSize=0', {
      token: tokens.demo,
    });
    expect(size.status).toBe(400);
    expect(size.body.message).toContain('pageSize');
    const status = await apiGet(
      server.baseUrl,
      '/api/messageSend/getByCondition?pageNumber=1&pageSize=5&status=3',
      {
        token: tokens.demo,
      },
    );
    expect(status.status).toBe(400);
    expect(status.body.message).toContain('status');
    const anonymous = await apiGet(server.baseUrl, '/api/messageSend/getByCondition?pageNumber=1&pageSize=5');
    expect(anonymous.status).toBe(401);
    const other = await apiGet(
      server.baseUrl,
      `/api/messageSend/getByCondition?pageNumber=1&pageSize=5&userId=${ids.xiaoyu}`,
      { token: tokens.demo },
    );
    expect(other.status).toBe(403);
    const own = await inbox('demo', `pageNumber=1&pageSize=5&userId=${ids.demo}`);
    expect(own.total).toBe(5);
  });
});

describe('getUnreadCount', () => {
  test('counts the caller’s unread messages only', async () => {
    const demo = await apiGet<UnreadCount>(server.baseUrl, '/api/messageSend/getUnreadCount', {
      token: tokens.demo,
    });
    expect(demo.body.result).toEqual({ unreadCount: (await inbox('demo')).unreadCount });
    const xiaoyu = await apiGet<UnreadCount>(server.baseUrl, '/api/messageSend/getUnreadCount', {
      token: tokens.xiaoyu,
    });
    expect(xiaoyu.body.result).toEqual({ unreadCount: 0 });
  });
});

describe('update (mark read)', () => {
  test('marks the listed messages read and answers the new unread count', async () => {
    const [first] = (await inbox('haoran', 'pageNumber=1&pageSize=10&status=0')).list;
    const response = await markRead('haoran', { ids: String(first.id) });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ changed: 1, unreadCount: 0 });
    expect((await row(first.id)).read_at).not.toBeNull();
    // Marking again changes nothing and is not an error.
    expect((await markRead('haoran', { ids: String(first.id) })).body.result).toEqual({
      changed: 0,
      unreadCount: 0,
    });
  });

  test('someone else’s id in the list: 404 and nothing changes, not even the caller’s own', async () => {
    const own = (await inbox('trial', 'pageNumber=1&pageSize=10&status=0')).list;
    const others = (await inbox('newbie', 'pageNumber=1&pageSize=10&status=0')).list;
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const response = await markRead('trial', { ids: `${own[0].id},${others[0].id}` });
    expect(response.status).toBe(404);
    expect((await row(own[0].id)).read_at).toBeNull();
    expect((await row(others[0].id)).read_at).toBeNull();
  });

  test('all=1 marks the whole inbox read', async () => {
    const response = await markRead('trial', { all: 1 });
    expect(response.status).toBe(200);
    expect(response.body.result.unreadCount).toBe(0);
    expect(response.body.result.changed).toBeGreaterThan(0);
    expect((await inbox('trial')).unreadCount).toBe(0);
    expect((await inbox('newbie')).unreadCount).toBeGreaterThan(0);
  });

  test('needs ids or all, not both, and well-formed ids', async () => {
    const neither = await markRead('demo', {});
    expect(neither.status).toBe(400);
    expect(neither.body.message).toContain('ids');
    expect((await markRead('demo', { ids: '1', all: 1 })).status).toBe(400);
    const bad = await markRead('demo', { ids: '1,,2' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ids');
    const many = await markRead('demo', { ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') });
    expect(many.status).toBe(400);
    expect(
      (await apiPost(server.baseUrl, '/api/messageSend/update', { body: { all: 1 }, form: true })).status,
    ).toBe(401);
    const other = await markRead('demo', { all: 1, userId: ids.xiaoyu });
    expect(other.status).toBe(403);
  });
});

describe('delByIds', () => {
  test('soft-deletes the caller’s messages: gone from the list, kept in the table', async () => {
    const before = await inbox('xiaoyu');
    const target = before.list[0];
    const response = await deleteIds('xiaoyu', String(target.id));
    expect(response.status).toBe(200);
    expect(response.body.result.changed).toBe(1);
    const after = await inbox('xiaoyu');
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((message) => message.id)).not.toContain(target.id);
    expect((await row(target.id)).deleted_at).not.toBeNull();
    // Already deleted: not found, like any id that is not in the inbox.
    expect((await deleteIds('xiaoyu', String(target.id))).status).toBe(404);
  });

  test('someone else’s id is refused and their message is untouched, also inside a list', async () => {
    const victim = (await inbox('demo')).list[0];
    const own = (await inbox('haoran')).list[0];
    const alone = await deleteIds('haoran', String(victim.id));
    expect(alone.status).toBe(404);
    const mixed = await deleteIds('haoran', `${own.id},${victim.id}`);
    expect(mixed.status).toBe(404);
    expect(await row(victim.id)).toMatchObject({ deleted_at: null, student_id: ids.demo });
    expect((await row(own.id)).deleted_at).toBeNull();
    expect((await inbox('demo')).list.map((message) => message.id)).toContain(victim.id);
  });

  test('deleting an unread message lowers the unread count', async () => {
    const unread = (await inbox('newbie', 'pageNumber=1&pageSize=10&status=0')).list;
    const before = (await inbox('newbie')).unreadCount;
    const response = await deleteIds('newbie', String(unread[0].id));
    expect(response.body.result).toEqual({ changed: 1, unreadCount: before - 1 });
  });

  test('ids must be a comma-separated list of ids', async () => {
    const bad = await deleteIds('demo', 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ids');
    expect((await deleteIds('demo', '0')).status).toBe(400);
    expect((await apiPost(server.baseUrl, '/api/messageSend/delByIds/1')).status).toBe(401);
  });
});
