import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppConfig } from '../../server/config';

export interface RunningServer {
  baseUrl: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Runs `sql` on the server of TEST_DATABASE_URL (falling back to its `postgres` database). */
async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  for (const url of [adminUrl, withDatabase(adminUrl, 'postgres')]) {
    const client = new Client({ connectionString: url });
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === '3D000') continue;
      throw error;
    }
    try {
      await client.query(sql);
      return;
    } finally {
      await client.end();
    }
  }
  throw new Error(`cannot reach PostgreSQL at ${adminUrl}`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
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
