import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * scrypt with a per-user salt. Parameters travel inside the stored hash
 * (`scrypt$N$r$p$salt$hash`), so they can be raised later without breaking old hashes.
 * N=2^14 keeps one hash around 50 ms: slow for guessing, fast enough for exam-day logins.
 */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * How many hashes may run at once: all of libuv's threads but one, and all cores but one. A hash
 * holds a thread and a core for its whole length. In a sign-in storm all four threads hashed, so
 * the work queued behind them on the same pool (compressing the exam paper for a student who had
 * signed in, reading a file) waited for hashes to finish, and the event loop, which answers every
 * other call, had a fifth of a two-core machine. Hashes beyond the limit wait their turn here.
 */
export const CONCURRENT_HASHES = Math.max(
  1,
  Math.min(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1,
);
const hashing = pLimit(CONCURRENT_HASHES);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          KEY_LENGTH,
          { ...options, maxmem: 64 * 1024 * 1024 },
          (err, key) => (err ? reject(err) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
