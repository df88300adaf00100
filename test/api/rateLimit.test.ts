/** @jest-environment node */
import { DEMO_PASSWORD, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { testClock } from './support/exam';
import { SETUP_TIMEOUT_MS } from './support/questionBank';

// Dozens of real password checks per test: seconds on a busy machine.
jest.setTimeout(60_000);

const LOGIN = '/api/v3/student/login';
const LIMITED = {
  success: false,
  code: 429,
  message: '登录尝试过于频繁，请稍后再试',
  result: null,
  errorCode: 'RATE_LIMITED',
};

/** A sign-in from `address` (the balancer's X-Forwarded-For; believed only with trustProxy). */
async function attempt(
  server: RunningServer,
  username: string,
  password = 'wrong-password',
  address?: string,
) {
  const response = await fetch(`${server.baseUrl}${LOGIN}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: new URLSearchParams({ username, password }).toString(),
  });
  return {
    status: response.status,
    retryAfter: Number(response.headers.get('retry-after')),
    body: await response.json(),
  };
}

/** `count` more students of demo's school, all with the demo password. */
async function addClassmates(server: RunningServer, count: number): Promise<string[]> {
  const db = server.app.db;
  const demo = await db
    .selectFrom('students')
    .selectAll()
    .where('username', '=', 'demo')
    .executeTakeFirstOrThrow();
  const usernames = Array.from({ length: count }, (_, index) => `classmate${index + 1}`);
  await db
    .insertInto('students')
    .values(
      usernames.map((username) => ({
        username,
        password_hash: demo.password_hash,
        real_name: username,
        nick_name: username,
        avatar: '',
        organization_id: demo.organization_id,
        campus_id: demo.campus_id,
        class_id: demo.class_id,
        school_status: 1,
        student_status: 0,
        login_from: 1,
        bind_name: null,
        bind_sex: null,
        bind_birthday: null,
        bind_parents_contact: null,
        created_at: Date.now(),
      })),
    )
    .execute();
  return usernames;
}

describe('per account and address', () => {
  const clock = testClock();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({
      rateLimit: { loginPerAccountPerMin: 3, loginPerIpPerMin: 100 },
      trustProxy: true,
      now: clock.now,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  test('after the limit the account is refused from that address even with the right password, on both login routes', async () => {
    expect((await attempt(server, 'demo', 'x', '10.0.0.1')).status).toBe(400);
    // The same account, however it is padded.
    expect((await attempt(server, '  demo ', 'x', '10.0.0.1')).status).toBe(400);
    expect((await attempt(server, 'demo', 'x', '10.0.0.1')).status).toBe(400);

    const limited = await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1');
    expect(limited).toMatchObject({ status: 429, body: LIMITED });
    expect(limited.retryAfter).toBe(60);
  });

  test('the same account signs in from another address: nobody can lock a classmate out from elsewhere', async () => {
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.2')).status).toBe(200);
  });

  test('other accounts are not affected at the attacker’s address', async () => {
    expect((await attempt(server, 'xiaoyu', DEMO_PASSWORD, '10.0.0.1')).status).toBe(200);
  });

  test('the wait doubles with each failure after it; a success clears it', async () => {
    clock.offsetMs += 61_000;
    expect((await attempt(server, 'demo', 'x', '10.0.0.1')).status).toBe(400);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1')).retryAfter).toBe(120);
    clock.offsetMs += 121_000;
    expect((await attempt(server, 'demo', 'x', '10.0.0.1')).status).toBe(400);
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1')).retryAfter).toBe(240);

    clock.offsetMs += 241_000;
    expect((await attempt(server, 'demo', DEMO_PASSWORD, '10.0.0.1')).status).toBe(200);
    expect((await attempt(server, 'demo', 'x', '10.0.0.1')).status).toBe(400);
  });

  test('a burst of parallel guesses gets no more tries than one after another', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => attempt(server, 'solo', 'x', '10.0.0.3')),
    );
    const statuses = burst.map((response) => response.status).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
  });

  test('the signed login route shares the counters', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await tikuPost(
            server.baseUrl,
            '/tiku/api/v1/login',
            { username: 'haoran', password: 'x' },
            { timestamp: clock.now() },
          )
        ).status,
      ).toBe(400);
    }
    const signed = await tikuPost(
      server.baseUrl,
      '/tiku/api/v1/login',
      { username: 'haoran', password: DEMO_PASSWORD },
      { timestamp: clock.now() },
    );
    expect(signed).toMatchObject({ status: 429, body: LIMITED });
    expect((await attempt(server, 'haoran', DEMO_PASSWORD)).status).toBe(429);
  });
});

describe('per address', () => {
  const clock = testClock();
  let server: RunningServer;
  beforeAll(async () => {
    // The defaults: 30 failures a minute per address, 5 per account and address.
    server = await startServer({ now: clock.now });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  test('35 classmates behind one school router sign in within a minute', async () => {
    const classmates = await addClassmates(server, 35);
    for (const username of classmates) {
      expect((await attempt(server, username, DEMO_PASSWORD)).status).toBe(200);
    }
  });

  test('spraying many accounts from one address is refused after 30 failures in a minute', async () => {
    const usernames = ['demo', 'trial', 'solo', 'newbie', 'xiaoyu', 'haoran'];
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(server, usernames[i % usernames.length] as string)).status).toBe(400);
    }
    const limited = await attempt(server, 'zhouzihan', DEMO_PASSWORD);
    expect(limited).toMatchObject({ status: 429, body: LIMITED });
    expect(limited.retryAfter).toBeGreaterThan(0);

    clock.offsetMs += 61_000;
    expect((await attempt(server, 'zhouzihan', DEMO_PASSWORD)).status).toBe(200);
  });

  test('without TRUST_PROXY a forwarded address is not believed: it cannot dodge the limit', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(server, 'wusiyuan', 'x', `10.1.0.${i}`)).status).toBe(400);
    expect((await attempt(server, 'wusiyuan', DEMO_PASSWORD, '10.1.0.99')).status).toBe(429);
  });
});

describe('when disabled', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ rateLimit: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => server.close());

  test('many attempts are answered normally', async () => {
    for (let i = 0; i < 7; i += 1) expect((await attempt(server, 'demo')).status).toBe(400);
    expect((await attempt(server, 'demo', DEMO_PASSWORD)).status).toBe(200);
  });
});
