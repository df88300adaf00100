import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResult } from '../../core/types';
import { messages } from '../messages';
import { clientFromOf } from '../plugins/auth';
import { ApiError } from '../plugins/envelope';
import type { LoginLimiter } from '../plugins/rateLimit';
import type { LoginBody } from '../schemas/student';
import { login } from '../services/authService';

/** Shared by `/api/v3/student/login` and `/tiku/api/v1/login`: same body, same result, same limits. */
export async function handleLogin(
  request: FastifyRequest<{ Body: LoginBody }>,
  reply: FastifyReply,
  limiter: LoginLimiter,
): Promise<LoginResult> {
  const username = request.body.username.trim();
  const password = request.body.password.trim();
  if (!username) throw new ApiError(400, messages.required('username'));
  if (!password) throw new ApiError(400, messages.required('password'));
  const { db, config, clock } = request.server;
  const result = await limiter.attempt(request, reply, () =>
    login(db, {
      username,
      password,
      clientFrom: clientFromOf(request),
      tokenTtlMs: config.tokenTtlMs,
      now: clock.now(),
    }),
  );
  if (!result) throw new ApiError(400, messages.wrongCredentials);
  return result;
}
