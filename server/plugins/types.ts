import type { Db } from '../db/database';
import type { AppConfig } from '../config';
import type { LiveSessions } from '../realtime/liveSessions';
import type { AuthenticatedStudent } from '../services/authService';
import type { Uploads } from '../services/uploads';
import type { SharedStores } from '../stores';
import type { NonceStore } from '../stores/nonceStore';
import type { ExamSweep } from './examSweep';
import type { CataloguedRoute } from './routeCatalogue';

/** The one source of "now" (epoch ms) for every rule: tests move it through `config.now`. */
export interface Clock {
  readonly now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    db: Db;
    /** State every instance shares (server/stores/): Redis with REDIS_URL, else embedded. */
    stores: SharedStores;
    nonceStore: NonceStore;
    /** Every route registered so far (plugins/routeCatalogue.ts). */
    routeCatalogue: readonly CataloguedRoute[];
    /** Ends the sockets of revoked tokens. */
    liveSessions: LiveSessions;
    examSweep: ExamSweep;
    /** Uploaded files under `<dataDir>/uploads` (services/uploads.ts). */
    uploads: Uploads;
  }
  interface FastifyRequest {
    /** The token's owner; set by `requireUser`, null on public routes. */
    user: AuthenticatedStudent | null;
  }
}
