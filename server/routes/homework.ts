import type { FastifyInstance } from 'fastify';
import type { HomeworkListQuery, HomeworkSubmitBody } from '../../core/studyTypes';
import { courseMessages as msg } from '../messages';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import {
  getHomeworkDetailSchema,
  getHomeworkListSchema,
  submitHomeworkSchema,
  useHomeworkStarterSchema,
} from '../schemas/study';
import { getHomework, listHomework, submitHomework, useHomeworkStarter } from '../services/homeworkService';
import { callerProfileOf } from './callerProfile';

/** `/api/v3/student/homework/*`: my classes' homework, handing in a work, starting from the starter. */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: HomeworkListQuery }>(
    '/api/v3/student/homework/getHomeworkList',
    { schema: getHomeworkListSchema, ...authenticated },
    async (request) =>
      ok(await listHomework(app.db, callerProfileOf(request), request.query, app.clock.now())),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v3/student/homework/getHomeworkDetail/:id',
    { schema: getHomeworkDetailSchema, ...authenticated },
    async (request) =>
      ok(await getHomework(app.db, callerProfileOf(request), request.params.id, app.clock.now())),
  );

  app.post<{ Body: HomeworkSubmitBody }>(
    '/api/v3/student/homework/submit',
    { schema: submitHomeworkSchema, ...authenticated },
    async (request) => {
      const { homework, late } = await submitHomework(
        app.db,
        callerProfileOf(request),
        request.body,
        app.clock.now(),
      );
      return ok(homework, late ? msg.homeworkSubmittedLate : msg.homeworkSubmitted);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/v3/student/homework/useStarter/:id',
    { schema: useHomeworkStarterSchema, ...authenticated },
    async (request) =>
      ok(await useHomeworkStarter(app.db, callerProfileOf(request), request.params.id, app.clock.now())),
  );
}
