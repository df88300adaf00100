import type { FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { ApiError } from '../plugins/envelope';
import type { StudentProfileRow } from '../repos/studentRepo';

/** The token owner's profile (class, organisation, trial status) on an `authenticated` route. */
export function callerProfileOf(request: FastifyRequest): StudentProfileRow {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return request.user.profile;
}
