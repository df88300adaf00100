import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { authenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { IntegralQueryString } from '../schemas/points';
import { getMyIntegralListSchema, getMyMedalListSchema } from '../schemas/points';
import { getMedalList } from '../services/medalService';
import { getIntegralList } from '../services/pointsService';

function callerId(request: FastifyRequest): number {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return request.user.profile.id;
}

/** `/api/v3/student/*` calls of the user centre about points (积分) and medals (勋章). */
export async function pointsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: IntegralQueryString }>(
    '/api/v3/student/getMyIntegralList',
    { schema: getMyIntegralListSchema, ...authenticated },
    async (request) => {
      const { pageNumber, pageSize } = request.query;
      return ok(await getIntegralList(app.db, callerId(request), { pageNumber, pageSize }));
    },
  );

  app.get(
    '/api/v3/student/getMyMedalList',
    { schema: getMyMedalListSchema, ...authenticated },
    async (request) => ok(await getMedalList(app.db, callerId(request))),
  );
}
