import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

interface Window {
  count: number;
  startedAt: number;
}

/** @fastify/rate-limit's own in-process store keeps as many keys before the stalest go. */
const MAX_KEYS = 5000;

/**
 * @fastify/rate-limit's counters in process memory, timed by the app's clock (its own store reads
 * the wall clock, so tests could not move past a window). Fixed windows that open with a key's
 * first request, as in the plugin's store; each limiter (`child`) counts apart.
 */
export function createMemoryRateWindows(now: () => number): FastifyRateLimitStoreCtor {
  class MemoryRateWindows implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const at = now();
      const previous = this.windows.get(key);
      this.windows.delete(key);
      const window =
        previous && at - previous.startedAt < timeWindow
          ? { count: previous.count + 1, startedAt: previous.startedAt }
          : { count: 1, startedAt: at };
      // Map order is insertion order and every count re-inserts, so the first key is the stalest.
      if (this.windows.size >= MAX_KEYS) this.windows.delete(this.windows.keys().next().value as string);
      this.windows.set(key, window);
      callback(null, { current: window.count, ttl: window.startedAt + timeWindow - at });
    }

    child(): FastifyRateLimitStore {
      return new MemoryRateWindows();
    }
  }
  return MemoryRateWindows;
}
