import type { FastifyInstance } from 'fastify';
import { messages } from '../messages';
import { authenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { LoginLimiter } from '../plugins/rateLimit';
import type { LoginBody } from '../schemas/student';
import { getStudentInfoSchema, loginSchema, logoutSchema } from '../schemas/student';
import { logout } from '../services/authService';
import { getStudentInfo } from '../services/studentService';
import { handleLogin } from './login';

/** `/api/v3/student/*`: the student's own account. */
export function studentRoutes(loginLimiter: LoginLimiter) {
  return async (app: FastifyInstance): Promise<void> => {
    app.post<{ Body: LoginBody }>('/api/v3/student/login', { schema: loginSchema }, async (request, reply) =>
      ok(await handleLogin(request, reply, loginLimiter)),
    );

    app.get(
      '/api/v3/student/getStudentInfo',
      { schema: getStudentInfoSchema, ...authenticated },
      async (request) => {
        if (!request.user) throw new ApiError(401, messages.loginExpired);
        return ok(await getStudentInfo(app.db, request.user.profile));
      },
    );

    app.post('/api/v3/student/logout', { schema: logoutSchema, ...authenticated }, async (request) => {
      if (!request.user) throw new ApiError(401, messages.loginExpired);
      await logout(app.db, request.user.tokenHash, app.clock.now());
      app.liveSessions.endToken(request.user.tokenHash);
      return ok(null, messages.logoutDone);
    });
  };
}
