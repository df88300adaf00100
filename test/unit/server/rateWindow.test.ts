import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { createMemoryRateWindows } from '../../../server/stores/rateWindow';

const MINUTE_MS = 60_000;

function limiterOn(clock: { at: number }): FastifyRateLimitStore {
  const Windows = createMemoryRateWindows(() => clock.at);
  return new Windows({});
}

function count(store: FastifyRateLimitStore, key: string) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error ?? new Error('no result')) : resolve(result)),
      MINUTE_MS,
      5,
    );
  });
}

test('counts a key in the window its first request opened, then starts afresh by the given clock', async () => {
  const clock = { at: 1_000_000 };
  const store = limiterOn(clock);
  expect(await count(store, 'a')).toEqual({ current: 1, ttl: MINUTE_MS });
  clock.at += 45_000;
  expect(await count(store, 'a')).toEqual({ current: 2, ttl: 15_000 });
  expect(await count(store, 'b')).toEqual({ current: 1, ttl: MINUTE_MS });
  clock.at += 15_000;
  expect(await count(store, 'a')).toEqual({ current: 1, ttl: MINUTE_MS });
});

test('each limiter counts apart', async () => {
  const clock = { at: 0 };
  const store = limiterOn(clock);
  const child = store.child({} as Parameters<FastifyRateLimitStore['child']>[0]);
  await count(store, 'a');
  expect((await count(child, 'a')).current).toBe(1);
  expect((await count(store, 'a')).current).toBe(2);
});
