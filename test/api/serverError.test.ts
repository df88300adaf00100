/** @jest-environment node */
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

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
