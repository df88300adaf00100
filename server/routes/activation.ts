import type { FastifyInstance } from 'fastify';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { withRetryAfter } from '../plugins/retryAfter';
import { questionBankMessages as msg } from '../messages';
import type { ActivationBody } from '../schemas/activation';
import { activationProductCodeSchema } from '../schemas/activation';
import { activateProduct } from '../services/activationService';

/** `/tiku/api/v1/activationProductCode`: redeem a product's activation code. */
export async function activationRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ActivationBody }>(
    '/tiku/api/v1/activationProductCode',
    { schema: activationProductCodeSchema, ...authenticated },
    async (request, reply) =>
      ok(
        await withRetryAfter(reply, () =>
          activateProduct(app.db, callerIdOf(request), request.body.activationCode, app.clock.now()),
        ),
        msg.activationDone,
      ),
  );
}
