import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { healthSchema } from '../schemas/health';

/** No auth and no database: the cheapest possible round trip, used as the bench's ceiling. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { schema: healthSchema }, async () => ok({ status: 'ok' }));
}
