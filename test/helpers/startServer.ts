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
  /** Closes the app and builds a new one on the same database and data dir (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The app built from `config`, listening on 127.0.0.1 at a free port. */
export async function listenOn(config: AppConfig): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, baseUrl: `${config.tls ? 'https' : 'http'}://127.0.0.1:${port}` };
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

  const config: AppConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: adminUrl && database ? withDatabase(adminUrl, database) : undefined,
    logger: false,
    seed: true,
    ...overrides,
  };
  let started;
  try {
    started = await listenOn(config);
  } catch (error) {
    await dropAll();
    throw error;
  }
  const server: RunningServer = {
    ...started,
    async restart() {
      await server.app.close();
      Object.assign(server, await listenOn(config));
    },
    async close() {
      await server.app.close();
      await dropAll();
    },
  };
  return server;
}
