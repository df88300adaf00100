/** @jest-environment node */
import type { LoginResult, StudentInfo, UserInfo } from '../../core/types';
import { DEMO_PASSWORD, apiGet, apiPost, login, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

const LOGIN = '/api/v3/student/login';

function expectUsableToken(result: LoginResult) {
  expect(result.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(result.expiresAt).toBeGreaterThan(Date.now());
}

test('the browser form login returns a token and the user', async () => {
  const { status, body } = await apiPost<LoginResult>(server.baseUrl, LOGIN, {
    body: { username: 'demo', password: DEMO_PASSWORD },
    form: true,
  });
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  expect(body.code).toBe(200);
  expectUsableToken(body.result);
  expect(body.result.userInfo).toEqual<UserInfo>({
    id: expect.any(Number),
    username: 'demo',
    userName: 'demo',
    nickName: '小满',
    realName: '林小满',
    avatar: '/avatars/linxiaoman.svg',
    organizationId: expect.stringMatching(/^\d+$/),
    organizationName: '码芽少儿编程',
    campusName: '星河校区',
    className: 'Scratch启蒙A班',
    schoolStatus: 1,
    bindSchoolInfo: {
      name: '林小满',
      sex: '女',
      birthDayStr: '2015-03-01',
      parentsContactWay: 'XH2023081501',
    },
    studentStatus: 0,
    loginFrom: 1,
  });
  expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
});

test('JSON login to /api works too, and the token opens getStudentInfo', async () => {
  const { status, body } = await apiPost<LoginResult>(server.baseUrl, LOGIN, {
    body: { username: 'xiaoyu', password: DEMO_PASSWORD },
  });
  expect(status).toBe(200);
  const info = await apiGet<StudentInfo>(server.baseUrl, '/api/v3/student/getStudentInfo', {
    token: body.result.accessToken,
  });
  expect(info.status).toBe(200);
  expect(info.body.result.username).toBe('xiaoyu');
  expect(info.body.result.className).toBe('Python进阶B班');
});

test('the signed question-bank login gives the same result shape', async () => {
  const { status, body } = await tikuPost<LoginResult>(server.baseUrl, '/tiku/api/v1/login', {
    username: 'demo',
    password: DEMO_PASSWORD,
  });
  expect(status).toBe(200);
  expectUsableToken(body.result);
  expect(body.result.userInfo.realName).toBe('林小满');
});

test('username and password are trimmed', async () => {
  const result = await login(server.baseUrl, '  demo\t', `  ${DEMO_PASSWORD} `);
  expectUsableToken(result);
  expect(result.userInfo.username).toBe('demo');
});

test('every login gets its own token', async () => {
  const first = await login(server.baseUrl, 'demo');
  const second = await login(server.baseUrl, 'demo');
  expect(first.accessToken).not.toBe(second.accessToken);
});

test.each([
  ['a wrong password', 'demo', 'sprout2026'],
  ['an unknown user', 'nobody', DEMO_PASSWORD],
  ['another account’s password pattern', 'solo', 'Sprout2025'],
])('%s → 400 with the same message', async (_case, username, password) => {
  const { status, body } = await apiPost(server.baseUrl, LOGIN, { body: { username, password }, form: true });
  expect(status).toBe(400);
  expect(body).toEqual({
    success: false,
    code: 400,
    message: '用户名或密码错误',
    result: null,
    errorCode: 'BAD_REQUEST',
  });
});

test('a wrong password on the signed login is refused the same way', async () => {
  const { status, body } = await tikuPost(server.baseUrl, '/tiku/api/v1/login', {
    username: 'demo',
    password: 'nope',
  });
  expect(status).toBe(400);
  expect(body.message).toBe('用户名或密码错误');
});

test('the demo accounts have the documented kinds', async () => {
  const solo = await login(server.baseUrl, 'solo');
  expect(solo.userInfo).toMatchObject({
    organizationId: '-1',
    organizationName: '',
    schoolStatus: 0,
    loginFrom: 1,
  });
  const trial = await login(server.baseUrl, 'trial');
  expect(trial.userInfo).toMatchObject({ studentStatus: 1, loginFrom: 1 });
  const newbie = await login(server.baseUrl, 'newbie');
  expect(newbie.userInfo).toMatchObject({ bindSchoolInfo: null, loginFrom: 1 });
  const demo = await login(server.baseUrl, 'demo');
  for (const classmate of ['xiaoyu', 'haoran']) {
    const { userInfo } = await login(server.baseUrl, classmate);
    expect(userInfo.organizationId).toBe(demo.userInfo.organizationId);
    expect(userInfo.className).not.toBe(demo.userInfo.className);
    expect(userInfo.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
  }
});
