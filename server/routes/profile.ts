import type { FastifyInstance } from 'fastify';
import type { ProfileFormBody } from '../../core/cardTypes';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { improvePersonalInformationSchema } from '../schemas/profile';
import { callerProfileOf } from './callerProfile';
import { improvePersonalInformation } from '../services/profileService';

/** `/api/v3/student/improvePersonalInformation`: the forced profile-completion form. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ProfileFormBody }>(
    '/api/v3/student/improvePersonalInformation',
    { schema: improvePersonalInformationSchema, ...authenticated },
    async (request) =>
      ok(
        null,
        await improvePersonalInformation(app.db, callerProfileOf(request), request.body, app.clock.now()),
      ),
  );
}
