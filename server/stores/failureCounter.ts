import type { Redis } from 'ioredis';

/** Failures of one key in the window that began with the first of them. */
export interface FailureRecord {
  count: number;
  /** Epoch ms of the first failure of the window. */
  firstAt: number;
  /** Epoch ms of the latest failure. */
  lastAt: number;
}

/**
 * Counts failures per key (a failed sign-in per address, per account and address). A window opens
 * at the first failure and lasts `windowMs`; a failure after it ends opens a new one. Times come
 * from the caller's clock, so tests move time instead of waiting, and rules stay in the services.
 */
export interface FailureCounter {
  /** The key's record, or null when it has none in a window still open at `now`. */
  read(key: string, now: number, windowMs: number): Promise<FailureRecord | null>;
  /** Counts one failure at `now`; answers the record including it. */
  add(key: string, now: number, windowMs: number): Promise<FailureRecord>;
  clear(key: string): Promise<void>;
}

function isOpen(record: FailureRecord, now: number, windowMs: number): boolean {
  return now - record.firstAt < windowMs;
}

/**
 * Keys an attacker can mint freely (addresses) must not grow memory without bound: past
 * `maxKeys`, closed windows go first, then the records untouched longest.
 */
export function createMemoryFailureCounter(maxKeys = 100_000): FailureCounter {
  const records = new Map<string, FailureRecord & { windowMs: number }>();

  const makeRoom = (now: number) => {
    if (records.size < maxKeys) return;
    for (const [key, record] of records) if (!isOpen(record, now, record.windowMs)) records.delete(key);
    // Map order is insertion order and every add re-inserts, so the first keys are the stalest.
    for (const key of records.keys()) {
      if (records.size < maxKeys) break;
      records.delete(key);
    }
  };

  return {
    async read(key, now, windowMs) {
      const record = records.get(key);
      if (!record || !isOpen(record, now, windowMs)) return null;
      return { count: record.count, firstAt: record.firstAt, lastAt: record.lastAt };
    },
    async add(key, now, windowMs) {
      const previous = records.get(key);
      records.delete(key);
      makeRoom(now);
      const record =
        previous && isOpen(previous, now, windowMs)
          ? { count: previous.count + 1, firstAt: previous.firstAt, lastAt: now, windowMs }
          : { count: 1, firstAt: now, lastAt: now, windowMs };
      records.set(key, record);
      return { count: record.count, firstAt: record.firstAt, lastAt: record.lastAt };
    },
    async clear(key) {
      records.delete(key);
    },
  };
}

/** One round trip, atomic across instances: two failures at once are both counted. */
const ADD_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local stored = redis.call('HMGET', KEYS[1], 'count', 'first')
local count = tonumber(stored[1])
local first = tonumber(stored[2])
if not count or now - first >= window then
  count = 1
  first = now
else
  count = count + 1
end
redis.call('HSET', KEYS[1], 'count', count, 'first', first, 'last', now)
redis.call('PEXPIRE', KEYS[1], window)
return {count, first}
`;

export function createRedisFailureCounter(redis: Redis): FailureCounter {
  const keyOf = (key: string) => `failures:${key}`;
  return {
    async read(key, now, windowMs) {
      const [count, first, last] = await redis.hmget(keyOf(key), 'count', 'first', 'last');
      const record = { count: Number(count), firstAt: Number(first), lastAt: Number(last) };
      return count !== null && isOpen(record, now, windowMs) ? record : null;
    },
    async add(key, now, windowMs) {
      const [count, first] = (await redis.eval(ADD_SCRIPT, 1, keyOf(key), now, windowMs)) as [number, number];
      return { count, firstAt: first, lastAt: now };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
