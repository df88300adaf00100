import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DELETE_IF_HOLDER } from './redis';

/**
 * Runs work for one key at a time across every instance that shares the lock (e.g. everything done
 * for one mobile: counting its recent codes and sending a new one must not interleave).
 */
export interface KeyedLock {
  withLock<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** In arrival order, within this process. */
export function createMemoryKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  return {
    async withLock(key, work) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release: () => void = () => undefined;
      const mine = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => mine);
      tails.set(key, tail);
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}

/** Thrown when the key stayed taken for longer than anyone should hold it. */
export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`lock ${key} stayed taken`);
    this.name = 'LockTimeoutError';
  }
}

export interface RedisLockTiming {
  /** A holder that dies keeps the key at most this long. */
  holdMs: number;
  /** How long a caller waits for the key before giving up. */
  waitMs: number;
  /** Pause between two tries. */
  retryMs: number;
}

const DEFAULT_TIMING: RedisLockTiming = { holdMs: 10_000, waitMs: 10_000, retryMs: 20 };

/** `SET key token NX PX`, retried until free; released with a compare-and-delete. */
export function createRedisKeyedLock(redis: Redis, timing: RedisLockTiming = DEFAULT_TIMING): KeyedLock {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    async withLock(key, work) {
      const lockKey = `lock:${key}`;
      const token = randomBytes(16).toString('hex');
      // Wall time, not app.clock: patience measured against the real sleeps between tries.
      const giveUpAt = Date.now() + timing.waitMs;
      while ((await redis.set(lockKey, token, 'PX', timing.holdMs, 'NX')) !== 'OK') {
        if (Date.now() >= giveUpAt) throw new LockTimeoutError(key);
        await sleep(timing.retryMs);
      }
      try {
        return await work();
      } finally {
        await redis.eval(DELETE_IF_HOLDER, 1, lockKey, token);
      }
    },
  };
}
