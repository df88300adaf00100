import type { FastifyInstance } from 'fastify';
import type { PracticeBatchRequest, SaveQuestionAnswerRequest } from '../../core/questionBankTypes';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { QuestionDetailsBody } from '../schemas/practice';
import {
  getPracticeBatchInfoSchema,
  getQuestionDetailsSchema,
  saveQuestionAnswerSchema,
} from '../schemas/practice';
import { saveQuestionAnswer } from '../services/answerService';
import { createPracticeBatch, getQuestionForStudent } from '../services/practiceService';

/** `/tiku/api/v1/*`: practice batches, their questions and answers. */
export async function practiceRoutes(app: FastifyInstance): Promise<void> {
  const random = app.config.random ?? Math.random;

  app.post<{ Body: PracticeBatchRequest }>(
    '/tiku/api/v1/getPracticeBatchInfo',
    { schema: getPracticeBatchInfoSchema, ...authenticated },
    async (request) =>
      ok(
        await createPracticeBatch(app.db, callerIdOf(request), request.body, {
          random,
          now: app.clock.now(),
        }),
      ),
  );

  app.post<{ Body: QuestionDetailsBody }>(
    '/tiku/api/v1/getQuestionDetails',
    { schema: getQuestionDetailsSchema, ...authenticated },
    async (request) =>
      ok(await getQuestionForStudent(app.db, callerIdOf(request), request.body.id, request.body.batchId)),
  );

  app.post<{ Body: SaveQuestionAnswerRequest }>(
    '/tiku/api/v1/saveQuestionAnswer',
    { schema: saveQuestionAnswerSchema, ...authenticated },
    async (request) =>
      ok(await saveQuestionAnswer(app.db, callerIdOf(request), request.body, app.clock.now())),
  );
}
