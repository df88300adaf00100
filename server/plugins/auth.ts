import type { FastifyRequest } from 'fastify';
import type { ClientFrom } from '../../core/types';
import { messages } from '../messages';
import { authenticate } from '../services/authService';
import { ApiError } from './envelope';
import './types';

export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function clientFromOf(request: FastifyRequest): ClientFrom {
  return headerValue(request, 'from') === 'steamCard' ? 'steamCard' : 'pc';
}

/** Resolves the `accessToken` header to its owner; no, unknown, expired or revoked token → 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const token = headerValue(request, 'accessToken')?.trim();
  if (!token) throw new ApiError(401, messages.loginExpired);
  const user = await authenticate(request.server.db, token, request.server.clock.now());
  if (!user) throw new ApiError(401, messages.loginExpired);
  request.user = user;
}

function fieldOf(source: unknown, name: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
}

/**
 * The caller names itself in many bodies (`userId`, `userName`); identity comes from the token
 * only, so naming anyone else is refused rather than silently corrected.
 */
export async function requireOwnData(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw new ApiError(401, messages.loginExpired);
  for (const source of [request.body, request.query]) {
    const userId = fieldOf(source, 'userId');
    if (userId !== undefined && userId !== null && String(userId) !== String(user.profile.id)) {
      throw new ApiError(403, messages.forbiddenOtherUser);
    }
    const userName = fieldOf(source, 'userName');
    if (userName !== undefined && userName !== null && String(userName) !== user.profile.username) {
      throw new ApiError(403, messages.forbiddenOtherUser);
    }
  }
}

/**
 * Route options for a student's own endpoints: the token is checked before the body is even
 * parsed; the body's claims about identity after it is validated.
 */
export const authenticated = { onRequest: requireUser, preHandler: requireOwnData } as const;

/**
 * For a call a visitor may make too (a public work's page): without a token the caller is a
 * visitor (`request.user` stays null); a token that is sent must still be valid (401 otherwise),
 * so a session that ended is noticed rather than quietly shown less.
 */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  if (!headerValue(request, 'accessToken')?.trim()) return;
  await requireUser(request);
}

export const optionallyAuthenticated = { onRequest: optionalUser } as const;

/** The id of the token's owner on an `authenticated` route. */
export function callerIdOf(request: FastifyRequest): number {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return request.user.profile.id;
}
