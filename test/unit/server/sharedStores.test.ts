import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { openDatabase } from '../../../server/db/database';
import type { Db } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { deleteExpiredNonces } from '../../../server/repos/nonceRepo';
import { createMemoryFailureCounter, createRedisFailureCounter } from '../../../server/stores/failureCounter';
import type { FailureCounter } from '../../../server/stores/failureCounter';
import { createMemoryKeyedLock, createRedisKeyedLock } from '../../../server/stores/keyedLock';
import type { KeyedLock } from '../../../server/stores/keyedLock';
import { createRedisLease } from '../../../server/stores/lease';
import { createDatabaseNonceStore, createRedisNonceStore } from '../../../server/stores/nonceStore';
import type { NonceStore } from '../../../server/stores/nonceStore';
import { closeRedis, connectRedis, deleteRedisKeys } from '../../../server/stores/redis';

const MINUTE_MS = 60_000;
const redisUrl = process.env.TEST_REDIS_URL;
const prefix = `cs_unit_${randomBytes(6).toString('hex')}:`;
let redis: Redis | null = null;

beforeAll(() => {
  if (redisUrl)
    redis = connectRedis(redisUrl, prefix, (error) => {
      throw error;
    });
});
afterAll(async () => {
  if (!redis || !redisUrl) return;
  await closeRedis(redis);
  await deleteRedisKeys(redisUrl, prefix);
});

/** The Redis half of each table runs only with TEST_REDIS_URL (`.ci/run` sets it). */
const withRedis = redisUrl ? describe : describe.skip;

function failureCounterContract(make: () => FailureCounter) {
  test('counts failures in the window the first one opened, then starts afresh', async () => {
    const counter = make();
    const t0 = 1_700_000_000_000;
    expect(await counter.read('a', t0, MINUTE_MS)).toBeNull();
    expect(await counter.add('a', t0, MINUTE_MS)).toEqual({ count: 1, firstAt: t0, lastAt: t0 });
    expect(await counter.add('a', t0 + 10, MINUTE_MS)).toEqual({ count: 2, firstAt: t0, lastAt: t0 + 10 });
    // Reading counts nothing.
    expect(await counter.read('a', t0 + 20, MINUTE_MS)).toEqual({ count: 2, firstAt: t0, lastAt: t0 + 10 });
    expect(await counter.read('b', t0 + 20, MINUTE_MS)).toBeNull();

    expect(await counter.read('a', t0 + MINUTE_MS, MINUTE_MS)).toBeNull();
    expect(await counter.add('a', t0 + MINUTE_MS, MINUTE_MS)).toMatchObject({
      count: 1,
      firstAt: t0 + MINUTE_MS,
    });
    await counter.clear('a');
    expect(await counter.read('a', t0 + MINUTE_MS, MINUTE_MS)).toBeNull();
  });

  test('failures at the same moment are all counted', async () => {
    const counter = make();
    const t0 = 1_700_000_000_000;
    await Promise.all(Array.from({ length: 20 }, () => counter.add('burst', t0, MINUTE_MS)));
    expect(await counter.read('burst', t0, MINUTE_MS)).toMatchObject({ count: 20 });
  });
}

function nonceContract(make: () => NonceStore) {
  test('a nonce is fresh once; of many racing requests with it, exactly one wins', async () => {
    const store = make();
    try {
      const nonce = `web:${randomBytes(8).toString('hex')}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => store.remember(nonce, MINUTE_MS)));
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect(await store.remember(nonce, MINUTE_MS)).toBe(false);
      expect(await store.remember(`${nonce}-other`, MINUTE_MS)).toBe(true);
    } finally {
      await store.close();
    }
  });
}

function lockContract(make: () => KeyedLock) {
  test('work for one key runs one at a time; other keys do not wait', async () => {
    const lock = make();
    const events: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = lock.withLock('13900000001', async () => {
      events.push('first start');
      await held;
      events.push('first end');
    });
    const second = lock.withLock('13900000001', async () => {
      events.push('second');
    });
    await lock.withLock('13900000002', async () => {
      events.push('other key');
    });
    release();
    await Promise.all([first, second]);
    expect(events).toEqual(['first start', 'other key', 'first end', 'second']);
  });
}

describe('database', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-stores-'));
    db = openDatabase({ dataDir }).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('nonces', () => {
    const ignorePruneErrors = () => undefined;
    nonceContract(() => createDatabaseNonceStore(db, Date.now, ignorePruneErrors));

    test('a nonce is refused within its TTL and fresh again after it', async () => {
      let now = 1_700_000_000_000;
      const store = createDatabaseNonceStore(db, () => now, ignorePruneErrors);
      try {
        expect(await store.remember('web:ttl-1', 10 * MINUTE_MS)).toBe(true);
        now += 10 * MINUTE_MS - 1;
        expect(await store.remember('web:ttl-1', 10 * MINUTE_MS)).toBe(false);
        now += 1;
        expect(await store.remember('web:ttl-1', 10 * MINUTE_MS)).toBe(true);
        expect(await store.remember('web:ttl-1', 10 * MINUTE_MS)).toBe(false);
      } finally {
        await store.close();
      }
    });

    test('a nonce of any length takes a fixed-size key; expired rows are pruned', async () => {
      const store = createDatabaseNonceStore(db, () => 1_000, ignorePruneErrors);
      try {
        expect(await store.remember(`web:${'n'.repeat(12_000)}`, 500)).toBe(true);
        const lengths = await db
          .selectFrom('nonces')
          .select('nonce_hash')
          .where('expires_at', '=', 1_500)
          .execute();
        expect(lengths.map((row) => row.nonce_hash.length)).toEqual([64]);
        await deleteExpiredNonces(db, 1_500);
        expect(
          await db.selectFrom('nonces').select('nonce_hash').where('expires_at', '<=', 1_500).execute(),
        ).toEqual([]);
      } finally {
        await store.close();
      }
    });
  });
});

describe('process memory', () => {
  describe('failure counter', () => {
    failureCounterContract(() => createMemoryFailureCounter());

    test('keys anyone can mint do not grow it past its bound; the stalest go first', async () => {
      const counter = createMemoryFailureCounter(3);
      for (const key of ['a', 'b', 'c', 'd']) await counter.add(key, 0, MINUTE_MS);
      expect(await counter.read('a', 0, MINUTE_MS)).toBeNull();
      expect(await counter.read('d', 0, MINUTE_MS)).toMatchObject({ count: 1 });
    });
  });

  describe('keyed lock', () => lockContract(() => createMemoryKeyedLock()));
});

withRedis('Redis', () => {
  const client = () => {
    if (!redis) throw new Error('TEST_REDIS_URL is not set');
    return redis;
  };
  describe('failure counter', () => failureCounterContract(() => createRedisFailureCounter(client())));
  describe('nonces', () => nonceContract(() => createRedisNonceStore(client())));
  describe('keyed lock', () => lockContract(() => createRedisKeyedLock(client())));

  test('a lease has one holder at a time; released, it passes on', async () => {
    const one = createRedisLease(client(), 'instance-1');
    const two = createRedisLease(client(), 'instance-2');
    expect(await one.acquire('sweep', MINUTE_MS)).toBe(true);
    expect(await two.acquire('sweep', MINUTE_MS)).toBe(false);
    // The holder renews.
    expect(await one.acquire('sweep', MINUTE_MS)).toBe(true);
    // Only the holder can release it.
    await two.release('sweep');
    expect(await two.acquire('sweep', MINUTE_MS)).toBe(false);
    await one.release('sweep');
    expect(await two.acquire('sweep', MINUTE_MS)).toBe(true);
  });
});
