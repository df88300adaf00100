import type { MessagePush } from '../../core/messageTypes';
import type { MessageRow } from '../repos/messageRepo';

/**
 * How new messages reach the sockets: the messages table is polled for ids above the last one seen
 * (a primary-key range scan, a few times a second) and what is new is pushed to connected students.
 * A single instance polls for itself. In a cluster (Redis) one instance holds the feed's lease,
 * polls, and emits through the Redis adapter to every instance's sockets; whoever takes the lease
 * over resumes from the cursor it left in Redis.
 *
 * Why polling and not an in-process event or a loopback call from the writer: a message can be
 * written by another process (the notify command, an admin tool, a second server instance) that
 * knows nothing about which server holds which socket, and the database is the one thing they all
 * share, on SQLite and PostgreSQL alike. No extra endpoint to secure, no Redis needed for one box,
 * and a server that restarts simply starts from the newest id.
 *
 * Ids are allocated when a row is inserted, not when it commits. On SQLite writers take turns, so
 * ids become visible in order; on PostgreSQL a transaction that took id 11 can commit after one that
 * took 12. So an id skipped over is remembered for a short while and asked for again, instead of
 * being lost behind the cursor. Rolled-back inserts leave ids that never appear; they are
 * forgotten when the wait ends.
 */

export interface FeedCursorOptions {
  /** How long a skipped id is waited for (ms). */
  gapWaitMs: number;
  /** At most this many skipped ids are remembered (a sequence jump is not worth chasing). */
  maxPendingIds: number;
}

export const DEFAULT_FEED_CURSOR_OPTIONS: FeedCursorOptions = { gapWaitMs: 10_000, maxPendingIds: 1_000 };

/** A cursor as plain data, for the instance that takes the feed over (server/stores/checkpoint.ts). */
export interface FeedCursorSnapshot {
  afterId: number;
  /** [skipped id, when to stop waiting for it] */
  pending: [number, number][];
}

export class FeedCursor {
  private afterId: number;
  /** Skipped id → when to stop waiting for it. */
  private readonly pending = new Map<number, number>();

  constructor(
    startAfterId: number,
    private readonly options: FeedCursorOptions = DEFAULT_FEED_CURSOR_OPTIONS,
  ) {
    this.afterId = startAfterId;
  }

  static restore(
    snapshot: FeedCursorSnapshot,
    options: FeedCursorOptions = DEFAULT_FEED_CURSOR_OPTIONS,
  ): FeedCursor {
    const cursor = new FeedCursor(snapshot.afterId, options);
    for (const [id, giveUpAt] of snapshot.pending) cursor.pending.set(id, giveUpAt);
    return cursor;
  }

  snapshot(): FeedCursorSnapshot {
    return { afterId: this.afterId, pending: [...this.pending] };
  }

  /** What to ask the database for next. */
  query(): { afterId: number; pendingIds: number[] } {
    return { afterId: this.afterId, pendingIds: [...this.pending.keys()] };
  }

  /** Takes the rows of `query()`, ordered by id; returns those not seen before, in id order. */
  take<Row extends { id: number }>(rows: readonly Row[], now: number): Row[] {
    const fresh: Row[] = [];
    for (const row of rows) {
      if (row.id <= this.afterId) {
        if (this.pending.delete(row.id)) fresh.push(row);
        continue;
      }
      const room = this.options.maxPendingIds - this.pending.size;
      const lastGap = Math.min(row.id - 1, this.afterId + room);
      for (let gap = this.afterId + 1; gap <= lastGap; gap += 1) {
        this.pending.set(gap, now + this.options.gapWaitMs);
      }
      this.afterId = row.id;
      fresh.push(row);
    }
    for (const [id, giveUpAt] of this.pending) {
      if (giveUpAt <= now) this.pending.delete(id);
    }
    return fresh;
  }
}

/** Where a push goes: everyone's channel, or one student's. */
export type Delivery =
  { channel: 'broadcast'; push: MessagePush } | { channel: 'personal'; studentId: number; push: MessagePush };

/** How long a broadcast is remembered, so rows of its fan-out seen later do not announce it again. */
const BROADCAST_MEMORY_MS = 5 * 60_000;

/**
 * Turns new rows into pushes. A message to everyone is one row per student, written by one
 * statement with the same text and time: it is announced once on the broadcast channel, however
 * many of its rows (or in how many polls) the feed sees.
 */
export class DeliveryPlanner {
  private readonly announced = new Map<string, number>();

  plan(rows: readonly MessageRow[], now: number): Delivery[] {
    for (const [key, forgetAt] of this.announced) {
      if (forgetAt <= now) this.announced.delete(key);
    }
    const deliveries: Delivery[] = [];
    for (const row of rows) {
      const push: MessagePush = {
        id: row.id,
        title: row.title,
        content: row.content,
        sender: row.sender,
        broadcast: row.broadcast === 1 ? 1 : 0,
        createTime: row.created_at,
      };
      if (row.broadcast === 1) {
        const key = JSON.stringify([row.created_at, row.sender, row.title, row.content]);
        if (this.announced.has(key)) continue;
        this.announced.set(key, now + BROADCAST_MEMORY_MS);
        deliveries.push({ channel: 'broadcast', push: { ...push, id: null } });
      } else if (row.deleted_at === null) {
        deliveries.push({ channel: 'personal', studentId: row.student_id, push });
      }
    }
    return deliveries;
  }
}
