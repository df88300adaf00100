/** @jest-environment node */
import type { ActivationResult } from '../../core/questionBankTypes';
import { DEFAULT_SIGN_SECRET, WEB_ACCESS_KEY, makeNonce, sign } from '../../core/signing';
import type { Envelope } from '../../core/types';
import { buildApp } from '../../server/app';
import { unknownButValidCodes } from '../../server/db/seed/content';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

const HOUR_S = 60 * 60;
const HOUR_MS = HOUR_S * 1000;

let server: RunningServer;
let clock = Date.parse('2026-09-01T09:00:00+08:00');

beforeAll(async () => {
  server = await startServer({ rateLimit: false, now: () => clock });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

/** A signed activation call, as the browser sends it, read with its Retry-After header. */
async function activate(student: Student, activationCode: string, baseUrl = server.baseUrl) {
  const body = { userId: student.id, activationCode };
  const parts = { accessKey: WEB_ACCESS_KEY, timestamp: String(clock), nonce: makeNonce() };
  const response = await fetch(`${baseUrl}/tiku/api/v1/activationProductCode`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accessToken: student.token,
      ...parts,
      sign: sign(body, parts, DEFAULT_SIGN_SECRET),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<ActivationResult>;
  return {
    status: response.status,
    message: envelope.message,
    errorCode: envelope.errorCode,
    retryAfter: response.headers.get('retry-after'),
  };
}

/** Well-formed codes that no product has: each one a failed guess. */
async function guessWrong(student: Student, times: number) {
  for (let i = 0; i < times; i += 1) {
    const code = unknownButValidCodes[i % unknownButValidCodes.length] as string;
    expect((await activate(student, code)).status).toBe(404);
  }
}

async function usedBy(code: string) {
  const row = await server.app.db
    .selectFrom('activation_codes')
    .select('used_by_student_id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used_by_student_id;
}

test('ten wrong codes in an hour, then even a real one waits: 429, Retry-After, RATE_LIMITED', async () => {
  const trial = await signIn(server, 'trial');
  await guessWrong(trial, 10);

  expect(await activate(trial, 'SC1START7')).toEqual({
    status: 429,
    message: '激活码输错次数太多，请 60 分钟后再试',
    errorCode: 'RATE_LIMITED',
    retryAfter: String(HOUR_S),
  });
  expect(await usedBy('SC1START7')).toBeNull();

  // A quarter of an hour later the wait is shorter; an hour after the first guess a slot is free.
  clock += HOUR_MS / 4;
  expect(await activate(trial, 'SC1START7')).toMatchObject({
    status: 429,
    message: '激活码输错次数太多，请 45 分钟后再试',
    retryAfter: String((HOUR_S * 3) / 4),
  });
  clock += (HOUR_MS * 3) / 4;
  expect((await activate(trial, 'SC1START7')).status).toBe(200);
  expect(await usedBy('SC1START7')).toBe(trial.id);
});

test('used codes count too; a bad format or a success does not, and each student has their own count', async () => {
  const solo = await signIn(server, 'solo');
  await guessWrong(solo, 8);
  expect((await activate(solo, 'SPROUT24Y')).status).toBe(409);
  for (let i = 0; i < 5; i += 1) expect((await activate(solo, 'SCRATCH6A')).status).toBe(400);
  expect((await activate(solo, 'SPROUT412')).status).toBe(200);
  await guessWrong(solo, 1);
  expect((await activate(solo, unknownButValidCodes[0] as string)).status).toBe(429);

  const newbie = await signIn(server, 'newbie');
  await guessWrong(newbie, 1);
});

test('the count is kept in the database: another server on it refuses as well', async () => {
  const xiaoyu = await signIn(server, 'xiaoyu');
  await guessWrong(xiaoyu, 9);
  const other = await buildApp({ ...server.app.config, seed: false, logger: false });
  try {
    await other.listen({ host: '127.0.0.1', port: 0 });
    const address = other.server.address();
    const otherUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    expect((await activate(xiaoyu, unknownButValidCodes[1] as string, otherUrl)).status).toBe(404);
    expect((await activate(xiaoyu, unknownButValidCodes[2] as string)).status).toBe(429);
  } finally {
    await other.close();
  }
});

test('ten guesses sent at once: no more than ten are looked up', async () => {
  const haoran = await signIn(server, 'haoran');
  const answers = await Promise.all(
    Array.from({ length: 14 }, (_, i) => activate(haoran, unknownButValidCodes[i % 3] as string)),
  );
  const lookedUp = answers.filter((answer) => answer.status === 404).length;
  // SQLite runs them one by one (exactly ten); racing on PostgreSQL, one refused may turn away
  // another a moment early, but never lets an eleventh through.
  expect(lookedUp).toBeGreaterThan(0);
  expect(lookedUp).toBeLessThanOrEqual(10);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(14 - lookedUp);
  const counted = await server.app.db
    .selectFrom('failed_attempts')
    .select('id')
    .where('student_id', '=', haoran.id)
    .execute();
  expect(counted).toHaveLength(lookedUp);
});
