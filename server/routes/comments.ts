import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CommentBody, ReportBody } from '../../core/commentTypes';
import { commentMessages, messages } from '../messages';
import { authenticated, optionallyAuthenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { CommentsQuery, OpusCommentsQuery } from '../schemas/comments';
import {
  deleteCommentSchema,
  getCommentsListSchema,
  getOpusCommentsListSchema,
  postCommentSchema,
  reportSchema,
} from '../schemas/comments';
import { deleteComment, listComments, postComment } from '../services/commentService';
import { viewerOfProfile } from '../services/opusVisibility';
import type { OpusViewer } from '../services/opusVisibility';
import { submitReport } from '../services/reportService';

/** The signed-in caller, or null for a visitor on a call that does not need a token. */
function viewerOrNull(request: FastifyRequest): OpusViewer | null {
  return request.user ? viewerOfProfile(request.user.profile) : null;
}

function viewerOf(request: FastifyRequest): OpusViewer {
  const viewer = viewerOrNull(request);
  if (!viewer) throw new ApiError(401, messages.loginExpired);
  return viewer;
}

/** `/api/v3/student/*` comments on works, news and course resources, and reports (举报). */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  // A public work's comments are read without signing in; a token that comes along is checked.
  app.get<{ Querystring: OpusCommentsQuery }>(
    '/api/v3/student/getOpusCommentsList',
    { schema: getOpusCommentsListSchema, ...optionallyAuthenticated },
    async (request) => {
      const { opusId, ...page } = request.query;
      return ok(await listComments(app.db, 'opus', opusId, viewerOrNull(request), page));
    },
  );

  app.get<{ Querystring: CommentsQuery }>(
    '/api/v3/student/getCommentsList',
    { schema: getCommentsListSchema, ...optionallyAuthenticated },
    async (request) => {
      const { targetType, targetId, ...page } = request.query;
      return ok(await listComments(app.db, targetType, targetId, viewerOrNull(request), page));
    },
  );

  app.post<{ Body: CommentBody }>(
    '/api/v3/student/common/comment',
    { schema: postCommentSchema, ...authenticated },
    async (request) => {
      const outcome = await postComment(app.db, viewerOf(request), request.body, app.clock.now());
      return outcome.kind === 'published'
        ? ok(outcome.comment, commentMessages.commented)
        : ok(null, commentMessages.appealed);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/v3/student/common/deleteComment/:id',
    { schema: deleteCommentSchema, ...authenticated },
    async (request) => {
      await deleteComment(app.db, viewerOf(request), request.params.id, app.clock.now());
      return ok(null, commentMessages.deleted);
    },
  );

  app.post<{ Body: ReportBody }>(
    '/api/v3/student/common/report',
    { schema: reportSchema, ...authenticated },
    async (request) => {
      await submitReport(app.db, viewerOf(request), request.body, app.clock.now());
      return ok(null, commentMessages.reported);
    },
  );
}
