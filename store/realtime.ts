import type { Socket } from 'socket.io-client';
import { afterPageLoad } from './afterPageLoad';
import {
  REALTIME_EVENTS,
  REALTIME_MONITOR_INTERVAL_MS,
  REALTIME_PATH,
  REALTIME_RECONNECT_MAX_MS,
} from '../core/messageTypes';
import type { MessagePush, RealtimeAuth, RealtimeServerEvents } from '../core/messageTypes';

/** What the store does with the real-time channel. */
export interface RealtimeHandlers {
  /** A new message arrived on the broadcast channel or on the student's own. */
  onMessage(push: MessagePush): void;
  /** The connection came back after a drop: messages sent meanwhile were not pushed. */
  onReconnect(): void;
}

/**
 * Opens the channel for a signed-in student; the returned function closes it. A port like the
 * notifier's: the app uses socket.io, a test its own channel that pushes into the real store.
 */
export type RealtimeConnector = (accessToken: string, handlers: RealtimeHandlers) => () => void;

/**
 * socket.io on the page's own origin. The client library is loaded with the first connection, so
 * pages for visitors never pay for it. Reconnection is automatic, starting after the spec's monitor
 * interval and backing off; a refused handshake (expired token) is not retried.
 */
export const socketIoConnector: RealtimeConnector = (accessToken, handlers) => {
  let closed = false;
  let socket: Socket<RealtimeServerEvents> | undefined;
  const open = async () => {
    const { io } = await import(/* webpackChunkName: "realtime" */ 'socket.io-client');
    if (closed) return;
    const auth: RealtimeAuth = { accessToken };
    socket = io({
      path: REALTIME_PATH,
      auth: { ...auth },
      // WebSocket first: one connection, so any load balancer in front of several servers keeps it
      // on one of them. Long-polling (several requests, which need sticky sessions there) only
      // where WebSockets are blocked.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      reconnection: true,
      reconnectionDelay: REALTIME_MONITOR_INTERVAL_MS,
      reconnectionDelayMax: REALTIME_RECONNECT_MAX_MS,
    });
    socket.on(REALTIME_EVENTS.broadcast, handlers.onMessage);
    socket.on(REALTIME_EVENTS.personal, handlers.onMessage);
    // Messages sent while the channel was still waiting were not pushed: count them once connected.
    socket.once('connect', handlers.onReconnect);
    socket.io.on('reconnect', handlers.onReconnect);
  };
  const cancelWait = afterPageLoad(() => void open());
  return () => {
    closed = true;
    cancelWait();
    socket?.disconnect();
  };
};
