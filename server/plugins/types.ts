import type { Db } from '../db/database';
import type { AppConfig } from '../config';
import type { AuthenticatedStudent } from '../services/authService';
import type { NonceStore } from '../services/nonceStore';
import type { CataloguedRoute } from './routeCatalogue';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    nonceStore: NonceStore;
    /** Every route registered so far (plugins/routeCatalogue.ts). */
    routeCatalogue: readonly CataloguedRoute[];
  }
  interface FastifyRequest {
    /** The token's owner; set by `requireUser`, null on public routes. */
    user: AuthenticatedStudent | null;
  }
}
