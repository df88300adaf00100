import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppConfig } from '../../server/config';
import { adminQuery, withDatabase } from './testDatabase';

export interface RunningServer {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The real server on a fresh, seeded database, listening on 127.0.0.1 at a free port:
 * SQLite in a temp dir, or a new PostgreSQL database when TEST_DATABASE_URL is set.
 */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-api-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const database = adminUrl ? `cs_test_${randomBytes(6).toString('hex')}` : undefined;
  if (adminUrl && database) await adminQuery(adminUrl, `CREATE DATABASE ${database}`);

  const dropAll = async () => {
    if (adminUrl && database) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance;
  try {
    app = await buildApp({
      ...loadConfig({}),
      dataDir,
      databaseUrl: adminUrl && database ? withDatabase(adminUrl, database) : undefined,
      logger: false,
      seed: true,
      ...overrides,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await dropAll();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    async close() {
      await app.close();
      await dropAll();
    },
  };
}
