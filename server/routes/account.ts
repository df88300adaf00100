import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UpdateAvatarParams, UpdateNickNameParams, UpdatePasswordParams } from '../../core/accountTypes';
import { accountMessages as msg, messages } from '../messages';
import { authenticated, callerIdOf, requireOwnData, requireUser } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import { updateAvatarSchema, updateNickNameSchema, updatePasswordSchema } from '../schemas/account';
import { changePassword, setAvatar, setNickName } from '../services/accountService';
import { images } from '../services/uploads';

const MINUTE_MS = 60 * 1000;

/**
 * The signed-in student's own account: password change, avatar (one of their uploaded images,
 * routes/uploads.ts), nickname.
 */
export function accountRoutes() {
  return async (app: FastifyInstance): Promise<void> => {
    // With a stolen token, the old password is what stands between a thief and the account.
    const limits = app.config.rateLimit;
    const perStudent = limits
      ? app.createRateLimit({
          max: limits.loginPerAccountPerMin,
          timeWindow: MINUTE_MS,
          keyGenerator: (request) => `password-change:${request.user?.profile.id ?? request.ip}`,
        })
      : null;
    const limitPasswordChanges = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!perStudent) return;
      const outcome = await perStudent(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new ApiError(429, messages.tooManyRequests);
    };

    app.post<{ Body: UpdatePasswordParams }>(
      '/api/v3/student/updatePassword',
      {
        schema: updatePasswordSchema,
        onRequest: requireUser,
        preHandler: [requireOwnData, limitPasswordChanges],
      },
      async (request) => {
        if (!request.user) throw new ApiError(401, messages.loginExpired);
        await changePassword(app.db, request.user, request.body, app.clock.now());
        app.liveSessions.endStudent(request.user.profile.id, request.user.tokenHash);
        return ok(null, msg.passwordChanged);
      },
    );

    app.post<{ Body: UpdateAvatarParams }>(
      '/api/v3/student/updateAvatar',
      { schema: updateAvatarSchema, ...authenticated },
      async (request) => {
        const user = await setAvatar(app.db, callerIdOf(request), request.body.avatar.trim(), (url) =>
          app.uploads.exists(images, url),
        );
        return ok(user, msg.avatarUpdated);
      },
    );

    app.post<{ Body: UpdateNickNameParams }>(
      '/api/v3/student/updateNickName',
      { schema: updateNickNameSchema, ...authenticated },
      async (request) =>
        ok(await setNickName(app.db, callerIdOf(request), request.body.nickName), msg.nickNameUpdated),
    );
  };
}
