import type { FastifyInstance } from 'fastify';
import type { CourseLessonsQuery, LessonDetailQuery } from '../../core/studyTypes';
import fs from 'node:fs';
import { courseMessages as msg, messages } from '../messages';
import { authenticated } from '../plugins/auth';
import { ok, sendError } from '../plugins/envelope';
import type { LessonMediaQuery } from '../schemas/study';
import {
  getCourseLessonsSchema,
  getLessonDetailSchema,
  getMyStudyListSchema,
  getPlayUrlSchema,
  lessonMediaSchema,
  useLessonCaseSchema,
} from '../schemas/study';
import {
  getCourseLessons,
  getLessonDetail,
  getMyStudyList,
  getPlayUrls,
  useLessonCase,
} from '../services/studyService';
import { byteRangeOf } from '../services/byteRange';
import {
  LESSON_MEDIA_PATH,
  MEDIA_LINK_SECRET,
  isValidMediaLink,
  openMediaFile,
  playableUrl,
} from '../services/lessonMedia';
import { serverSecret } from '../services/serverSecrets';
import { callerProfileOf } from './callerProfile';

/**
 * My courses (我的课程): the list with progress, a course's lessons, a lesson with its materials,
 * its case copied into my works, and the playable link of a video or PDF (SPEC.md §7 getPlayURL)
 * with the file behind it.
 */
export async function studyRoutes(app: FastifyInstance): Promise<void> {
  const mediaSecret = await serverSecret(app.db, MEDIA_LINK_SECRET, app.clock.now());

  app.get(
    '/api/v3/student/getMyStudyList',
    { schema: getMyStudyListSchema, ...authenticated },
    async (request) => ok(await getMyStudyList(app.db, callerProfileOf(request), app.clock.now())),
  );

  app.get<{ Querystring: CourseLessonsQuery }>(
    '/api/v3/student/course/getStudentUserCoursesDetailList',
    { schema: getCourseLessonsSchema, ...authenticated },
    async (request) =>
      ok(await getCourseLessons(app.db, callerProfileOf(request), request.query.courseId, app.clock.now())),
  );

  app.get<{ Querystring: LessonDetailQuery }>(
    '/api/v3/student/course/getStudentUserCoursesDetail',
    { schema: getLessonDetailSchema, ...authenticated },
    async (request) =>
      ok(
        await getLessonDetail(
          app.db,
          callerProfileOf(request),
          request.query.courseDetailId,
          app.clock.now(),
        ),
      ),
  );

  app.post<{ Params: { courseDetailId: number } }>(
    '/api/v3/student/course/useLessonCase/:courseDetailId',
    { schema: useLessonCaseSchema, ...authenticated },
    async (request) =>
      ok(
        await useLessonCase(app.db, callerProfileOf(request), request.params.courseDetailId, app.clock.now()),
      ),
  );

  app.get<{ Params: { materialUrl: string } }>(
    '/api/v1/user/getPlayURL/:materialUrl',
    { schema: getPlayUrlSchema, ...authenticated },
    async (request) =>
      ok(
        await getPlayUrls(
          app.db,
          callerProfileOf(request),
          request.params.materialUrl,
          (url) => playableUrl(mediaSecret, url, app.clock.now()),
          app.clock.now(),
        ),
      ),
  );

  /**
   * Served as it is, by Range for a seeking video or a PDF viewer reading pages (206, never
   * compressed), and cached privately no longer than the link lives.
   */
  app.get<{ Params: { file: string }; Querystring: LessonMediaQuery }>(
    `${LESSON_MEDIA_PATH}:file`,
    { schema: lessonMediaSchema },
    async (request, reply) => {
      const { file } = request.params;
      const { expires = 0, sig = '' } = request.query;
      const now = app.clock.now();
      if (!isValidMediaLink(mediaSecret, file, { expires, sig }, now))
        return sendError(reply, 403, msg.mediaLinkInvalid);
      const media = await openMediaFile(file);
      if (!media) return sendError(reply, 404, messages.notFound);
      const range = byteRangeOf(request.headers.range, media.size);
      reply.header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${media.size}`);
        return sendError(reply, 416, msg.mediaRangeInvalid);
      }
      reply
        .header('cache-control', `private, max-age=${Math.floor((expires - now) / 1000)}`)
        .type(media.mime);
      if (!range) {
        reply.header('content-length', media.size);
        return reply.send(fs.createReadStream(media.file));
      }
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${media.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(fs.createReadStream(media.file, range));
    },
  );
}
