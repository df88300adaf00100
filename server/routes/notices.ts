import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages, noticeMessages as msg } from '../messages';
import { authenticated } from '../plugins/auth';
import { ApiError, ok } from '../plugins/envelope';
import type { NoticeAudience } from '../repos/noticeRepo';
import type { CloseNoticeQuery } from '../schemas/notices';
import { closeNoticeSchema, getMyNoticeListGetSchema, getMyNoticeListPostSchema } from '../schemas/notices';
import { closeNotice, getMyNotices } from '../services/noticeService';

function audienceOf(request: FastifyRequest): NoticeAudience {
  if (!request.user) throw new ApiError(401, messages.loginExpired);
  const { id, organization_id } = request.user.profile;
  return { studentId: id, organizationId: organization_id };
}

/** `/api/v3/notice/*`: the notices a student sees in the shell (SPEC.md §7 "Shell and home"). */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  const list = async (request: FastifyRequest) =>
    ok(await getMyNotices(app.db, audienceOf(request), app.clock.now()));
  app.get('/api/v3/notice/getMyNoticeList', { schema: getMyNoticeListGetSchema, ...authenticated }, list);
  app.post('/api/v3/notice/getMyNoticeList', { schema: getMyNoticeListPostSchema, ...authenticated }, list);

  app.post<{ Querystring: CloseNoticeQuery }>(
    '/api/v3/notice/closeNotice',
    { schema: closeNoticeSchema, ...authenticated },
    async (request) => {
      await closeNotice(app.db, audienceOf(request), request.query.id, app.clock.now());
      return ok(null, msg.noticeClosed);
    },
  );
}
