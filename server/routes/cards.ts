import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cardMessages as msg, messages } from '../messages';
import { authenticated, clientFromOf } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import { withRetryAfter } from '../plugins/retryAfter';
import type { AuthenticatedStudent } from '../services/authService';
import type { LoginByIdParams, SaveAdditionalCardRequest } from '../schemas/cards';
import {
  getAdditionalListSchema,
  getOtherStudentsSchema,
  loginByIdGetSchema,
  loginByIdPostSchema,
  saveAdditionalCardSchema,
} from '../schemas/cards';
import { linkCard, listCardGroup, listLinkableCards, quickLogin } from '../services/cardService';

function callerOf(request: FastifyRequest): AuthenticatedStudent {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return request.user;
}

/** `/api/v5/steamCard/*` (linked learning cards) and `/api/v3/quicklogin/loginById/{id}` (switching). */
export async function cardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v5/steamCard/getOtherStudents',
    { schema: getOtherStudentsSchema, ...authenticated },
    async (request) => ok(await listLinkableCards(app.db, callerOf(request).profile)),
  );

  app.post<{ Body: SaveAdditionalCardRequest }>(
    '/api/v5/steamCard/saveAdditionalCard',
    { schema: saveAdditionalCardSchema, ...authenticated },
    async (request, reply) =>
      ok(
        null,
        await withRetryAfter(reply, () =>
          linkCard(app.db, callerOf(request).profile, request.body, app.clock.now()),
        ),
      ),
  );

  app.get(
    '/api/v5/steamCard/getAdditionalList',
    { schema: getAdditionalListSchema, ...authenticated },
    async (request) => ok(await listCardGroup(app.db, callerOf(request).profile)),
  );

  const switchCard = async (request: FastifyRequest<{ Params: LoginByIdParams }>) => {
    const caller = callerOf(request);
    const token = await quickLogin(app.db, caller, request.params.id, {
      clientFrom: clientFromOf(request),
      tokenTtlMs: app.config.tokenTtlMs,
      now: app.clock.now(),
    });
    app.liveSessions.endToken(caller.tokenHash);
    return ok(token, msg.switched);
  };
  app.get<{ Params: LoginByIdParams }>(
    '/api/v3/quicklogin/loginById/:id',
    { schema: loginByIdGetSchema, ...authenticated },
    switchCard,
  );
  app.post<{ Params: LoginByIdParams }>(
    '/api/v3/quicklogin/loginById/:id',
    { schema: loginByIdPostSchema, ...authenticated },
    switchCard,
  );
}
