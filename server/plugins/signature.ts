import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  NONCE_TTL_MS,
  SIGN_HEADER_PATTERNS,
  SIGN_MAX_SKEW_MS,
  WEB_ACCESS_KEY,
  sign,
} from '../../core/signing';
import { messages } from '../messages';
import { ApiError } from './envelope';
import { headerValue } from './auth';
import './types';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Only the web client exists today; other clients get their own key and secret here. */
function secretFor(request: FastifyRequest, accessKey: string): string | undefined {
  return accessKey === WEB_ACCESS_KEY ? request.server.config.signSecret : undefined;
}

/** A signing header in its strict format (core/signing.ts), or a 400 before anything is computed. */
function signHeader(request: FastifyRequest, name: keyof typeof SIGN_HEADER_PATTERNS): string {
  const value = headerValue(request, name);
  if (value === undefined || !SIGN_HEADER_PATTERNS[name].test(value))
    throw new ApiError(400, messages.badSign, null, 'BAD_SIGN');
  return value;
}

/**
 * Checks a signed `POST /tiku/api/**` (DESIGN.md "Wire protocol"): integrity and replay only,
 * since the secret ships in the browser. Runs after the body is parsed (its depth already bounded
 * by plugins/jsonBody.ts, so it can be serialised), before it is validated, so the signature
 * covers exactly what was sent.
 */
export async function verifySignature(request: FastifyRequest): Promise<void> {
  const accessKey = signHeader(request, 'accessKey');
  const timestamp = signHeader(request, 'timestamp');
  const nonce = signHeader(request, 'nonce');
  const given = signHeader(request, 'sign');
  const secret = secretFor(request, accessKey);
  if (secret === undefined) throw new ApiError(400, messages.badSign, null, 'BAD_SIGN');

  if (Math.abs(request.server.clock.now() - Number(timestamp)) > SIGN_MAX_SKEW_MS)
    throw new ApiError(400, messages.staleTimestamp, null, 'STALE_TIMESTAMP');

  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const expected = sign(body, { accessKey, timestamp, nonce }, secret);
  if (!sameText(given.toUpperCase(), expected)) throw new ApiError(400, messages.badSign, null, 'BAD_SIGN');

  // Remembered only once the signature holds, so forged requests cannot burn honest nonces.
  const fresh = await request.server.nonceStore.remember(`${accessKey}:${nonce}`, NONCE_TTL_MS);
  if (!fresh) throw new ApiError(400, messages.replayedNonce, null, 'REPLAYED_NONCE');
}

/** Hook for the `/tiku/api` scope: every POST is signed, GETs are not (SPEC.md §7). */
export async function verifySignedPost(request: FastifyRequest): Promise<void> {
  if (request.method === 'POST') await verifySignature(request);
}
