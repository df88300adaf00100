import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import type { AppConfig } from '../../server/config';
import { deleteRedisKeys } from '../../server/stores/redis';
import { listenOn } from './startServer';
import type { RunningServer } from './startServer';
import { adminQuery, withDatabase } from './testDatabase';

export interface RunningCluster {
  /** Each closes (and restarts) its own instance only. */
  instances: RunningServer[];
  /** Closes every instance, drops the database and deletes the cluster's Redis keys. */
  close(): Promise<void>;
}

/**
 * `count` instances of the real server, as a cluster runs them: one new PostgreSQL database (from
 * `adminUrl`), one Redis under a key prefix of its own, a data dir each, listening on free ports.
 * The first migrates and seeds; the others start on the database it made.
 */
export async function startCluster(
  count: number,
  adminUrl: string,
  redisUrl: string,
  overrides: Partial<AppConfig> = {},
): Promise<RunningCluster> {
  const name = `cs_cluster_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const dataDirs: string[] = [];
  const instances: RunningServer[] = [];

  const close = async () => {
    await Promise.allSettled(instances.map((instance) => instance.close()));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await deleteRedisKeys(redisUrl, `${name}:`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    for (let index = 0; index < count; index += 1) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-cluster-'));
      dataDirs.push(dataDir);
      const config: AppConfig = {
        ...loadConfig({}),
        dataDir,
        databaseUrl: withDatabase(adminUrl, name),
        redisUrl,
        redisPrefix: `${name}:`,
        logger: false,
        seed: index === 0,
        ...overrides,
      };
      const instance: RunningServer = {
        ...(await listenOn(config)),
        async restart() {
          await instance.app.close();
          Object.assign(instance, await listenOn(config));
        },
        close: () => instance.app.close(),
      };
      instances.push(instance);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}
