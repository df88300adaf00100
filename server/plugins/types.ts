import type { Db } from '../db/database';
import type { AppConfig } from '../config';
import type { AuthenticatedStudent } from '../services/authService';
import type { NonceStore } from '../services/nonceStore';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    nonceStore: NonceStore;
  }
  interface FastifyRequest {
    /** The token's owner; set by `requireUser`, null on public routes. */
    user: AuthenticatedStudent | null;
  }
}
