import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, worksMessages as msg } from '../messages';
import { authenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { OpusIdParams, PageQueryString, RankingQuery, ReactionQuery } from '../schemas/works';
import {
  getClassmateDynamicListSchema,
  getGrowingTreeListSchema,
  getMyAchievementsSchema,
  getWeeklyOpusCountTopSchema,
  myDynamicSchema,
  operationOpusSchema,
} from '../schemas/works';
import { getClassmateNews } from '../services/classmateNewsService';
import { getGrowthTrees } from '../services/growthTreeService';
import { getMyNews } from '../services/myNewsService';
import { react } from '../services/opusReactionService';
import type { OpusViewer } from '../services/opusVisibility';
import { getAchievements, getMonthlyRanking } from '../services/rankingService';

/** The caller and their school (null for organizationId "-1"), from the token only. */
function viewerOf(request: FastifyRequest): OpusViewer {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  return { id: request.user.profile.id, organizationId: request.user.profile.organization_id };
}

/**
 * `/api/v3/student/*` calls of the home dashboard about works: growth tree, monthly ranking,
 * achievements, classmate news, likes and favourites, and "我的消息". A student without an
 * organisation gets empty lists where the page shows school data (SPEC.md §6).
 */
export async function worksRoutes(app: FastifyInstance): Promise<void> {
  // The ranking's month follows the same clock as the rest of the server, so tests can move it.

  app.get(
    '/api/v3/student/getGrowingTreeList',
    { schema: getGrowingTreeListSchema, ...authenticated },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(await getGrowthTrees(app.db, viewer.id, viewer.organizationId));
    },
  );

  app.get<{ Querystring: RankingQuery }>(
    '/api/v3/student/getWeeklyOpusCountTop',
    { schema: getWeeklyOpusCountTopSchema, ...authenticated },
    async (request) =>
      ok(await getMonthlyRanking(app.db, viewerOf(request), request.query.limit, app.clock.now())),
  );

  app.get(
    '/api/v3/student/getMyAchievements',
    { schema: getMyAchievementsSchema, ...authenticated },
    async (request) => {
      const viewer = viewerOf(request);
      return ok(await getAchievements(app.db, viewer.id, viewer.organizationId));
    },
  );

  app.get<{ Querystring: PageQueryString }>(
    '/api/v3/student/getClassmateDynamicList',
    { schema: getClassmateDynamicListSchema, ...authenticated },
    async (request) => {
      const viewer = viewerOf(request);
      const { pageNumber, pageSize } = request.query;
      return ok(await getClassmateNews(app.db, viewer.id, viewer.organizationId, pageNumber, pageSize));
    },
  );

  // `?cancel=1` takes the like (the favourite) back; without it the call sets it. Both idempotent.
  app.post<{ Params: OpusIdParams; Querystring: ReactionQuery }>(
    '/api/v3/student/common/operationOpusPraise/:id',
    { schema: operationOpusSchema, ...authenticated },
    async (request) => {
      const cancel = request.query.cancel === 1;
      const reaction = await react(
        app.db,
        'opus_praises',
        request.params.id,
        viewerOf(request),
        cancel,
        app.clock.now(),
      );
      return ok(reaction, cancel ? msg.praiseCancelled : msg.praised);
    },
  );

  app.post<{ Params: OpusIdParams; Querystring: ReactionQuery }>(
    '/api/v3/student/common/operationOpusCollection/:id',
    { schema: operationOpusSchema, ...authenticated },
    async (request) => {
      const cancel = request.query.cancel === 1;
      const reaction = await react(
        app.db,
        'opus_collections',
        request.params.id,
        viewerOf(request),
        cancel,
        app.clock.now(),
      );
      return ok(reaction, cancel ? msg.collectionCancelled : msg.collected);
    },
  );

  app.get('/api/v3/student/myDynamic', { schema: myDynamicSchema, ...authenticated }, async (request) => {
    const viewer = viewerOf(request);
    return ok(await getMyNews(app.db, viewer.id, viewer.organizationId));
  });
}
