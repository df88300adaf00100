import type { FastifyInstance } from 'fastify';
import type { ActivityListQuery } from '../../core/homeTypes';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { getActivitiesListSchema, getActivityDetailsSchema } from '../schemas/activities';
import { getActivities, getActivityDetail } from '../services/activityService';
import { callerProfileOf } from './callerProfile';

/** `/api/v3/student/activities/*`: the school's creative activities, timed by the server's clock. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: ActivityListQuery }>(
    '/api/v3/student/activities/getActivitiesList',
    { schema: getActivitiesListSchema, ...authenticated },
    async (request) =>
      ok(await getActivities(app.db, callerProfileOf(request), request.query, app.clock.now())),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v3/student/activities/getActivityDetails/:id',
    { schema: getActivityDetailsSchema, ...authenticated },
    async (request) =>
      ok(await getActivityDetail(app.db, callerProfileOf(request), request.params.id, app.clock.now())),
  );
}
