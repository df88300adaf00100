import type { Redis } from 'ioredis';
import { DELETE_IF_HOLDER } from './redis';

/**
 * "Only one instance does this": the overdue-exam sweep, reading the message feed. The holder
 * renews its lease each time it works; when it stops (crash, shutdown), the lease runs out and
 * another instance takes over on its next try.
 */
export interface Lease {
  /** True when this instance holds `name` for the next `ttlMs` (newly taken or renewed). */
  acquire(name: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up at once (on shutdown), if this instance holds it. */
  release(name: string): Promise<void>;
}

/** One instance: it is always the one. */
export function createLocalLease(): Lease {
  return {
    async acquire() {
      return true;
    },
    async release() {},
  };
}

const ACQUIRE_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not holder then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`;

/** `instanceId` tells this instance's leases from the others'. */
export function createRedisLease(redis: Redis, instanceId: string): Lease {
  const keyOf = (name: string) => `lease:${name}`;
  return {
    async acquire(name, ttlMs) {
      return (await redis.eval(ACQUIRE_SCRIPT, 1, keyOf(name), instanceId, ttlMs)) === 1;
    },
    async release(name) {
      await redis.eval(DELETE_IF_HOLDER, 1, keyOf(name), instanceId);
    },
  };
}
