import { randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UpdateAvatarParams, UpdateNickNameParams, UpdatePasswordParams } from '../../core/accountTypes';
import { AVATAR_MAX_BYTES } from '../../core/accountTypes';
import { accountMessages as msg } from '../accountMessages';
import { messages } from '../messages';
import { authenticated, callerIdOf, requireOwnData, requireUser } from '../plugins/auth';
import { ApiError, ok, sendError } from '../plugins/envelope';
import {
  imageFileParamsSchema,
  updateAvatarSchema,
  updateNickNameSchema,
  updatePasswordSchema,
  uploadImageSchema,
} from '../schemas/account';
import { changePassword, setAvatar, setNickName } from '../services/accountService';
import { imageMimeOf, sniffImage } from '../services/imageCheck';
import { createLocalUploadStore } from '../services/uploadStore';
import type { UploadStore } from '../services/uploadStore';

const MINUTE_MS = 60 * 1000;
const IMAGE_FILE = /^[0-9a-f]{24}\.(png|jpg|gif|webp)$/;
const IMAGE_URL = /^\/uploads\/images\/([0-9]{1,12})\/([0-9a-f]{24}\.(?:png|jpg|gif|webp))$/;

interface MultipartError {
  code?: string;
}

/** The one `file` part (≤ 2 MB), which must really be a PNG, JPEG, GIF or WebP image. */
async function readImage(request: FastifyRequest): Promise<{ data: Buffer; ext: string }> {
  let data: Buffer | undefined;
  try {
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } });
    // Read whatever its name: a part left unread stalls the connection's next request.
    const content = await part?.toBuffer();
    if (part?.fieldname === 'file') data = content;
  } catch (error) {
    const code = (error as MultipartError).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(400, msg.imageTooLarge(AVATAR_MAX_BYTES / 1024 / 1024), null, 'BODY_TOO_LARGE');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ApiError(400, msg.notMultipart);
    if (code?.startsWith('FST_')) throw new ApiError(400, msg.imageRequired);
    // Anything else is the parser refusing the body: no boundary, a malformed or truncated part.
    throw new ApiError(400, msg.notMultipart);
  }
  if (!data || data.length === 0) throw new ApiError(400, msg.imageRequired);
  const kind = sniffImage(data);
  if (!kind) throw new ApiError(400, msg.imageNotSupported);
  return { data, ext: kind.ext };
}

/**
 * The signed-in student's own account: password change, images (the avatar), nickname. Uploaded
 * images are public by URL, like any avatar shown to classmates; the names are random.
 */
export function accountRoutes(store?: UploadStore) {
  return async (app: FastifyInstance): Promise<void> => {
    const uploads = store ?? createLocalUploadStore(path.join(app.config.dataDir, 'uploads'));
    // Registered in this plugin only, so no other route of it accepts multipart bodies by accident.
    await app.register(multipart);
    const now = app.config.now ?? Date.now;

    // With a stolen token, the old password is what stands between a thief and the account.
    const limits = app.config.rateLimit;
    const perStudent = limits
      ? app.createRateLimit({
          max: limits.loginPerAccountPerMin,
          timeWindow: MINUTE_MS,
          keyGenerator: (request) => `password-change:${request.user?.profile.id ?? request.ip}`,
        })
      : null;
    const limitPasswordChanges = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!perStudent) return;
      const outcome = await perStudent(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw new ApiError(429, messages.tooManyRequests);
    };

    app.post<{ Body: UpdatePasswordParams }>(
      '/api/v3/student/updatePassword',
      {
        schema: updatePasswordSchema,
        onRequest: requireUser,
        preHandler: [requireOwnData, limitPasswordChanges],
      },
      async (request) => {
        if (!request.user) throw new ApiError(401, messages.loginExpired);
        await changePassword(app.db, request.user, request.body, now());
        app.liveSessions.endStudent(request.user.profile.id, request.user.tokenHash);
        return ok(null, msg.passwordChanged);
      },
    );

    app.post(
      '/api/v3/student/upload2AliOss',
      { schema: uploadImageSchema, onRequest: requireUser },
      async (request) => {
        const studentId = callerIdOf(request);
        const { data, ext } = await readImage(request);
        const file = `${randomBytes(12).toString('hex')}.${ext}`;
        await uploads.put(`images/${studentId}/${file}`, data);
        return ok({ url: `/uploads/images/${studentId}/${file}` }, msg.imageUploaded);
      },
    );

    app.get<{ Params: { studentId: string; file: string } }>(
      '/uploads/images/:studentId/:file',
      { schema: imageFileParamsSchema },
      async (request, reply) => {
        const { studentId, file } = request.params;
        const mime = IMAGE_FILE.test(file) ? imageMimeOf(file.slice(file.lastIndexOf('.') + 1)) : null;
        const stored = mime ? await uploads.get(`images/${studentId}/${file}`) : null;
        if (!mime || !stored) return sendError(reply, 404, messages.notFound);
        return (
          reply
            // Names are random and never reused: the bytes behind one never change.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .header('x-content-type-options', 'nosniff')
            .header('content-length', stored.size)
            .type(mime)
            .send(stored.stream)
        );
      },
    );

    const imageExists = async (url: string): Promise<boolean> => {
      const match = IMAGE_URL.exec(url);
      if (!match) return false;
      const stored = await uploads.get(`images/${match[1]}/${match[2]}`);
      stored?.stream.destroy();
      return stored !== null;
    };

    app.post<{ Body: UpdateAvatarParams }>(
      '/api/v3/student/updateAvatar',
      { schema: updateAvatarSchema, ...authenticated },
      async (request) => {
        const user = await setAvatar(app.db, callerIdOf(request), request.body.avatar.trim(), imageExists);
        return ok(user, msg.avatarUpdated);
      },
    );

    app.post<{ Body: UpdateNickNameParams }>(
      '/api/v3/student/updateNickName',
      { schema: updateNickNameSchema, ...authenticated },
      async (request) =>
        ok(await setNickName(app.db, callerIdOf(request), request.body.nickName), msg.nickNameUpdated),
    );
  };
}
