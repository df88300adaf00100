/** @jest-environment node */
import type { ErrorCode } from '../../core/errorCodes';
import { DEFAULT_SIGN_SECRET, sign } from '../../core/signing';
import type { LoginResult, UserInfo } from '../../core/types';
import { DEMO_PASSWORD, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { SETUP_TIMEOUT_MS } from './support/questionBank';

const LOGIN = '/tiku/api/v1/login';
const credentials = { username: 'demo', password: DEMO_PASSWORD };
const refused = (message: string, errorCode: ErrorCode = 'BAD_SIGN') => ({
  status: 400,
  body: { success: false, code: 400, message, result: null, errorCode },
});

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

test('a correctly signed call passes', async () => {
  const { status, body } = await tikuPost<LoginResult>(server.baseUrl, LOGIN, credentials);
  expect(status).toBe(200);
  expect(body.result.userInfo.username).toBe('demo');
});

test('the same nonce twice is a replay', async () => {
  const nonce = 'replay-nonce-1';
  expect((await tikuPost(server.baseUrl, LOGIN, credentials, { nonce })).status).toBe(200);
  expect(await tikuPost(server.baseUrl, LOGIN, credentials, { nonce })).toEqual(
    refused('重复的请求', 'REPLAYED_NONCE'),
  );
});

test(
  'a nonce used before a restart is refused after it: the replay window survives restarts',
  async () => {
    const nonce = 'before-restart-1';
    const timestamp = Date.now();
    expect((await tikuPost(server.baseUrl, LOGIN, credentials, { nonce, timestamp })).status).toBe(200);
    await server.restart();
    expect(await tikuPost(server.baseUrl, LOGIN, credentials, { nonce, timestamp })).toEqual(
      refused('重复的请求', 'REPLAYED_NONCE'),
    );
  },
  SETUP_TIMEOUT_MS,
);

test.each([
  ['six minutes old', -6 * 60 * 1000],
  ['six minutes ahead', 6 * 60 * 1000],
])('a timestamp %s is stale', async (_case, offset) => {
  const response = await tikuPost(server.baseUrl, LOGIN, credentials, { timestamp: Date.now() + offset });
  expect(response).toEqual(refused('请求已过期，请校准时间', 'STALE_TIMESTAMP'));
});

test('a timestamp four minutes old is still accepted', async () => {
  const { status } = await tikuPost(server.baseUrl, LOGIN, credentials, {
    timestamp: Date.now() - 4 * 60 * 1000,
  });
  expect(status).toBe(200);
});

test.each([
  ['a made-up sign', { signOverride: '0123456789ABCDEF0123456789ABCDEF' }],
  ['a sign made with another secret', { secret: 'not-the-secret' }],
  ['an unknown access key', { accessKey: 'mobile' }],
  ['no sign header', { signOverride: null }],
])('%s → 签名错误', async (_case, options) => {
  expect(await tikuPost(server.baseUrl, LOGIN, credentials, options)).toEqual(
    refused('签名错误', 'BAD_SIGN'),
  );
});

test.each(['accessKey', 'timestamp', 'nonce'])('a missing %s header → 签名错误', async (header) => {
  const parts: Record<string, string> = {
    accessKey: 'web',
    timestamp: String(Date.now()),
    nonce: `n-${header}`,
  };
  delete parts[header];
  const response = await fetch(`${server.baseUrl}${LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sign: 'ABC', ...parts },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(400);
  expect((await response.json()).message).toBe('签名错误');
});

test('a body changed after signing is refused', async () => {
  const nonce = 'tamper-1';
  const timestamp = Date.now();
  const signature = sign(
    { username: 'demo', password: 'x' },
    { accessKey: 'web', timestamp, nonce },
    'codesprout-web',
  );
  const response = await fetch(`${server.baseUrl}${LOGIN}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accessKey: 'web',
      timestamp: String(timestamp),
      nonce,
      sign: signature,
    },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(400);
  expect((await response.json()).message).toBe('签名错误');
});

test('a refused signature does not use up the nonce', async () => {
  const nonce = 'burn-attempt';
  expect((await tikuPost(server.baseUrl, LOGIN, credentials, { nonce, signOverride: 'BAD' })).status).toBe(
    400,
  );
  expect((await tikuPost(server.baseUrl, LOGIN, credentials, { nonce })).status).toBe(200);
});

describe('the signing headers have strict formats, checked before anything is computed or stored', () => {
  test.each([
    ['a nonce with a space', { nonce: 'two words' }],
    ['a nonce of 65 characters', { nonce: 'n'.repeat(65) }],
    ['a nonce of 3 characters', { nonce: 'abc' }],
    ['a nonce with a path in it', { nonce: 'n0nce/../1' }],
    ['an access key with a space', { accessKey: 'web ' }],
  ])('%s, correctly signed → 签名错误', async (_case, options) => {
    expect(await tikuPost(server.baseUrl, LOGIN, credentials, options)).toEqual(refused('签名错误'));
  });

  test.each([
    ['with a leading zero', 'zero', (now: number) => `0${now}`],
    ['with a plus sign', 'plus', (now: number) => `+${now}`],
  ])('a timestamp %s → 签名错误, and its nonce stays unused', async (_case, name, written) => {
    const nonce = `timestamp-${name}`;
    const parts = { accessKey: 'web', timestamp: written(Date.now()), nonce };
    const response = await fetch(`${server.baseUrl}${LOGIN}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...parts,
        sign: sign(credentials, parts, DEFAULT_SIGN_SECRET),
      },
      body: JSON.stringify(credentials),
    });
    expect({ status: response.status, body: await response.json() }).toEqual(refused('签名错误'));
    expect((await tikuPost(server.baseUrl, LOGIN, credentials, { nonce })).status).toBe(200);
  });
});

describe('ownership on a signed call', () => {
  const GET_USER = '/tiku/api/v1/getUserInfo';
  let demo: LoginResult;
  let xiaoyu: LoginResult;
  beforeAll(async () => {
    demo = (await tikuPost<LoginResult>(server.baseUrl, LOGIN, credentials)).body.result;
    xiaoyu = (await tikuPost<LoginResult>(server.baseUrl, LOGIN, { ...credentials, username: 'xiaoyu' })).body
      .result;
  });

  test('the caller’s own userId and userName → their user info', async () => {
    const { status, body } = await tikuPost<UserInfo>(
      server.baseUrl,
      GET_USER,
      { userId: demo.userInfo.id, userName: 'demo' },
      { token: demo.accessToken },
    );
    expect(status).toBe(200);
    expect(body.result).toEqual(demo.userInfo);
  });

  test.each([
    ['userId', () => ({ userId: xiaoyu.userInfo.id })],
    ['userName', () => ({ userId: demo.userInfo.id, userName: 'xiaoyu' })],
  ])('another user’s %s → 403', async (_field, body) => {
    const response = await tikuPost(server.baseUrl, GET_USER, body(), { token: demo.accessToken });
    expect(response).toEqual({
      status: 403,
      body: {
        success: false,
        code: 403,
        message: '无权访问其他用户的数据',
        result: null,
        errorCode: 'FORBIDDEN',
      },
    });
  });

  test('without a token → 401', async () => {
    const { status } = await tikuPost(server.baseUrl, GET_USER, { userId: demo.userInfo.id });
    expect(status).toBe(401);
  });

  test('a valid token still needs a valid signature', async () => {
    const response = await tikuPost(
      server.baseUrl,
      GET_USER,
      { userId: demo.userInfo.id },
      {
        token: demo.accessToken,
        signOverride: 'BAD',
      },
    );
    expect(response).toEqual(refused('签名错误', 'BAD_SIGN'));
  });
});
