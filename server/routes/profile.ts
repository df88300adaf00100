import type { FastifyInstance } from 'fastify';
import type { ProfileFormBody } from '../../core/cardTypes';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { improvePersonalInformationSchema } from '../schemas/profile';
import { improvePersonalInformation } from '../services/profileService';

/** `/api/v3/student/improvePersonalInformation`: the forced profile-completion form. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ProfileFormBody }>(
    '/api/v3/student/improvePersonalInformation',
    { schema: improvePersonalInformationSchema, ...authenticated },
    async (request) =>
      ok(null, await improvePersonalInformation(app.db, callerIdOf(request), request.body, app.clock.now())),
  );
}
