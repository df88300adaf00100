/** @jest-environment node */
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { adminQuery } from '../helpers/testDatabase';

const INFO = '/api/v3/student/getStudentInfo';
const adminUrl = process.env.TEST_DATABASE_URL;

// Pooled connections exist only on PostgreSQL; SQLite has one in-process handle, nothing to drop.
const onPostgres = adminUrl ? describe : describe.skip;

onPostgres('PostgreSQL ends the idle connections of a running server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('the server stays up and answers the next call on a new connection', async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    expect((await apiGet(server.baseUrl, INFO, { token: accessToken })).status).toBe(200);

    // What a database restart or an administrator does to the connections the pool keeps idle.
    const database = new URL(server.app.config.databaseUrl as string).pathname.slice(1);
    await adminQuery(
      adminUrl as string,
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}'`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const again = await apiGet(server.baseUrl, INFO, { token: accessToken });
    expect(again.status).toBe(200);
    expect(again.body.success).toBe(true);
  });
});
