import type { FastifyInstance } from 'fastify';
import type { MistakesQuery } from '../../core/questionBankTypes';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { mistakeMessages as msg } from '../messages';
import type { MistakeQuestionBody } from '../schemas/mistakes';
import {
  getErrorQuestionDetailsSchema,
  getMistakesCollectionSchema,
  removeErrorQuestionSchema,
} from '../schemas/mistakes';
import { getMistakeQuestion, getMistakes, removeMistake } from '../services/mistakeService';

/** `/tiku/api/v1/*`: the student's mistakes book. */
export async function mistakesRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: MistakesQuery }>(
    '/tiku/api/v1/getMistakesCollection',
    { schema: getMistakesCollectionSchema, ...authenticated },
    async (request) => ok(await getMistakes(app.db, callerIdOf(request), request.body)),
  );

  app.post<{ Body: MistakeQuestionBody }>(
    '/tiku/api/v1/getErrorQuestionDetails',
    { schema: getErrorQuestionDetailsSchema, ...authenticated },
    async (request) => ok(await getMistakeQuestion(app.db, callerIdOf(request), request.body.questionId)),
  );

  app.post<{ Body: MistakeQuestionBody }>(
    '/tiku/api/v1/removeErrorQuestion',
    { schema: removeErrorQuestionSchema, ...authenticated },
    async (request) => {
      await removeMistake(app.db, callerIdOf(request), request.body.questionId);
      return ok(null, msg.mistakeRemoved);
    },
  );
}
