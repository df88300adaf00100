/**
 * Remembers request nonces to refuse replays. One process keeps them in memory; several instances
 * behind a load balancer need a shared implementation (Redis `SET key 1 NX PX ttl`).
 */
export interface NonceStore {
  /** Records the nonce; false when it was already seen within its TTL. */
  remember(nonce: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60 * 1000;

export function createMemoryNonceStore(now: () => number = Date.now): NonceStore {
  const expiries = new Map<string, number>();
  const sweep = setInterval(() => {
    const current = now();
    for (const [nonce, expiresAt] of expiries) if (expiresAt <= current) expiries.delete(nonce);
  }, SWEEP_INTERVAL_MS);
  // Never keep the process alive just to sweep.
  sweep.unref();

  return {
    async remember(nonce, ttlMs) {
      const current = now();
      const expiresAt = expiries.get(nonce);
      if (expiresAt !== undefined && expiresAt > current) return false;
      expiries.set(nonce, current + ttlMs);
      return true;
    },
    async close() {
      clearInterval(sweep);
      expiries.clear();
    },
  };
}
