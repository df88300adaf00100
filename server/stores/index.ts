import { randomUUID } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { createMemoryCheckpointStore, createRedisCheckpointStore } from './checkpoint';
import type { CheckpointStore } from './checkpoint';
import { createMemoryFailureCounter, createRedisFailureCounter } from './failureCounter';
import type { FailureCounter } from './failureCounter';
import { createMemoryKeyedLock, createRedisKeyedLock } from './keyedLock';
import type { KeyedLock } from './keyedLock';
import { createLocalLease, createRedisLease } from './lease';
import type { Lease } from './lease';
import { createDatabaseNonceStore, createRedisNonceStore } from './nonceStore';
import type { NonceStore } from './nonceStore';
import { closeRedis, connectRedis } from './redis';

export type SocketAdapter = ReturnType<typeof createAdapter>;

/**
 * Everything that must be the same whichever instance answers (DESIGN.md "Run modes"). With
 * `config.redisUrl` it all lives in Redis; without, one instance keeps the embedded behaviour:
 * nonces in the database (they must survive a restart), the rest in this process.
 */
export interface SharedStores {
  nonces: NonceStore;
  /** Failed sign-ins per address and per account and address (services/loginGuard.ts). */
  loginFailures: FailureCounter;
  /** Work for one key at a time: one mobile's SMS codes, one account's sign-ins from one address. */
  locks: KeyedLock;
  /** Work that one instance does for all: the exam sweep, reading the message feed. */
  lease: Lease;
  checkpoints: CheckpointStore;
  /** socket.io's Redis adapter, so an emit or a disconnect reaches sockets on every instance. */
  socketAdapter: SocketAdapter | null;
  /** The Redis client @fastify/rate-limit keeps its counters in; null: in process memory. */
  rateLimitRedis: ReturnType<typeof connectRedis> | null;
  close(): Promise<void>;
}

export interface SharedStoresDeps {
  config: AppConfig;
  db: Db;
  /** The app's clock: nonces kept in the database expire by it, like the signed timestamps they guard. */
  now: () => number;
  /** Redis connection trouble and failed nonce pruning: logged, never fatal. */
  onError(error: unknown, what: string): void;
}

export function createSharedStores({ config, db, now, onError }: SharedStoresDeps): SharedStores {
  if (!config.redisUrl) {
    const nonces = createDatabaseNonceStore(db, now, (error) => onError(error, 'nonce pruning failed'));
    return {
      nonces,
      loginFailures: createMemoryFailureCounter(),
      locks: createMemoryKeyedLock(),
      lease: createLocalLease(),
      checkpoints: createMemoryCheckpointStore(),
      socketAdapter: null,
      rateLimitRedis: null,
      close: () => nonces.close(),
    };
  }

  const reportRedis = (error: Error) => onError(error, 'redis connection trouble');
  const redis = connectRedis(config.redisUrl, config.redisPrefix, reportRedis);
  // Channels take no key prefix, so the adapter's own name carries it; subscribers need a
  // connection of their own.
  const publisher = connectRedis(config.redisUrl, '', reportRedis);
  const subscriber = connectRedis(config.redisUrl, '', reportRedis);
  return {
    nonces: createRedisNonceStore(redis),
    loginFailures: createRedisFailureCounter(redis),
    locks: createRedisKeyedLock(redis),
    lease: createRedisLease(redis, randomUUID()),
    checkpoints: createRedisCheckpointStore(redis),
    socketAdapter: createAdapter(publisher, subscriber, { key: `${config.redisPrefix}socket.io` }),
    rateLimitRedis: redis,
    async close() {
      await Promise.all([closeRedis(redis), closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
