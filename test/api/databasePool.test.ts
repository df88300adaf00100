/** @jest-environment node */
import { loadConfig } from '../../server/config';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { adminQuery } from '../helpers/testDatabase';

const INFO = '/api/v3/student/getStudentInfo';
const adminUrl = process.env.TEST_DATABASE_URL;
const POOL_SIZE = 2;
const CALLS = 24;

// Only PostgreSQL has a pool; SQLite is one in-process handle.
const onPostgres = adminUrl ? describe : describe.skip;

/**
 * README.md "Running a cluster": each instance holds at most `DATABASE_POOL_SIZE` connections, so
 * the instances together stay within the database's `max_connections`; calls beyond that wait
 * their turn in the instance and are answered all the same.
 */
onPostgres('an instance keeps to its share of PostgreSQL connections', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const { databasePoolSize } = loadConfig({ DATABASE_POOL_SIZE: String(POOL_SIZE) });
    server = await startServer({ databasePoolSize });
  });
  afterAll(() => server.close());

  test(`${CALLS} calls at once are all answered over at most ${POOL_SIZE} connections`, async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const answers = await Promise.all(
      Array.from({ length: CALLS }, () => apiGet(server.baseUrl, INFO, { token: accessToken })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(CALLS).fill(200));

    // The pool keeps its connections a while after the burst: exactly as many as it was allowed.
    const database = new URL(server.app.config.databaseUrl as string).pathname.slice(1);
    const [row] = await adminQuery<{ connections: string }>(
      adminUrl as string,
      `SELECT count(*) AS connections FROM pg_stat_activity WHERE datname = '${database}'`,
    );
    expect(Number(row?.connections)).toBe(POOL_SIZE);
  });
});
