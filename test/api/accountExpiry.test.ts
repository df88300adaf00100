/** @jest-environment node */
import { apiGet, apiPost, DEMO_PASSWORD, login, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const LOGIN = '/api/v3/student/login';
const INFO = '/api/v3/student/getStudentInfo';
const EXPIRED_MESSAGE = '你的账号已到期，请联系老师或校区续费后再登录';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, 30_000);
afterAll(() => server.close());

async function endAccount(username: string, at: number | null): Promise<void> {
  await server.app.db
    .updateTable('students')
    .set({ account_expires_at: at })
    .where('username', '=', username)
    .execute();
}

test('a seeded account has no end and signs in', async () => {
  const row = await server.app.db
    .selectFrom('students')
    .select('account_expires_at')
    .where('username', '=', 'haoran')
    .executeTakeFirstOrThrow();
  expect(row.account_expires_at).toBeNull();
  await expect(login(server.baseUrl, 'haoran')).resolves.toMatchObject({ accessToken: expect.any(String) });
});

test('an account that has ended: sign-in → 403 with a clear message, its live tokens → 401', async () => {
  const { accessToken } = await login(server.baseUrl, 'haoran');
  await endAccount('haoran', Date.now() - 1000);

  const refused = await apiPost(server.baseUrl, LOGIN, {
    body: { username: 'haoran', password: DEMO_PASSWORD },
    form: true,
  });
  expect(refused).toEqual({
    status: 403,
    body: { success: false, code: 403, message: EXPIRED_MESSAGE, result: null, errorCode: 'ACCOUNT_EXPIRED' },
  });
  const questionBank = await tikuPost(server.baseUrl, '/tiku/api/v1/login', {
    username: 'haoran',
    password: DEMO_PASSWORD,
  });
  expect(questionBank.status).toBe(403);
  expect((await apiGet(server.baseUrl, INFO, { token: accessToken })).status).toBe(401);
});

test('a wrong password does not reveal that an account has ended', async () => {
  await endAccount('xiaoyu', Date.now() - 1000);
  const { status, body } = await apiPost(server.baseUrl, LOGIN, {
    body: { username: 'xiaoyu', password: 'not-the-password' },
    form: true,
  });
  expect({ status, message: body.message }).toEqual({ status: 400, message: '用户名或密码错误' });
});

test('an end date still ahead changes nothing; renewing (clearing it) lets the student back in', async () => {
  await endAccount('solo', Date.now() + DAY_MS);
  await expect(login(server.baseUrl, 'solo')).resolves.toBeDefined();
  await endAccount('haoran', null);
  await expect(login(server.baseUrl, 'haoran')).resolves.toBeDefined();
});
