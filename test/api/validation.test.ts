/** @jest-environment node */
import { DEFAULT_SIGN_SECRET, WEB_ACCESS_KEY, makeNonce, sign } from '../../core/signing';
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

/** A signed `/tiku/api` POST of raw JSON text (JSON.stringify cannot write `1e400`). */
async function signedRaw(path: string, text: string, token?: string) {
  const parts = { accessKey: WEB_ACCESS_KEY, timestamp: String(Date.now()), nonce: makeNonce() };
  let signature: string;
  try {
    signature = sign(JSON.parse(text) as Record<string, unknown>, parts, DEFAULT_SIGN_SECRET);
  } catch {
    // Too deep to sign: the server must refuse it before it looks at the signature.
    signature = '0'.repeat(32);
  }
  const headers: Record<string, string> = { 'content-type': 'application/json', ...parts, sign: signature };
  if (token) headers.accessToken = token;
  const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: text });
  return { status: response.status, body: await response.json() };
}

const badField = (field: string) => ({
  status: 400,
  body: expect.objectContaining({ message: `参数 ${field} 格式错误`, errorCode: 'BAD_FIELD' }),
});

describe('numbers are safe integers or a 400 naming the field, wherever they travel', () => {
  let demo: LoginResult;
  beforeAll(async () => {
    demo = await login(server.baseUrl, 'demo');
  });

  test.each([
    ['query', '/api/v3/student/getWeeklyOpusCountTop?limit=Infinity', 'limit'],
    ['query', '/api/v3/student/getClassmateDynamicList?pageNumber=1e400&pageSize=5', 'pageNumber'],
    ['query', '/api/v3/student/getClassmateDynamicList?pageNumber=1&pageSize=-Infinity', 'pageSize'],
    ['path', '/api/v3/student/getNewsArticleDetails/Infinity', 'id'],
    ['path', '/api/v3/student/activities/getActivityDetails/-1e400', 'id'],
  ])('%s: GET %s', async (_where, path, field) => {
    const { status, body } = await apiGet(server.baseUrl, path, { token: demo.accessToken });
    expect({ status, body }).toEqual(badField(field));
  });

  test.each(['Infinity', '1e400', '9007199254740993'])('form: userId=%s', async (userId) => {
    const { status, body } = await apiPost(server.baseUrl, '/api/messageSend/update', {
      token: demo.accessToken,
      body: { userId },
      form: true,
    });
    expect({ status, body }).toEqual(badField('userId'));
  });

  test.each([
    ['a JSON string', '{"userId":"Infinity"}'],
    ['a JSON string', '{"userId":"-1e400"}'],
    ['a JSON number literal', '{"userId":1e400}'],
    ['an unsafe JSON integer', '{"userId":9007199254740993}'],
  ])('%s: %s', async (_case, text) => {
    expect(await signedRaw('/tiku/api/v1/getUserInfo', text, demo.accessToken)).toEqual(badField('userId'));
  });
});

describe('JSON nested past the bound', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const deep = `{"username":"demo","password":"x","padding":${nested(5000)}}`;

  test.each([
    ['/tiku/api/v1/login', false],
    ['/tiku/api/v1/getMyQuestionBankList', true],
  ])('is a 400 on %s before the signature is computed', async (path, signedIn) => {
    const token = signedIn ? (await login(server.baseUrl, 'demo')).accessToken : undefined;
    expect(await signedRaw(path, deep, token)).toEqual({
      status: 400,
      body: {
        success: false,
        code: 400,
        message: '请求体 body 嵌套过深',
        result: null,
        errorCode: 'BAD_REQUEST',
      },
    });
  });

  test('is a 400 on /api too', async () => {
    await expectRefused(() => apiPost(server.baseUrl, LOGIN, { raw: deep }), '请求体 body 嵌套过深');
  });

  test('nesting within the bound reaches validation, which names the field', async () => {
    const text = `{"username":"demo","password":"x","padding":${nested(30)}}`;
    expect(await signedRaw('/tiku/api/v1/login', text)).toMatchObject({
      status: 400,
      body: { message: '不支持的参数 padding', errorCode: 'UNKNOWN_FIELD' },
    });
  });
});
