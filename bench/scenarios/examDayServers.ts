import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../../server/db/database';
import type { Db } from '../../server/db/database';
import { deleteRedisKeys } from '../../server/stores/redis';
import { freePort } from '../../test/helpers/freePort';

/**
 * Real server processes for the exam-day comparison, started the way production starts them
 * (`node --import tsx server/main.ts`, settings in the environment): one on SQLite, or three on
 * one PostgreSQL database and one Redis. The bench opens the same database to seed and to count.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const READY_TIMEOUT_MS = 120_000;

export interface BenchDeployment {
  baseUrls: string[];
  db: Db;
  stop(): Promise<void>;
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const giveUpAt = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < giveUpAt) {
    if (child.exitCode !== null) throw new Error(`the server at ${baseUrl} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${baseUrl} did not start`);
}

/** Settings of the bench's own shell that would change what is measured. */
const DEPLOYMENT_SETTINGS = [
  'DATABASE_URL',
  'DATABASE_POOL_SIZE',
  'REDIS_URL',
  'REDIS_PREFIX',
  'TRUST_PROXY',
  'SIGN_SECRET',
  'RATE_LIMIT',
];

async function startInstance(env: Record<string, string>): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !DEPLOYMENT_SETTINGS.includes(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { baseUrl, child };
}

function stopInstance(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One instance on a fresh SQLite file: DESIGN.md's embedded mode. */
export async function startSingleSqlite(): Promise<BenchDeployment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-bench-single-'));
  const instance = await startInstance({ DATA_DIR: dataDir, SEED: '1' }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { db } = openDatabase({ dataDir });
  return {
    baseUrls: [instance.baseUrl],
    db,
    async stop() {
      await db.destroy();
      await stopInstance(instance.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `count` instances on a new database of the PostgreSQL server at `adminUrl` and a key prefix of
 * their own in Redis; the first migrates and seeds, the others start once it is up. Everything
 * made is removed by `stop`.
 */
export async function startCluster(
  count: number,
  adminUrl: string,
  redisUrl: string,
): Promise<BenchDeployment> {
  const name = `cs_bench_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const baseUrls: string[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopInstance));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await deleteRedisKeys(redisUrl, `${name}:`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < count; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-bench-cluster-'));
      dataDirs.push(dataDir);
      const instance = await startInstance({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `${name}:`,
        SEED: index === 0 ? '1' : '0',
      });
      children.push(instance.child);
      baseUrls.push(instance.baseUrl);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const { db } = openDatabase({ dataDir: dataDirs[0] as string, databaseUrl: databaseUrl.toString() });
  return {
    baseUrls,
    db,
    async stop() {
      await db.destroy();
      await stop();
    },
  };
}
