import { md5 } from 'js-md5';

/**
 * Request signing for `POST /tiku/api/...` (DESIGN.md "Wire protocol").
 * The secret ships in the browser, so this guards integrity and replay only; authorisation
 * always comes from the access token.
 */

export const SIGN_HEADERS = ['accessKey', 'timestamp', 'nonce', 'sign'] as const;
export const WEB_ACCESS_KEY = 'web';
export const DEFAULT_SIGN_SECRET = 'codesprout-web';
/** How far a request's timestamp may drift from the server clock. */
export const SIGN_MAX_SKEW_MS = 5 * 60 * 1000;
/** How long a nonce is remembered to refuse replays. */
export const NONCE_TTL_MS = 10 * 60 * 1000;

/**
 * The only shapes the signing headers may take (a `makeNonce` nonce, epoch milliseconds, an MD5
 * in hex): anything else is refused before a signature is computed or a nonce is stored.
 */
export const SIGN_HEADER_PATTERNS: Record<(typeof SIGN_HEADERS)[number], RegExp> = {
  accessKey: /^[0-9A-Za-z]{1,32}$/,
  timestamp: /^[0-9]{13}$/,
  nonce: /^[0-9A-Za-z_-]{4,64}$/,
  sign: /^[0-9A-Fa-f]{32}$/,
};

export interface SignParts {
  accessKey: string;
  timestamp: string | number;
  nonce: string;
}

function asString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Every non-null top-level field plus accessKey/timestamp/nonce, sorted by code point, then the secret. */
export function canonicalString(body: Record<string, unknown>, parts: SignParts, secret: string): string {
  const fields: Record<string, unknown> = {
    ...body,
    accessKey: parts.accessKey,
    timestamp: parts.timestamp,
    nonce: parts.nonce,
  };
  const pairs = Object.keys(fields)
    .filter((key) => fields[key] !== null && fields[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => `${key}=${asString(fields[key])}`);
  return `${pairs.join('&')}&secret=${secret}`;
}

export function sign(body: Record<string, unknown>, parts: SignParts, secret: string): string {
  return md5(canonicalString(body, parts, secret)).toUpperCase();
}

/** A nonce with enough entropy that two honest clients never collide. */
export function makeNonce(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < 4; i += 1) out += Math.floor(random() * 0xffffffff).toString(36);
  return out;
}
