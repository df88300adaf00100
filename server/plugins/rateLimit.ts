import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { messages } from '../messages';
import { createLoginGuard } from '../services/loginGuard';
import type { SharedStores } from '../stores';
import { ApiError } from './envelope';

/**
 * @fastify/rate-limit's counters (SMS per address, password changes, …): in Redis when the
 * instances share one, so a limit reached across instances holds; else in process memory.
 */
export async function registerRateLimits(app: FastifyInstance, stores: SharedStores): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(stores.rateLimitRedis ? { redis: stores.rateLimitRedis, nameSpace: 'rate-limit:' } : {}),
  });
}

/** What the two login routes need around the password check. */
export interface LoginLimiter {
  /** preHandler: 429 with Retry-After while this account may not try again from this address. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  failed(request: FastifyRequest): Promise<void>;
  succeeded(request: FastifyRequest): Promise<void>;
}

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim() : '';
}

const unlimited: LoginLimiter = {
  check: async () => undefined,
  failed: async () => undefined,
  succeeded: async () => undefined,
};

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
  if (!limits) return unlimited;
  const guard = createLoginGuard(stores.loginFailures, {
    failuresPerAddressPerMin: limits.loginPerIpPerMin,
    failuresPerAccount: limits.loginPerAccountPerMin,
  });
  const now = app.config.now ?? Date.now;
  return {
    async check(request, reply) {
      const wait = await guard.waitMs(usernameOf(request), request.ip, now());
      if (wait <= 0) return;
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new ApiError(429, messages.tooManyLoginAttempts);
    },
    failed: (request) => guard.failed(usernameOf(request), request.ip, now()),
    succeeded: (request) => guard.succeeded(usernameOf(request), request.ip),
  };
}
