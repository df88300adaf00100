import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SIGN_SECRET } from '../core/signing';

export interface RateLimitConfig {
  loginPerAccountPerMin: number;
  loginPerIpPerMin: number;
}

/**
 * Fastify's `trustProxy`: whose `X-Forwarded-For` to believe, so `request.ip` (and every limit per
 * address) is the client's and not the load balancer's. false: nobody's (the server faces clients);
 * true: anyone's (only when nothing but the balancer can reach the server); or the balancers'
 * addresses and CIDRs (`proxy-addr` names such as `loopback` and `uniquelocal` too).
 */
export type TrustProxy = boolean | string[];

export interface AppConfig {
  /** SQLite file `<dataDir>/app.db` and uploads live here. */
  dataDir: string;
  /** postgres://… switches the database from SQLite to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL connections this instance keeps at most (README.md "Running a cluster"). */
  databasePoolSize: number;
  signSecret: string;
  /** The built SPA (index.html + chunks). */
  clientDir: string;
  publicDir: string;
  tokenTtlMs: number;
  rateLimit: RateLimitConfig | false;
  logger: boolean | object;
  /** Migrations always run; the demo school is seeded (idempotently) only when true. */
  seed: boolean;
  /** Source of randomness for practice draws (0 ≤ x < 1); tests pass a seeded one. Default Math.random. */
  random?: () => number;
  /** How often open exam attempts past their deadline are submitted by the server (ms). */
  examSweepMs: number;
  /**
   * The server's clock (epoch ms), behind `app.clock` for every rule: tokens, exam deadlines and
   * the sweep, signed timestamps, SMS and rate windows, links. Default Date.now.
   */
  now?: () => number;
  /** redis://… shares nonces, limits, locks and socket fan-out between instances (server/stores/). */
  redisUrl?: string;
  /** Prepended to every Redis key and channel, so several deployments can share one Redis. */
  redisPrefix: string;
  trustProxy: TrustProxy;
  /** Bytes of cloud files each student may keep. */
  cloudQuotaBytes: number;
  /** A certificate and its key (PEM): the server then speaks HTTPS, with HTTP/2 (server/app.ts). */
  tls?: TlsFiles;
}

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

const REPO_ROOT = path.resolve(__dirname, '..');
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * node-postgres's own default. The instances of a cluster share the database's `max_connections`,
 * so a deployment of many instances sets fewer each (`DATABASE_POOL_SIZE`).
 */
const DEFAULT_DATABASE_POOL_SIZE = 10;

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/**
 * `TRUST_PROXY`: off by default; `true`, or a comma-separated list of addresses and CIDRs. A hop
 * count is not offered: Fastify 5 trusts nobody with one, since it cannot vouch for the nearest peer.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(text.toLowerCase())) return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * `TLS_CERT` and `TLS_KEY`, the paths of a PEM certificate (with its chain) and its key: for an
 * instance that faces the students itself, without a balancer to end TLS. One without the other is
 * a mistake the server refuses to start with, rather than serving plain HTTP unnoticed.
 */
export function loadTls(env: NodeJS.ProcessEnv): TlsFiles | undefined {
  const certPath = env.TLS_CERT || undefined;
  const keyPath = env.TLS_KEY || undefined;
  if (!certPath && !keyPath) return undefined;
  if (!certPath || !keyPath) throw new Error('TLS_CERT and TLS_KEY go together: set both, or neither');
  return { cert: readFileSync(certPath), key: readFileSync(keyPath) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_SIZE),
    signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET,
    clientDir: path.resolve(env.CLIENT_DIR || path.join(REPO_ROOT, 'dist')),
    publicDir: path.resolve(env.PUBLIC_DIR || path.join(REPO_ROOT, 'public')),
    tokenTtlMs: positiveInt(env.TOKEN_TTL_MS, 7 * DAY_MS),
    rateLimit: flag(env.RATE_LIMIT, true)
      ? {
          loginPerAccountPerMin: positiveInt(env.LOGIN_PER_ACCOUNT_PER_MIN, 5),
          loginPerIpPerMin: positiveInt(env.LOGIN_PER_IP_PER_MIN, 30),
        }
      : false,
    logger: flag(env.LOG, true) ? { level: env.LOG_LEVEL || 'info' } : false,
    seed: flag(env.SEED, true),
    examSweepMs: positiveInt(env.EXAM_SWEEP_MS, 30_000),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'codesprout:',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cloudQuotaBytes: positiveInt(env.CLOUD_QUOTA_MB, 200) * 1024 * 1024,
    tls: loadTls(env),
  };
}
