import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config';
import { messages } from '../messages';
import { ApiError } from './envelope';

const MINUTE_MS = 60 * 1000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
export type LoginRateLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Counters live in @fastify/rate-limit's in-process store. Several instances need a shared one:
 * pass `redis` (or a `store` class) to the plugin registration below; nothing else changes.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim() : '';
}

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  reply.header('retry-after', String(outcome.ttlInSeconds));
  throw new ApiError(429, messages.tooManyLoginAttempts);
}

/**
 * Both login routes share these counters: per IP (spraying many accounts) and per account
 * (guessing one password from many IPs). Every attempt counts, successful or not.
 */
export function createLoginRateLimit(app: FastifyInstance, limits: RateLimitConfig | false): LoginRateLimit {
  if (!limits) return async () => undefined;
  const perIp = app.createRateLimit({
    max: limits.loginPerIpPerMin,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `login-ip:${request.ip}`,
  });
  const perAccount = app.createRateLimit({
    max: limits.loginPerAccountPerMin,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `login-account:${usernameOf(request)}`,
  });
  return async (request, reply) => {
    await enforce(perIp, request, reply);
    await enforce(perAccount, request, reply);
  };
}
