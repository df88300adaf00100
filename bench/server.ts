import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { TlsFiles } from '../server/config';
import type { Db } from '../server/db/database';

export interface BenchServer {
  baseUrl: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, seeded SQLite database in a temp dir. Rate limits and request logging
 * are off: the bench measures the handlers, not the limiter refusing a flood of logins. With `tls`,
 * over HTTPS and HTTP/2, as students reach a deployment (server/app.ts).
 */
export async function startBenchServer(tls?: TlsFiles): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-bench-'));
  const config = {
    // CLIENT_DIR, as for the server itself: another build's client, to compare two builds.
    ...loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: process.env.CLIENT_DIR }),
    rateLimit: false as const,
    logger: false,
    seed: true,
    tls,
  };
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    db: app.db,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
