import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { REALTIME_EVENTS, REALTIME_PATH } from '../../core/messageTypes';
import type { RealtimeAuth } from '../../core/messageTypes';
import { messageMessages as msg, messages } from '../messages';
import { listMessagesForFeed, maxMessageId } from '../repos/messageRepo';
import { authenticate } from '../services/authService';
import { DeliveryPlanner, FeedCursor } from './messageFeed';
import type { Delivery, FeedCursorSnapshot } from './messageFeed';
import { BROADCAST_ROOM, studentRoom, tokenRoom } from './rooms';
import type { RealtimeServer } from './rooms';

/** New messages reach sockets within this delay (plus a query), well inside the 2 s promised. */
export const FEED_POLL_MS = 500;
/** Rows read per query; a large fan-out is read in several rounds of the same poll. */
const FEED_BATCH = 2_000;
/** The feed's lease outlives a few missed polls; then another instance takes the feed over. */
const FEED_LEASE = 'message-feed';
const FEED_LEASE_MS = 10 * FEED_POLL_MS;
/** A cursor older than this is not resumed: that instance starts from the newest message. */
const FEED_CHECKPOINT_MS = 60_000;

function tokenOf(auth: unknown): string | null {
  const token = (auth as Partial<RealtimeAuth> | null)?.accessToken;
  return typeof token === 'string' && token.trim() ? token.trim() : null;
}

/**
 * socket.io on the app's own HTTP server (same origin, path REALTIME_PATH). The handshake must
 * carry a live access token in `auth.accessToken`, else the connection is refused; a socket joins
 * the broadcast room, the student's and the token's. With shared stores (Redis) the adapter links
 * every instance's sockets. Register as a child plugin so the feed stops before the database closes.
 */
export async function realtime(app: FastifyInstance): Promise<void> {
  const io: RealtimeServer = new Server(app.server, { path: REALTIME_PATH, serveClient: false });
  const { lease, checkpoints, socketAdapter } = app.stores;
  if (socketAdapter) io.adapter(socketAdapter);
  app.liveSessions.attach(io);

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    if (!token) return next(new Error(msg.realtimeUnauthorized));
    authenticate(app.db, token, app.clock.now()).then(
      (user) => {
        if (!user) return next(new Error(msg.realtimeUnauthorized));
        socket.data.studentId = user.profile.id;
        socket.data.tokenHash = user.tokenHash;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error(messages.serverError));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join([BROADCAST_ROOM, studentRoom(socket.data.studentId), tokenRoom(socket.data.tokenHash)]);
  });

  // Alone, an instance reaches its own sockets. In a cluster only the feed's holder emits, and
  // through the adapter its emits reach every instance's sockets, each student once.
  const to = (room: string) => (socketAdapter ? io.to(room) : io.local.to(room));
  const deliver = (delivery: Delivery) => {
    if (delivery.channel === 'broadcast') {
      to(BROADCAST_ROOM).emit(REALTIME_EVENTS.broadcast, delivery.push);
    } else {
      to(studentRoom(delivery.studentId)).emit(REALTIME_EVENTS.personal, delivery.push);
    }
  };

  const resume = async (): Promise<FeedCursor> => {
    const saved = await checkpoints.load(FEED_LEASE);
    if (saved) return FeedCursor.restore(JSON.parse(saved) as FeedCursorSnapshot);
    // A fresh start never replays history.
    return new FeedCursor(await maxMessageId(app.db));
  };

  const planner = new DeliveryPlanner();
  let cursor: FeedCursor | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const pollOnce = async () => {
    if (!(await lease.acquire(FEED_LEASE, FEED_LEASE_MS))) {
      // Another instance reads the feed; if this one takes it over later, it resumes from there.
      cursor = null;
      return;
    }
    cursor ??= await resume();
    let rows;
    do {
      const { afterId, pendingIds } = cursor.query();
      rows = await listMessagesForFeed(app.db, afterId, pendingIds, FEED_BATCH);
      // Wall time, not app.clock: the gap waits and broadcast memory are durations of this poll
      // loop, paced by real timers; a test clock held still would stall the feed.
      const now = Date.now();
      for (const delivery of planner.plan(cursor.take(rows, now), now)) deliver(delivery);
    } while (rows.length === FEED_BATCH && !stopped);
    await checkpoints.save(FEED_LEASE, JSON.stringify(cursor.snapshot()), FEED_CHECKPOINT_MS);
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pollOnce()
        .catch((error: unknown) => app.log.error({ err: error }, 'message feed poll failed'))
        .finally(() => {
          running = null;
          schedule();
        });
    }, FEED_POLL_MS);
    // The feed alone must not keep the process alive.
    timer.unref();
  };
  // The cursor starts at the newest message now, not at the first poll, so nothing written after
  // start-up is skipped.
  if (await lease.acquire(FEED_LEASE, FEED_LEASE_MS)) cursor = await resume();
  schedule();

  // Open connections would hold the HTTP server's close. Dropping them at the transport (not with
  // disconnectSockets, which tells clients to stay away) lets browsers reconnect to the next server.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    // The next instance takes the feed over now, not when the lease runs out.
    if (cursor) await lease.release(FEED_LEASE);
  });
}
