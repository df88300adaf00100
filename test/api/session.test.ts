/** @jest-environment node */
import type { StudentInfo } from '../../core/types';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const INFO = '/api/v3/student/getStudentInfo';
const LOGOUT = '/api/v3/student/logout';
const EXPIRED = {
  success: false,
  code: 401,
  message: '登录已过期，请重新登录',
  result: null,
  errorCode: 'UNAUTHENTICATED',
};

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

test('getStudentInfo returns the user with medals and visitors', async () => {
  const { accessToken, userInfo } = await login(server.baseUrl, 'demo');
  const { status, body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token: accessToken });
  expect(status).toBe(200);
  expect(body.result).toMatchObject(userInfo);
  // Newest first: the seeded practice and mock exam of the last days earned the rule medals.
  expect(body.result.medalInfoList.map((medal) => medal.medalName)).toEqual([
    '初次练习',
    '首次通过',
    '创意达人',
    '坚持之星',
    '编程小新星',
  ]);
  expect(body.result.medalInfoList[2]).toEqual({
    id: expect.any(Number),
    medalName: '创意达人',
    medalIcon: '/avatars/medals/creative.svg',
    obtainTime: '2026-01-10 16:45:00',
  });
  expect(body.result.visitorRecordList.map((visit) => visit.studentName)).toEqual([
    '李晓雨',
    '张浩然',
    '赵欣然',
  ]);
  expect(body.result.visitorRecordList[0]).toEqual({
    studentId: expect.any(Number),
    studentName: '李晓雨',
    avatar: '/avatars/lixiaoyu.svg',
    visitTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  });
});

test('a student without medals or visitors gets empty lists', async () => {
  const { accessToken } = await login(server.baseUrl, 'solo');
  const { body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token: accessToken });
  expect(body.result.medalInfoList).toEqual([]);
  expect(body.result.visitorRecordList).toEqual([]);
});

test.each([
  ['no token', undefined],
  ['an unknown token', 'x'.repeat(43)],
])('getStudentInfo with %s → 401', async (_case, token) => {
  const { status, body } = await apiGet(server.baseUrl, INFO, { token });
  expect(status).toBe(401);
  expect(body).toEqual(EXPIRED);
});

test('logout revokes the token; other tokens of the same user keep working', async () => {
  const kept = await login(server.baseUrl, 'demo');
  const { accessToken } = await login(server.baseUrl, 'demo');
  expect((await apiGet(server.baseUrl, INFO, { token: accessToken })).status).toBe(200);

  const out = await apiPost(server.baseUrl, LOGOUT, { token: accessToken, body: {}, form: true });
  expect(out.status).toBe(200);
  expect(out.body).toMatchObject({ success: true, code: 200, result: null });

  expect(await apiGet(server.baseUrl, INFO, { token: accessToken })).toEqual({ status: 401, body: EXPIRED });
  expect((await apiPost(server.baseUrl, LOGOUT, { token: accessToken })).status).toBe(401);
  expect((await apiGet(server.baseUrl, INFO, { token: kept.accessToken })).status).toBe(200);
});

test('logout with no body at all, as axios sends it, works', async () => {
  const { accessToken } = await login(server.baseUrl, 'trial');
  const out = await apiPost(server.baseUrl, LOGOUT, { token: accessToken });
  expect(out).toEqual({ status: 200, body: expect.objectContaining({ success: true, result: null }) });
  expect((await apiGet(server.baseUrl, INFO, { token: accessToken })).status).toBe(401);
});

test('logout refuses unknown fields', async () => {
  const { accessToken } = await login(server.baseUrl, 'trial');
  const out = await apiPost(server.baseUrl, LOGOUT, { token: accessToken, body: { everywhere: 1 } });
  expect(out.status).toBe(400);
  expect(out.body.message).toBe('不支持的参数 everywhere');
  expect((await apiGet(server.baseUrl, INFO, { token: accessToken })).status).toBe(200);
});

test('logout without a token → 401', async () => {
  const { status } = await apiPost(server.baseUrl, LOGOUT);
  expect(status).toBe(401);
});

test('tokens are stored hashed, never as sent', async () => {
  const { accessToken } = await login(server.baseUrl, 'haoran');
  const rows = await server.app.db.selectFrom('access_tokens').select('token_hash').execute();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.some((row) => row.token_hash === accessToken)).toBe(false);
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
});

describe('with a short token lifetime', () => {
  let shortLived: RunningServer;
  beforeAll(async () => {
    shortLived = await startServer({ rateLimit: false, tokenTtlMs: 1500 });
  });
  afterAll(() => shortLived.close());

  test('an expired token → 401', async () => {
    const { accessToken, expiresAt } = await login(shortLived.baseUrl, 'demo');
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(1500);
    expect((await apiGet(shortLived.baseUrl, INFO, { token: accessToken })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 50));
    expect(await apiGet(shortLived.baseUrl, INFO, { token: accessToken })).toEqual({
      status: 401,
      body: EXPIRED,
    });
  });
});
