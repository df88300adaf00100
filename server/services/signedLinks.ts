import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links that open one private file without a token: the file's name and the link's expiry bound
 * together by an HMAC of a server secret (services/serverSecrets.ts), so a link can travel in a URL
 * (and a log line) without carrying a credential, and dies on its own.
 */

export interface LinkSignature {
  /** When the link stops working (epoch ms). */
  expires: number;
  sig: string;
}

function signatureOf(secret: Buffer, subject: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${subject}:${expires}`).digest();
}

/** Signs `subject` (a name that says which file, and of what kind) for `ttlMs` from `now`. */
export function signSubject(secret: Buffer, subject: string, ttlMs: number, now: number): LinkSignature {
  const expires = now + ttlMs;
  return { expires, sig: signatureOf(secret, subject, expires).toString('base64url') };
}

/**
 * True when `link` was made by {@link signSubject} for this subject and is not over. An expiry
 * further away than the lifetime was not made here, whatever its signature.
 */
export function isValidSignature(
  secret: Buffer,
  subject: string,
  link: LinkSignature,
  ttlMs: number,
  now: number,
): boolean {
  if (link.expires <= now || link.expires > now + ttlMs) return false;
  const expected = signatureOf(secret, subject, link.expires);
  const given = Buffer.from(link.sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
