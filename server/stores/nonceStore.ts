import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../db/database';
import { deleteExpiredNonces, rememberNonce } from '../repos/nonceRepo';

/**
 * Remembers request nonces to refuse replays, outside process memory: in Redis when the instances
 * share one, else in the database, so a restart does not forget them and reopen the window.
 */
export interface NonceStore {
  /** Records the nonce; false when it was already seen within its TTL. */
  remember(nonce: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Fixed-size keys whatever the client sends: 64 hex characters. */
function nonceKey(nonce: string): string {
  return createHash('sha256').update(nonce, 'utf8').digest('hex');
}

export function createRedisNonceStore(redis: Redis): NonceStore {
  return {
    async remember(nonce, ttlMs) {
      return (await redis.set(`nonce:${nonceKey(nonce)}`, '1', 'PX', ttlMs, 'NX')) === 'OK';
    },
    async close() {},
  };
}

const PRUNE_INTERVAL_MS = 60 * 1000;

/** Rows past their expiry are deleted every minute; until then they only cost disk. */
export function createDatabaseNonceStore(
  db: Db,
  now: () => number,
  onPruneError: (error: unknown) => void,
): NonceStore {
  let pruning: Promise<void> | null = null;
  const prune = setInterval(() => {
    pruning ??= deleteExpiredNonces(db, now())
      .catch(onPruneError)
      .finally(() => {
        pruning = null;
      });
  }, PRUNE_INTERVAL_MS);
  // Never keep the process alive just to prune.
  prune.unref();

  return {
    async remember(nonce, ttlMs) {
      const current = now();
      return rememberNonce(db, nonceKey(nonce), current, current + ttlMs);
    },
    async close() {
      clearInterval(prune);
      await pruning;
    },
  };
}
