import type { FastifyInstance } from 'fastify';
import { messages } from '../messages';
import { authenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { LoginLimiter } from '../plugins/rateLimit';
import type { LoginBody } from '../schemas/student';
import { loginSchema } from '../schemas/student';
import { getUserInfoSchema } from '../schemas/tiku';
import type { GetUserInfoBody } from '../schemas/tiku';
import { toUserInfo } from '../services/studentService';
import { handleLogin } from './login';

/** `/tiku/api/v1/*` account calls of the question bank (registered inside the signed scope). */
export function tikuUserRoutes(loginLimiter: LoginLimiter) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: LoginBody }>('/tiku/api/v1/login', { schema: loginSchema }, async (request, reply) =>
      ok(await handleLogin(request, reply, loginLimiter)),
    );

    app.post<{ Body: GetUserInfoBody }>(
      '/tiku/api/v1/getUserInfo',
      { schema: getUserInfoSchema, ...authenticated },
      async (request) => {
        if (!request.user) throw new ApiError(401, messages.loginExpired);
        return ok(toUserInfo(request.user.profile));
      },
    );
  };
}
