import type { Db } from '../db/database';
import type { AppConfig } from '../config';
import type { LiveSessions } from '../realtime/liveSessions';
import type { AuthenticatedStudent } from '../services/authService';
import type { SharedStores } from '../stores';
import type { NonceStore } from '../stores/nonceStore';
import type { ExamSweep } from './examSweep';
import type { CataloguedRoute } from './routeCatalogue';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** State every instance shares (server/stores/): Redis with REDIS_URL, else embedded. */
    stores: SharedStores;
    nonceStore: NonceStore;
    /** Every route registered so far (plugins/routeCatalogue.ts). */
    routeCatalogue: readonly CataloguedRoute[];
    /** Ends the sockets of revoked tokens. */
    liveSessions: LiveSessions;
    examSweep: ExamSweep;
  }
  interface FastifyRequest {
    /** The token's owner; set by `requireUser`, null on public routes. */
    user: AuthenticatedStudent | null;
  }
}
