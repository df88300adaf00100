import type { Redis } from 'ioredis';

/**
 * Where the holder of a lease leaves its progress (the message feed's cursor) for whoever takes
 * over. A checkpoint expires: one left by a cluster stopped long ago is not worth resuming from.
 */
export interface CheckpointStore {
  load(name: string): Promise<string | null>;
  save(name: string, value: string, ttlMs: number): Promise<void>;
}

/** Wall time by default, like Redis's own expiry: the feed it serves is paced by real timers. */
export function createMemoryCheckpointStore(now: () => number = Date.now): CheckpointStore {
  const saved = new Map<string, { value: string; expiresAt: number }>();
  return {
    async load(name) {
      const entry = saved.get(name);
      return entry && entry.expiresAt > now() ? entry.value : null;
    },
    async save(name, value, ttlMs) {
      saved.set(name, { value, expiresAt: now() + ttlMs });
    },
  };
}

export function createRedisCheckpointStore(redis: Redis): CheckpointStore {
  const keyOf = (name: string) => `checkpoint:${name}`;
  return {
    load: (name) => redis.get(keyOf(name)),
    async save(name, value, ttlMs) {
      await redis.set(keyOf(name), value, 'PX', ttlMs);
    },
  };
}
