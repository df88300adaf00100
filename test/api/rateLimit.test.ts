/** @jest-environment node */
import { DEMO_PASSWORD, apiPost, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const LOGIN = '/api/v3/student/login';
const LIMITED = {
  success: false,
  code: 429,
  message: '登录尝试过于频繁，请稍后再试',
  result: null,
  errorCode: 'RATE_LIMITED',
};

function attempt(server: RunningServer, username: string, password = 'wrong-password') {
  return apiPost(server.baseUrl, LOGIN, { body: { username, password }, form: true });
}

describe('per account', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ rateLimit: { loginPerAccountPerMin: 3, loginPerIpPerMin: 100 } });
  });
  afterAll(() => server.close());

  test('the attempt after the limit is refused even with the right password, on both login routes', async () => {
    expect((await attempt(server, 'demo')).status).toBe(400);
    // The same account, however it is padded.
    expect((await attempt(server, '  demo ')).status).toBe(400);
    expect(
      (await tikuPost(server.baseUrl, '/tiku/api/v1/login', { username: 'demo', password: 'x' })).status,
    ).toBe(400);

    const limited = await attempt(server, 'demo', DEMO_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(LIMITED);
    const signed = await tikuPost(server.baseUrl, '/tiku/api/v1/login', {
      username: 'demo',
      password: DEMO_PASSWORD,
    });
    expect(signed.status).toBe(429);
  });

  test('other accounts are not affected', async () => {
    const { status } = await attempt(server, 'xiaoyu', DEMO_PASSWORD);
    expect(status).toBe(200);
  });

  test('the refusal says when to retry', async () => {
    const response = await fetch(`${server.baseUrl}${LOGIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=demo&password=x',
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('per IP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ rateLimit: { loginPerAccountPerMin: 100, loginPerIpPerMin: 4 } });
  });
  afterAll(() => server.close());

  test('spraying many accounts from one address is refused after the limit', async () => {
    for (const username of ['demo', 'trial', 'solo', 'newbie']) {
      expect((await attempt(server, username)).status).toBe(400);
    }
    const limited = await attempt(server, 'xiaoyu', DEMO_PASSWORD);
    expect(limited).toEqual({ status: 429, body: LIMITED });
  });
});

describe('when disabled', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
  });
  afterAll(() => server.close());

  test('many attempts are answered normally', async () => {
    for (let i = 0; i < 7; i += 1) expect((await attempt(server, 'demo')).status).toBe(400);
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).status).toBe(200);
  });
});
