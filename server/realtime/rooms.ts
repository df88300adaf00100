import type { Server } from 'socket.io';
import type { RealtimeServerEvents } from '../../core/messageTypes';

export interface SocketData {
  studentId: number;
  /** The handshake token's digest (tokens are stored hashed; so are room names). */
  tokenHash: string;
}

export type RealtimeServer = Server<
  Record<string, never>,
  RealtimeServerEvents,
  Record<string, never>,
  SocketData
>;

/** Every signed-in student's socket is in this room… */
export const BROADCAST_ROOM = 'broadcast';

/** …in their own… */
export function studentRoom(studentId: number): string {
  return `student:${studentId}`;
}

/** …and in their token's, so revoking a token can end exactly the sockets it opened. */
export function tokenRoom(tokenHash: string): string {
  return `token:${tokenHash}`;
}
