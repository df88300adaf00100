import type { FastifyInstance } from 'fastify';
import type { CoursePlanDetailQuery, PageQuery } from '../../core/homeTypes';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import {
  courseListSchema,
  getMyTeachingPlanDetailSchema,
  getMyTeachingPlanListSchema,
} from '../schemas/courses';
import {
  getMyCourses,
  getMyTeachingPlanDetail,
  getMyTeachingPlanList,
  getOpenCourses,
} from '../services/courseService';
import { callerProfileOf } from './callerProfile';

/** `/api/v3/student/*`: the caller's lesson plans, the open courses and their own courses. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/v3/student/getMyTeachingPlanList',
    { schema: getMyTeachingPlanListSchema, ...authenticated },
    async (request) => ok(await getMyTeachingPlanList(app.db, callerProfileOf(request), app.clock.now())),
  );

  app.get<{ Querystring: CoursePlanDetailQuery }>(
    '/api/v3/student/getMyTeachingPlanDetail',
    { schema: getMyTeachingPlanDetailSchema, ...authenticated },
    async (request) =>
      ok(await getMyTeachingPlanDetail(app.db, callerProfileOf(request), request.query, app.clock.now())),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/v3/student/course/getOpenCoursesList',
    { schema: courseListSchema, ...authenticated },
    async (request) => ok(await getOpenCourses(app.db, callerProfileOf(request), request.query)),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/v3/student/getMyCourseList',
    { schema: courseListSchema, ...authenticated },
    async (request) =>
      ok(await getMyCourses(app.db, callerProfileOf(request), request.query, app.clock.now())),
  );
}
