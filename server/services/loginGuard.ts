import { createHash } from 'node:crypto';
import type { FailureCounter } from '../stores/failureCounter';
import type { KeyedLock } from '../stores/keyedLock';

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

export interface LoginGuardDeps {
  counter: FailureCounter;
  lock: KeyedLock;
  limits: LoginGuardLimits;
  now: () => number;
}

/** Either the password check's outcome, or how long to wait before it may be tried. */
export type GuardedAttempt<T> = { waitMs: number } | { waitMs: 0; result: T | null };

/**
 * Sign-in limits that count failures only, so a classroom behind one router signs in freely, and
 * count an account's failures per address, so nobody can lock a classmate out from elsewhere:
 *
 * - per address: at most `failuresPerAddressPerMin` failed sign-ins a minute;
 * - per account and address: after `failuresPerAccount` failures, each next try waits 1 min,
 *   then 2, 4, … up to an hour; a successful sign-in from that address clears it.
 *
 * A refused try checks no password and counts nothing. Tries of one account from one address run
 * one at a time (a lock shared by the instances), so a burst of parallel guesses cannot all pass
 * the check before the first failure is counted.
 */
export function createLoginGuard({ counter, lock, limits, now }: LoginGuardDeps) {
  const addressKey = (address: string) => `login:address:${address}`;
  // Usernames are whatever the client typed: a digest keeps keys short.
  const pairKey = (account: string, address: string) =>
    `login:account:${createHash('sha256').update(`${account}\n${address}`, 'utf8').digest('hex')}`;

  function backoffMs(failures: number): number {
    const doublings = failures - limits.failuresPerAccount;
    return Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.min(doublings, 30));
  }

  async function waitMs(account: string, address: string, at: number): Promise<number> {
    const [byAddress, byPair] = await Promise.all([
      counter.read(addressKey(address), at, MINUTE_MS),
      counter.read(pairKey(account, address), at, ACCOUNT_MEMORY_MS),
    ]);
    let wait = 0;
    if (byAddress && byAddress.count >= limits.failuresPerAddressPerMin)
      wait = byAddress.firstAt + MINUTE_MS - at;
    if (byPair && byPair.count >= limits.failuresPerAccount)
      wait = Math.max(wait, byPair.lastAt + backoffMs(byPair.count) - at);
    return Math.max(0, wait);
  }

  return {
    /** Runs `check` (the password check: a result, or null when wrong) unless a wait is due. */
    attempt<T>(account: string, address: string, check: () => Promise<T | null>): Promise<GuardedAttempt<T>> {
      return lock.withLock(pairKey(account, address), async () => {
        const wait = await waitMs(account, address, now());
        if (wait > 0) return { waitMs: wait };
        const result = await check();
        if (result === null) {
          const at = now();
          await Promise.all([
            counter.add(addressKey(address), at, MINUTE_MS),
            counter.add(pairKey(account, address), at, ACCOUNT_MEMORY_MS),
          ]);
        } else {
          await counter.clear(pairKey(account, address));
        }
        return { waitMs: 0, result };
      });
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
