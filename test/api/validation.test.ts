/** @jest-environment node */
import type { LoginResult } from '../../core/types';
import { DEMO_PASSWORD, apiGet, apiPost, login, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const LOGIN = '/api/v3/student/login';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
});
afterAll(() => server.close());

async function tokenCount(): Promise<number> {
  const rows = await server.app.db.selectFrom('access_tokens').select('id').execute();
  return rows.length;
}

/** Every refused login must leave the token table untouched. */
async function expectRefused(
  send: () => Promise<{ status: number; body: { message: string } }>,
  message: string,
) {
  const before = await tokenCount();
  const { status, body } = await send();
  expect({ status, message: body.message }).toEqual({ status: 400, message });
  expect(await tokenCount()).toBe(before);
}

test('malformed JSON', async () => {
  await expectRefused(
    () => apiPost(server.baseUrl, LOGIN, { raw: '{"username":"demo",' }),
    '请求体 body 不是合法的 JSON',
  );
});

test('an empty JSON body', async () => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { raw: '' }), '请求体 body 不能为空');
});

test('no body at all names the first missing field', async () => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN), 'username 不能为空');
});

test('a JSON body that is not an object', async () => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { raw: '["demo"]' }), '参数 body 格式错误');
});

test.each([
  ['username', { password: DEMO_PASSWORD }],
  ['password', { username: 'demo' }],
])('missing %s', async (field, body) => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body, form: true }), `${field} 不能为空`);
});

test.each([
  ['username', { username: '', password: DEMO_PASSWORD }],
  ['username', { username: '   ', password: DEMO_PASSWORD }],
  ['password', { username: 'demo', password: '  ' }],
])('blank %s', async (field, body) => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body }), `${field} 不能为空`);
});

test.each([
  ['username', { username: { $ne: '' }, password: DEMO_PASSWORD }],
  ['password', { username: 'demo', password: ['a', 'b'] }],
  ['username', { username: 'x'.repeat(65), password: DEMO_PASSWORD }],
])('wrong type or size of %s', async (field, body) => {
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body }), `参数 ${field} 格式错误`);
});

test('an extra field is refused by name, as form and as JSON', async () => {
  const body = { username: 'demo', password: DEMO_PASSWORD, role: 'admin' };
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body, form: true }), '不支持的参数 role');
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body }), '不支持的参数 role');
  await expectRefused(() => tikuPost(server.baseUrl, '/tiku/api/v1/login', body), '不支持的参数 role');
});

test('an oversize body', async () => {
  const body = { username: 'demo', password: DEMO_PASSWORD, padding: 'x'.repeat(1_100_000) };
  await expectRefused(() => apiPost(server.baseUrl, LOGIN, { body }), '请求体 body 过大');
  expect((await apiPost(server.baseUrl, LOGIN, { body })).body.errorCode).toBe('BODY_TOO_LARGE');
});

test('an unsupported content type', async () => {
  await expectRefused(
    () => apiPost(server.baseUrl, LOGIN, { raw: 'username=demo', contentType: 'text/csv' }),
    '不支持的请求体 Content-Type',
  );
});

test('an extra query parameter on a GET is refused by name', async () => {
  const { accessToken } = await login(server.baseUrl, 'demo');
  const { status, body } = await apiGet(server.baseUrl, '/api/v3/student/getStudentInfo?debug=1', {
    token: accessToken,
  });
  expect(status).toBe(400);
  expect(body.message).toBe('不支持的参数 debug');
});

describe('signed getUserInfo', () => {
  let demo: LoginResult;
  beforeAll(async () => {
    demo = await login(server.baseUrl, 'demo');
  });

  test.each([
    ['userId', { userId: 'abc' }, '参数 userId 格式错误'],
    ['userId', { userId: 1.5 }, '参数 userId 格式错误'],
    ['userId', { userName: 'demo' }, 'userId 不能为空'],
    ['extra', { userId: 1, admin: true }, '不支持的参数 admin'],
  ])('bad %s', async (_case, body, message) => {
    const response = await tikuPost(server.baseUrl, '/tiku/api/v1/getUserInfo', body, {
      token: demo.accessToken,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});
