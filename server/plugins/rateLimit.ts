import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { messages } from '../messages';
import { createLoginGuard } from '../services/loginGuard';
import type { SharedStores } from '../stores';
import { LockTimeoutError } from '../stores/keyedLock';
import { createMemoryRateWindows } from '../stores/rateWindow';
import { ApiError } from './envelope';

/**
 * @fastify/rate-limit's counters (SMS per address, password changes, …): in Redis when the
 * instances share one, so a limit reached across instances holds; else in process memory, timed by
 * the app's clock.
 */
export async function registerRateLimits(app: FastifyInstance, stores: SharedStores): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(stores.rateLimitRedis
      ? { redis: stores.rateLimitRedis, nameSpace: 'rate-limit:' }
      : { store: createMemoryRateWindows(app.clock.now) }),
  });
}

/** Both login routes run their password check through this. */
export interface LoginLimiter {
  /** `check`'s outcome (null: wrong password), or 429 with Retry-After while a wait is due. */
  attempt<T>(request: FastifyRequest, reply: FastifyReply, check: () => Promise<T | null>): Promise<T | null>;
}

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim() : '';
}

/**
 * Both login routes share these counters (services/loginGuard.ts has the rule). `request.ip` is
 * the client's address only with `TRUST_PROXY` set behind a load balancer; without it every
 * student would share the balancer's.
 */
export function createLoginLimiter(
  app: FastifyInstance,
  limits: RateLimitConfig | false,
  stores: SharedStores,
): LoginLimiter {
  if (!limits) return { attempt: (_request, _reply, check) => check() };
  const guard = createLoginGuard({
    counter: stores.loginFailures,
    lock: stores.locks,
    limits: {
      failuresPerAddressPerMin: limits.loginPerIpPerMin,
      failuresPerAccount: limits.loginPerAccountPerMin,
    },
    now: app.clock.now,
  });
  return {
    async attempt(request, reply, check) {
      let outcome;
      try {
        outcome = await guard.attempt(usernameOf(request), request.ip, check);
      } catch (error) {
        // Tries of this account from this address queued past the lock's patience.
        if (error instanceof LockTimeoutError) throw new ApiError(429, messages.tooManyLoginAttempts);
        throw error;
      }
      if ('result' in outcome) return outcome.result;
      reply.header('retry-after', String(Math.ceil(outcome.waitMs / 1000)));
      throw new ApiError(429, messages.tooManyLoginAttempts);
    },
  };
}
