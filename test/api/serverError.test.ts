/** @jest-environment node */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { makeNonce } from '../../core/signing';
import { grantPapers } from '../../server/repos/grantRepo';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { draft, openFresh, paperIdOf } from './support/exam';
import { signIn } from './support/questionBank';

let server: RunningServer;
let log = '';
beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString();
      done();
    },
  });
  server = await startServer({ rateLimit: false, logger: { level: 'error', stream } });
});
afterAll(() => server.close());

/** Error-level entries of the log written by `run`. */
async function errorsLoggedBy(run: () => Promise<unknown>): Promise<string[]> {
  const before = log.length;
  await run();
  return log
    .slice(before)
    .split('\n')
    .filter((line) => line.includes('"level":50'));
}

test('hostile input is refused with a 400 and logs no error', async () => {
  const { accessToken } = await login(server.baseUrl, 'demo');
  const signing = {
    accessKey: 'web',
    timestamp: String(Date.now()),
    nonce: makeNonce(),
    sign: '0'.repeat(32),
  };
  const deep = `{"username":"demo","password":"x","a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const errors = await errorsLoggedBy(async () => {
    const refused = await Promise.all([
      fetch(`${server.baseUrl}/tiku/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signing },
        body: deep,
      }),
      apiGet(server.baseUrl, '/api/v3/student/getClassmateDynamicList?pageNumber=1e400&pageSize=5', {
        token: accessToken,
      }),
      fetch(`${server.baseUrl}/api/v3/student/getNewsArticleDetails/%E0%A4%A`),
    ]);
    expect(refused.map((response) => response.status)).toEqual([400, 400, 400]);
  });
  expect(errors).toEqual([]);
});

// PostgreSQL's integer column cannot hold the corrupt value this needs.
const onSqlite = process.env.TEST_DATABASE_URL ? test.skip : test;

onSqlite(
  'an error answer that cannot be serialised is still the 500 envelope, details in the log',
  async () => {
    const solo = await signIn(server, 'solo');
    const paper = await paperIdOf(server, 'paper-sc1-mock');
    await grantPapers(server.app.db, solo.id, [paper], Date.now());
    const attempt = await openFresh(solo, paper);
    // A sequence no integer can hold, as an earlier bug could store: the 409 that reports it cannot
    // be written as the route's error schema says.
    await sql`UPDATE exam_attempts SET last_seq = 9e999 WHERE id = ${attempt.examPaperParticipateSummaryId}`.execute(
      server.app.db,
    );
    const errors = await errorsLoggedBy(async () => {
      const response = await draft(solo, attempt.examPaperParticipateSummaryId, 5, []);
      expect(response).toEqual({
        status: 500,
        body: { success: false, code: 500, message: '服务器错误', result: null, errorCode: 'SERVER_ERROR' },
      });
    });
    expect(errors.join('\n')).toContain('an error envelope could not be serialised');
  },
);

test('a failure inside the server → 500 "服务器错误" only; the details go to the log', async () => {
  const { accessToken } = await login(server.baseUrl, 'demo');
  // A table the endpoint needs disappears: the query fails the way a broken database would.
  await sql`DROP TABLE visitor_records`.execute(server.app.db);

  const { status, body } = await apiGet(server.baseUrl, '/api/v3/student/getStudentInfo', {
    token: accessToken,
  });
  expect(status).toBe(500);
  expect(body).toEqual({
    success: false,
    code: 500,
    message: '服务器错误',
    result: null,
    errorCode: 'SERVER_ERROR',
  });
  expect(log).toContain('visitor_records');
  expect(log).toContain('"level":50');
});
