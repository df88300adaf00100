import type { FastifyInstance } from 'fastify';
import { authenticated, callerIdOf } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { KnowledgePointDetailBody, MyBanksBody, MyKnowledgePointsBody } from '../schemas/questionBank';
import {
  getKnowledgePointDetailSchema,
  getMyKnowledgePointListSchema,
  getMyQuestionBankListSchema,
} from '../schemas/questionBank';
import { getMyKnowledgePoint, listMyBanks, listMyKnowledgePoints } from '../services/questionBankService';

/** `/tiku/api/v1/*`: the student's banks and knowledge points (registered inside the signed scope). */
export async function questionBankRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: MyBanksBody }>(
    '/tiku/api/v1/getMyQuestionBankList',
    { schema: getMyQuestionBankListSchema, ...authenticated },
    async (request) => ok(await listMyBanks(app.db, callerIdOf(request))),
  );

  app.post<{ Body: MyKnowledgePointsBody }>(
    '/tiku/api/v1/getMyKnowledgePointList',
    { schema: getMyKnowledgePointListSchema, ...authenticated },
    async (request) => ok(await listMyKnowledgePoints(app.db, callerIdOf(request), request.body.name)),
  );

  app.post<{ Body: KnowledgePointDetailBody }>(
    '/tiku/api/v1/getKnowledgePointDetail',
    { schema: getKnowledgePointDetailSchema, ...authenticated },
    async (request) => ok(await getMyKnowledgePoint(app.db, callerIdOf(request), request.body.id)),
  );
}
