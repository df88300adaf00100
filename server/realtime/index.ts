import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { REALTIME_EVENTS, REALTIME_PATH } from '../../core/messageTypes';
import type { RealtimeAuth, RealtimeServerEvents } from '../../core/messageTypes';
import { inboxMessages as msg } from '../inboxMessages';
import { messages } from '../messages';
import { listMessagesForFeed, maxMessageId } from '../repos/messageRepo';
import { authenticate } from '../services/authService';
import { DeliveryPlanner, FeedCursor } from './messageFeed';
import type { Delivery } from './messageFeed';

/** Every signed-in student's socket is in this room… */
export const BROADCAST_ROOM = 'broadcast';
/** …and in their own. */
export function studentRoom(studentId: number): string {
  return `student:${studentId}`;
}

/** New messages reach sockets within this delay (plus a query), well inside the 2 s promised. */
export const FEED_POLL_MS = 500;
/** Rows read per query; a large fan-out is read in several rounds of the same poll. */
const FEED_BATCH = 2_000;

interface SocketData {
  studentId: number;
}

export type RealtimeServer = Server<
  Record<string, never>,
  RealtimeServerEvents,
  Record<string, never>,
  SocketData
>;

function tokenOf(auth: unknown): string | null {
  const token = (auth as Partial<RealtimeAuth> | null)?.accessToken;
  return typeof token === 'string' && token.trim() ? token.trim() : null;
}

/**
 * socket.io on the app's own HTTP server (same origin, path REALTIME_PATH). The handshake must
 * carry a live access token in `auth.accessToken`, else the connection is refused; a student joins
 * the broadcast room and their own. Register as a child plugin so the feed stops before the
 * database closes.
 */
export async function realtime(app: FastifyInstance): Promise<void> {
  const io: RealtimeServer = new Server(app.server, { path: REALTIME_PATH, serveClient: false });

  io.use((socket, next) => {
    const token = tokenOf(socket.handshake.auth);
    if (!token) return next(new Error(msg.realtimeUnauthorized));
    authenticate(app.db, token, Date.now()).then(
      (user) => {
        if (!user) return next(new Error(msg.realtimeUnauthorized));
        socket.data.studentId = user.profile.id;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'realtime handshake failed');
        next(new Error(messages.serverError));
      },
    );
  });

  io.on('connection', (socket) => {
    void socket.join([BROADCAST_ROOM, studentRoom(socket.data.studentId)]);
  });

  // This instance's sockets only: every instance runs its own feed, so with a shared adapter
  // (Redis) a broadcast to all nodes would reach each student once per instance.
  const deliver = (delivery: Delivery) => {
    if (delivery.channel === 'broadcast') {
      io.local.to(BROADCAST_ROOM).emit(REALTIME_EVENTS.broadcast, delivery.push);
    } else {
      io.local.to(studentRoom(delivery.studentId)).emit(REALTIME_EVENTS.personal, delivery.push);
    }
  };

  const cursor = new FeedCursor(await maxMessageId(app.db));
  const planner = new DeliveryPlanner();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const pollOnce = async () => {
    let rows;
    do {
      const { afterId, pendingIds } = cursor.query();
      rows = await listMessagesForFeed(app.db, afterId, pendingIds, FEED_BATCH);
      const now = Date.now();
      for (const delivery of planner.plan(cursor.take(rows, now), now)) deliver(delivery);
    } while (rows.length === FEED_BATCH && !stopped);
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
  });
}
