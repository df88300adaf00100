/** @jest-environment node */
import { SIGN_MAX_SKEW_MS } from '../../core/signing';
import type { LoginResult } from '../../core/types';
import { apiGet, apiPost, DEMO_PASSWORD, login, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { testClock } from './support/exam';
import { SETUP_TIMEOUT_MS } from './support/questionBank';

/**
 * One clock for every rule: moving `config.now` moves token expiry, the signed timestamp window
 * and rate windows alike, not only the exam engine.
 */
const HOUR_MS = 60 * 60 * 1000;
const STUDENT_INFO = '/api/v3/student/getStudentInfo';

const clock = testClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    now: clock.now,
    tokenTtlMs: HOUR_MS,
    rateLimit: { loginPerAccountPerMin: 2, loginPerIpPerMin: 100 },
  });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

function signedLogin(username: string, timestamp: number) {
  return tikuPost<LoginResult>(
    server.baseUrl,
    '/tiku/api/v1/login',
    { username, password: DEMO_PASSWORD },
    { timestamp },
  );
}

test('a token expires when the server clock passes its lifetime, on /api and on signed calls', async () => {
  const { accessToken, userInfo } = await login(server.baseUrl, 'xiaoyu');
  expect((await apiGet(server.baseUrl, STUDENT_INFO, { token: accessToken })).status).toBe(200);

  clock.offsetMs += HOUR_MS - 60_000;
  expect((await apiGet(server.baseUrl, STUDENT_INFO, { token: accessToken })).status).toBe(200);

  clock.offsetMs += 2 * 60_000;
  const expired = await apiGet(server.baseUrl, STUDENT_INFO, { token: accessToken });
  expect(expired).toMatchObject({ status: 401, body: { message: '登录已过期，请重新登录' } });
  const signed = await tikuPost(
    server.baseUrl,
    '/tiku/api/v1/getUserInfo',
    { userId: userInfo.id },
    { token: accessToken, timestamp: clock.now() },
  );
  expect(signed.status).toBe(401);
});

test('a signed timestamp is judged against the server clock, not the wall clock', async () => {
  clock.offsetMs += 2 * SIGN_MAX_SKEW_MS;
  const wallTime = await signedLogin('haoran', Date.now());
  expect(wallTime).toMatchObject({ status: 400, body: { errorCode: 'STALE_TIMESTAMP' } });

  const serverTime = await signedLogin('haoran', clock.now());
  expect(serverTime.status).toBe(200);
  expect(serverTime.body.result.userInfo.username).toBe('haoran');
});

test('the per-minute limit on password changes reopens when the server clock passes the minute', async () => {
  const { accessToken } = await login(server.baseUrl, 'solo');
  const wrongOldPassword = () =>
    apiPost(server.baseUrl, '/api/v3/student/updatePassword', {
      token: accessToken,
      body: { oldPassword: 'not-my-password', password: 'NewPass123', confirmPassword: 'NewPass123' },
      form: true,
    });

  expect((await wrongOldPassword()).status).toBe(400);
  expect((await wrongOldPassword()).status).toBe(400);
  expect(await wrongOldPassword()).toMatchObject({ status: 429, body: { errorCode: 'RATE_LIMITED' } });

  clock.offsetMs += 30_000;
  expect((await wrongOldPassword()).status).toBe(429);

  clock.offsetMs += 31_000;
  expect(await wrongOldPassword()).toMatchObject({ status: 400, body: { message: '原密码错误' } });
});
