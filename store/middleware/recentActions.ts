import type { Middleware } from '@reduxjs/toolkit';
import type { RecentEvent } from '../../core/problemReportTypes';

/** Enough to see what led up to a problem without carrying a whole session. */
export const RECENT_ACTIONS_SIZE = 50;

export interface RecentActions {
  middleware: Middleware;
  /** The latest action types, the oldest first. */
  entries(): RecentEvent[];
}

/**
 * A ring of the latest actions, for problem reports. Only the type and time are kept: payloads
 * carry tokens and answers, and the type is what tells a developer what happened.
 */
export function createRecentActions(size = RECENT_ACTIONS_SIZE, now: () => number = Date.now): RecentActions {
  const ring: RecentEvent[] = [];
  let next = 0;
  const middleware: Middleware = () => (dispatchNext) => (action) => {
    const type = (action as { type?: unknown } | null)?.type;
    if (typeof type === 'string') {
      ring[next] = { source: 'store', type, at: now() };
      next = (next + 1) % size;
    }
    return dispatchNext(action);
  };
  return {
    middleware,
    entries: () => (ring.length < size ? [...ring] : [...ring.slice(next), ...ring.slice(0, next)]),
  };
}
