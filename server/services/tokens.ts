import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: opaque to the client. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The only shape `newAccessToken` gives: anything else is refused without a lookup. */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored, so a leaked table does not leak usable tokens. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
