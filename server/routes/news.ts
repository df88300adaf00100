import type { FastifyInstance } from 'fastify';
import type { NewsArticleQuery } from '../../core/homeTypes';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import {
  getAdListByTypeSchema,
  getManualSchema,
  getNewsArticleDetailsSchema,
  getNewsArticleListSchema,
  getVideoNewsListSchema,
} from '../schemas/news';
import { getAds, getManual, getNewsArticles, getVideoNews, readNewsArticle } from '../services/newsService';

/** `/api/v3/student/*`: ads, news articles, video news and the student manual. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { type: number } }>(
    '/api/v3/student/getAdListByType',
    { schema: getAdListByTypeSchema, ...authenticated },
    async (request) => ok(await getAds(app.db, request.query.type)),
  );

  app.get<{ Querystring: NewsArticleQuery }>(
    '/api/v3/student/getNewsArticleList',
    { schema: getNewsArticleListSchema, ...authenticated },
    async (request) => ok(await getNewsArticles(app.db, request.query)),
  );

  // Public: /artical-detail opens in a new tab, with or without a signed-in student.
  app.get<{ Params: { id: number } }>(
    '/api/v3/student/getNewsArticleDetails/:id',
    { schema: getNewsArticleDetailsSchema },
    async (request) => ok(await readNewsArticle(app.db, request.params.id)),
  );

  app.get(
    '/api/v3/student/getVideoNewsList',
    { schema: getVideoNewsListSchema, ...authenticated },
    async () => ok(await getVideoNews(app.db)),
  );

  app.get('/api/v3/student/getManual', { schema: getManualSchema, ...authenticated }, async () =>
    ok(await getManual(app.config.publicDir)),
  );
}
