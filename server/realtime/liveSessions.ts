import type { RealtimeServer } from './rooms';
import { studentRoom, tokenRoom } from './rooms';

/**
 * Ends the sockets of revoked tokens (logout, password change or reset, card switch) at once, so
 * they stop receiving the student's messages. With the Redis adapter the disconnect reaches sockets
 * held by every instance. Routes call this after the revocation has committed; the realtime plugin
 * attaches its server when it starts, and until then there is nothing to end.
 *
 * Disconnected from the server side, a client does not reconnect on its own: it signs in again.
 */
export class LiveSessions {
  private io: RealtimeServer | null = null;

  attach(io: RealtimeServer): void {
    this.io = io;
  }

  /** The sockets opened with this token. */
  endToken(tokenHash: string): void {
    this.io?.in(tokenRoom(tokenHash)).disconnectSockets(true);
  }

  /** Every socket of the student, except those of the token kept (the caller's own, if any). */
  endStudent(studentId: number, keepTokenHash?: string): void {
    if (!this.io) return;
    const sockets = this.io.in(studentRoom(studentId));
    (keepTokenHash ? sockets.except(tokenRoom(keepTokenHash)) : sockets).disconnectSockets(true);
  }
}
