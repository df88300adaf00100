import type { FastifyInstance } from 'fastify';
import type { PageQuery } from '../../core/homeTypes';
import type {
  CourseReferenceListQuery,
  NewsCommentsQuery,
  ReferenceCommentsQuery,
  ResourceFileQuery,
} from '../../core/studyTypes';
import { courseMessages as msg } from '../messages';
import { authenticated } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { CancelQuery } from '../schemas/study';
import {
  collectReferenceSchema,
  downloadResourceFileSchema,
  getCollectedReferencesSchema,
  getNewsCommentsSchema,
  getReferenceCommentsSchema,
  getReferenceDetailSchema,
  getReferenceListSchema,
  getResourceFileListSchema,
} from '../schemas/study';
import { listClassFiles, openClassFile } from '../services/classFileService';
import { listComments } from '../services/commentService';
import { viewerOfProfile } from '../services/opusVisibility';
import {
  collectReference,
  getReference,
  listCollectedReferences,
  listReferences,
} from '../services/referenceService';
import { callerProfileOf } from './callerProfile';
import { contentDisposition } from './uploads';

/**
 * `/api/v3/student/*`: a course's reference resources, their comments (the one comment service,
 * target 'resource') and favourites; files shared with my classes; the comments under a news article.
 */
export async function courseResourceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: CourseReferenceListQuery }>(
    '/api/v3/student/getCourseReferenceList',
    { schema: getReferenceListSchema, ...authenticated },
    async (request) =>
      ok(await listReferences(app.db, callerProfileOf(request), request.query, app.clock.now())),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v3/student/courseReferenceDetails/:id',
    { schema: getReferenceDetailSchema, ...authenticated },
    async (request) => ok(await getReference(app.db, callerProfileOf(request), request.params.id)),
  );

  app.get<{ Querystring: ReferenceCommentsQuery }>(
    '/api/v3/student/getCourseReferenceCommentsList',
    { schema: getReferenceCommentsSchema, ...authenticated },
    async (request) => {
      const { referenceId, ...page } = request.query;
      return ok(
        await listComments(app.db, 'resource', referenceId, viewerOfProfile(callerProfileOf(request)), page),
      );
    },
  );

  app.post<{ Params: { id: number }; Querystring: CancelQuery }>(
    '/api/v3/student/common/operationResourceCollection/:id',
    { schema: collectReferenceSchema, ...authenticated },
    async (request) => {
      const cancel = request.query.cancel === 1;
      const reaction = await collectReference(
        app.db,
        callerProfileOf(request),
        request.params.id,
        cancel,
        app.clock.now(),
      );
      return ok(reaction, cancel ? msg.referenceCollectionCancelled : msg.referenceCollected);
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/v3/student/getMyCollectionCourseResourcesList',
    { schema: getCollectedReferencesSchema, ...authenticated },
    async (request) => ok(await listCollectedReferences(app.db, callerProfileOf(request), request.query)),
  );

  app.get<{ Querystring: ResourceFileQuery }>(
    '/api/v3/student/resourceFile/getResourceFile',
    { schema: getResourceFileListSchema, ...authenticated },
    async (request) => ok(await listClassFiles(app.db, callerProfileOf(request), request.query)),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v3/student/resourceFile/download/:id',
    { schema: downloadResourceFileSchema, ...authenticated },
    async (request, reply) => {
      const { row, data } = await openClassFile(app.db, callerProfileOf(request), request.params.id);
      return reply
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', contentDisposition('attachment', row.file_name))
        .header('x-content-type-options', 'nosniff')
        .type(row.mime)
        .send(data);
    },
  );

  app.get<{ Querystring: NewsCommentsQuery }>(
    '/api/v3/student/getNewsArticleCommentsList',
    { schema: getNewsCommentsSchema, ...authenticated },
    async (request) => {
      const { articleId, ...page } = request.query;
      return ok(
        await listComments(app.db, 'news', articleId, viewerOfProfile(callerProfileOf(request)), page),
      );
    },
  );
}
