import { createHash } from 'node:crypto';
import type { FailureCounter } from '../stores/failureCounter';

const MINUTE_MS = 60 * 1000;
/** The first wait once an account's failures from one address reach the limit… */
const FIRST_BACKOFF_MS = MINUTE_MS;
/** …doubling with each further failure, up to this. */
const MAX_BACKOFF_MS = 60 * MINUTE_MS;
/** Failures of an account from one address are forgotten a day after the first of them. */
const ACCOUNT_MEMORY_MS = 24 * 60 * MINUTE_MS;

export interface LoginGuardLimits {
  /** Failed sign-ins per address per minute, whatever the accounts (spraying). */
  failuresPerAddressPerMin: number;
  /** Failed sign-ins of one account from one address before the backoff starts (guessing). */
  failuresPerAccount: number;
}

/**
 * Sign-in limits that count failures only, so a classroom behind one router signs in freely, and
 * count an account's failures per address, so nobody can lock a classmate out from elsewhere:
 *
 * - per address: at most `failuresPerAddressPerMin` failed sign-ins a minute;
 * - per account and address: after `failuresPerAccount` failures, each next try waits 1 min,
 *   then 2, 4, … up to an hour; a successful sign-in from that address clears it.
 *
 * A refused try checks no password and counts nothing.
 */
export function createLoginGuard(counter: FailureCounter, limits: LoginGuardLimits) {
  const addressKey = (address: string) => `login:address:${address}`;
  // Usernames are whatever the client typed: a digest keeps keys short.
  const pairKey = (account: string, address: string) =>
    `login:account:${createHash('sha256').update(`${account}\n${address}`, 'utf8').digest('hex')}`;

  function backoffMs(failures: number): number {
    const doublings = failures - limits.failuresPerAccount;
    return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(doublings, 30));
  }

  return {
    /** Milliseconds until this account may try again from this address; 0: now. */
    async waitMs(account: string, address: string, now: number): Promise<number> {
      const [byAddress, byPair] = await Promise.all([
        counter.read(addressKey(address), now, MINUTE_MS),
        counter.read(pairKey(account, address), now, ACCOUNT_MEMORY_MS),
      ]);
      let wait = 0;
      if (byAddress && byAddress.count >= limits.failuresPerAddressPerMin)
        wait = byAddress.firstAt + MINUTE_MS - now;
      if (byPair && byPair.count >= limits.failuresPerAccount)
        wait = Math.max(wait, byPair.lastAt + backoffMs(byPair.count) - now);
      return Math.max(0, wait);
    },

    async failed(account: string, address: string, now: number): Promise<void> {
      await Promise.all([
        counter.add(addressKey(address), now, MINUTE_MS),
        counter.add(pairKey(account, address), now, ACCOUNT_MEMORY_MS),
      ]);
    },

    async succeeded(account: string, address: string): Promise<void> {
      await counter.clear(pairKey(account, address));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
