/** @jest-environment node */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { CONCURRENT_HASHES, hashPassword, verifyPassword } from '../../../server/services/password';

const LIBUV_THREADS = 4;

test('a stored hash checks the password it was made from, and only that one', async () => {
  const stored = await hashPassword('Sprout2026');
  expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
  await expect(verifyPassword('Sprout2026', stored)).resolves.toBe(true);
  await expect(verifyPassword('sprout2026', stored)).resolves.toBe(false);
});

test('a sign-in storm leaves libuv a thread: work queued behind the hashes does not wait for them', async () => {
  expect(CONCURRENT_HASHES).toBeLessThan(LIBUV_THREADS);
  const stored = await hashPassword('Sprout2026');
  let checked = 0;
  const storm = Array.from({ length: 2 * LIBUV_THREADS }, () =>
    verifyPassword('Sprout2026', stored).then(() => (checked += 1)),
  );
  // Compressing an answer uses the same thread pool. Had every thread taken a hash, with more
  // queued before it, this would finish only after at least four of them.
  await promisify(gzip)(Buffer.from('码芽'.repeat(1000)));
  const checkedBeforeCompression = checked;
  await Promise.all(storm);
  expect(checkedBeforeCompression).toBeLessThanOrEqual(CONCURRENT_HASHES);
  expect(checked).toBe(2 * LIBUV_THREADS);
});
