import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerFilePaths } from '../../core/answerFiles';
import { messages } from '../messages';
import { authenticated, callerIdOf, headerValue, requireUser } from '../plugins/auth';
import { ApiError, ok, sendError } from '../plugins/envelope';
import type { AnswerDownloadUrlQuery, AnswerFileQuery } from '../schemas/uploads';
import { answerDownloadUrlSchema, answerFileSchema, uploadAnswerProjectSchema } from '../schemas/uploads';
import { isValidAnswerLink, signAnswerLink } from '../services/answerLinks';
import { authenticate } from '../services/authService';
import { serverSecret } from '../services/serverSecrets';
import { looksLikeSb3 } from '../services/sb3Check';
import { createLocalUploadStore } from '../services/uploadStore';
import type { UploadStore } from '../services/uploadStore';

/** A Scratch project with many sounds stays well below this; the practice page uploads one per task. */
export const MAX_ANSWER_BYTES = 20 * 1024 * 1024;

/** The texts of this area (kept beside the routes that send them). */
const uploadMessages = {
  fileRequired: 'file 不能为空',
  fileTooLarge: `文件 file 过大，不能超过 ${MAX_ANSWER_BYTES / 1024 / 1024} MB`,
  notSb3: '文件 file 不是有效的 Scratch 作品（.sb3）',
  notMultipart: '请以 multipart/form-data 上传文件 file',
  uploaded: '上传成功',
  linkExpired: '下载链接已失效，请重新打开',
};

const ANSWER_FILE = /^[0-9a-f]{24}\.sb3$/;
const STUDENT_ID = /^[1-9][0-9]{0,9}$/;
/** Signs answer-file links; one per database, so every instance accepts every link. */
const LINK_SECRET = 'answer-links';

interface MultipartError {
  code?: string;
}

/** Reads the one `file` part into memory (≤ 20 MB); anything else is a 400 that names `file`. */
async function readAnswerFile(request: FastifyRequest): Promise<Buffer> {
  let data: Buffer | undefined;
  try {
    const part = await request.file({ limits: { fileSize: MAX_ANSWER_BYTES, files: 1, fields: 10 } });
    // Read whatever its name: a part left unread stalls the connection's next request.
    const content = await part?.toBuffer();
    if (part?.fieldname === 'file') data = content;
  } catch (error) {
    const code = (error as MultipartError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(400, uploadMessages.fileTooLarge, null, 'BODY_TOO_LARGE');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(400, uploadMessages.notMultipart);
    if (code?.startsWith('FST_')) throw new ApiError(400, uploadMessages.fileRequired);
    // Anything else is the parser refusing the body: no boundary, a malformed or truncated part.
    throw new ApiError(400, uploadMessages.notMultipart);
  }
  if (!data || data.length === 0) throw new ApiError(400, uploadMessages.fileRequired);
  if (!looksLikeSb3(data)) throw new ApiError(400, uploadMessages.notSb3);
  return data;
}

/**
 * Answer projects of Scratch programming questions: the editor page uploads the student's .sb3,
 * and the returned path becomes the answer. Files are readable by their owner only: with the
 * `accessToken` header, or through a short-lived link signed for them (core/answerFiles.ts).
 */
export function uploadRoutes(store?: UploadStore) {
  return async (app: FastifyInstance): Promise<void> => {
    const uploads = store ?? createLocalUploadStore(path.join(app.config.dataDir, 'uploads'));
    const now = app.config.now ?? Date.now;
    const linkSecret = await serverSecret(app.db, LINK_SECRET, now());
    // Registered in this plugin only, so no other route accepts multipart bodies.
    await app.register(multipart);

    const answerUpload = { schema: uploadAnswerProjectSchema, onRequest: requireUser };
    app.post('/api/v3/student/uploadAnswerProject', answerUpload, async (request) => {
      if (!request.user) throw new ApiError(401, messages.loginExpired);
      const data = await readAnswerFile(request);
      const studentId = String(request.user.profile.id);
      const file = `${randomBytes(12).toString('hex')}.sb3`;
      await uploads.put(`answers/${studentId}/${file}`, data);
      return ok({ path: `/uploads/answers/${studentId}/${file}` }, uploadMessages.uploaded);
    });

    app.get<{ Querystring: AnswerDownloadUrlQuery }>(
      answerFilePaths.downloadUrl,
      { schema: answerDownloadUrlSchema, ...authenticated },
      async (request) => {
        const [, , , studentId = '', file = ''] = request.query.path.split('/');
        if (studentId !== String(callerIdOf(request))) throw new ApiError(403, messages.forbidden);
        return ok(signAnswerLink(linkSecret, { studentId: Number(studentId), file }, now()));
      },
    );

    app.get<{ Params: { studentId: string; file: string }; Querystring: AnswerFileQuery }>(
      '/uploads/answers/:studentId/:file',
      { schema: answerFileSchema },
      async (request, reply) => {
        const { studentId, file } = request.params;
        if (!STUDENT_ID.test(studentId) || !ANSWER_FILE.test(file))
          return sendError(reply, 404, messages.notFound);
        const answer = { studentId: Number(studentId), file };
        const { expires, sig } = request.query;
        if (expires !== undefined || sig !== undefined) {
          const link = { expires: expires ?? 0, sig: sig ?? '' };
          if (!isValidAnswerLink(linkSecret, answer, link, now()))
            return sendError(reply, 403, uploadMessages.linkExpired);
        } else {
          const token = headerValue(request, 'accessToken')?.trim();
          const user = token ? await authenticate(app.db, token, Date.now()) : null;
          if (!user) return sendError(reply, 401, messages.loginExpired);
          if (answer.studentId !== user.profile.id) return sendError(reply, 403, messages.forbidden);
        }
        const stored = await uploads.get(`answers/${studentId}/${file}`);
        if (!stored) return sendError(reply, 404, messages.notFound);
        return (
          reply
            .header('cache-control', 'private, no-cache')
            .header('content-length', stored.size)
            // A project to save, never a page to render: not sniffed, not shown inline.
            .header('x-content-type-options', 'nosniff')
            .header('content-disposition', 'attachment; filename="answer.sb3"')
            .type('application/x.scratch.sb3')
            .send(stored.stream)
        );
      },
    );
  };
}
