import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerFilePaths } from '../../core/answerFiles';
import { CLOUD_ROOT_ID } from '../../core/cloudFileTypes';
import { cloudFileMessages as cloudMsg, messages, uploadMessages as msg } from '../messages';
import { authenticated, callerIdOf, requireUser } from '../plugins/auth';
import { ApiError, ok, sendError } from '../plugins/envelope';
import type { UploadCloudFileQuery, UploadFileByFileNameQuery } from '../schemas/cloudFiles';
import {
  downloadCloudFileSchema,
  uploadCloudFileSchema,
  uploadFileByFileNameSchema,
} from '../schemas/cloudFiles';
import type { AnswerDownloadUrlQuery, AnswerFileQuery, UploadedFileParams } from '../schemas/uploads';
import {
  answerDownloadUrlSchema,
  answerFileSchema,
  imageFileSchema,
  matchPicSchema,
  uploadAnswerProjectSchema,
  uploadImageSchema,
  workFileSchema,
} from '../schemas/uploads';
import { isValidAnswerLink, signAnswerLink, UPLOAD_LINK_SECRET } from '../services/answerLinks';
import { openCloudFile, uploadFile } from '../services/cloudFileService';
import { notFound } from '../services/myOpusService';
import { serverSecret } from '../services/serverSecrets';
import { answerProjects, cloudFiles, editorImages, images, scratchWorks } from '../services/uploads';
import type { StoredUpload, UploadKind } from '../services/uploads';
import { cloudOwnerOf } from './cloudFiles';
import { multipartRefusal } from './multipartForm';

interface ReceivedFile {
  data: Buffer;
  /** The name the browser gave the part; only a cloud file keeps it, as its display name. */
  filename: string;
}

/** Reads the one `file` part into memory, up to the kind's limit; anything else is a 400 naming `file`. */
async function receiveFile(request: FastifyRequest, kind: UploadKind): Promise<ReceivedFile> {
  let data: Buffer | undefined;
  let filename = '';
  try {
    const part = await request.file({ limits: { fileSize: kind.maxBytes, files: 1, fields: 10 } });
    // Read whatever its name: a part left unread stalls the connection's next request.
    const content = await part?.toBuffer();
    if (part?.fieldname === 'file') {
      data = content;
      filename = part.filename ?? '';
    }
  } catch (error) {
    throw multipartRefusal(error, msg.fileTooLarge(kind.maxBytes / 1024 / 1024));
  }
  if (!data || data.length === 0) throw new ApiError(400, msg.fileRequired);
  return { data, filename };
}

/** The stored bytes, never sniffed by the browser: their type was checked when they came in. */
function sendStored(reply: FastifyReply, stored: StoredUpload): FastifyReply {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-length', stored.size)
    .type(stored.mime)
    .send(stored.stream);
}

/** `attachment` or `inline` with the name, as ASCII for old browsers and exactly as UTF-8. */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const utf8 = encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * Every upload: answer projects of Scratch programming questions (the editor page uploads the
 * student's .sb3 and the returned path becomes the answer) and images (the avatar). Answer files
 * are readable by their owner only: with the `accessToken` header, or through a short-lived link
 * signed for them (core/answerFiles.ts). Images are public by URL; the names are random. Cloud
 * files (云文件) are their owner's only, downloaded with the token. The Scratch editor's images
 * (`matchPic`) are public like the avatar; works' project files (saved by routes/myOpus.ts) open
 * like answer files, with the token or a signed link.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const linkSecret = await serverSecret(app.db, UPLOAD_LINK_SECRET, app.clock.now());
  // Registered in this plugin only, so no other route accepts multipart bodies.
  await app.register(multipart);

  /** Stores the caller's upload of `kind`: its URL path; bytes of another kind get `wrongKind`. */
  const store = async (request: FastifyRequest, kind: UploadKind, wrongKind: string): Promise<string> => {
    const path = await app.uploads.save(kind, callerIdOf(request), (await receiveFile(request, kind)).data);
    if (!path) throw new ApiError(400, wrongKind);
    return path;
  };

  app.post(
    '/api/v3/student/uploadAnswerProject',
    { schema: uploadAnswerProjectSchema, onRequest: requireUser },
    async (request) => ok({ path: await store(request, answerProjects, msg.notSb3) }, msg.uploaded),
  );

  app.post(
    '/api/v3/student/upload2AliOss',
    { schema: uploadImageSchema, onRequest: requireUser },
    async (request) => ok({ url: await store(request, images, msg.imageNotSupported) }, msg.uploaded),
  );

  // The Scratch editor's own image uploads (costumes, backdrops), SPEC.md §5 and §7.
  app.post('/upload/matchPic', { schema: matchPicSchema, onRequest: requireUser }, async (request) =>
    ok({ url: await store(request, editorImages, msg.imageNotSupported) }, msg.uploaded),
  );

  const uploadCloud = async (request: FastifyRequest, folderId: number, fileName: string | null) => {
    const { data, filename } = await receiveFile(request, cloudFiles);
    const upload =
      fileName === null
        ? { folderId, name: filename, nameField: 'file', data, replace: false }
        : { folderId, name: fileName, nameField: 'fileName', data, replace: true };
    return uploadFile(app.db, app.uploads, app.stores.locks, cloudOwnerOf(request), upload, app.clock.now());
  };

  app.post<{ Querystring: UploadCloudFileQuery }>(
    '/api/v3/student/uploadCloudFile',
    { schema: uploadCloudFileSchema, ...authenticated },
    async (request) =>
      ok(await uploadCloud(request, request.query.folderId ?? CLOUD_ROOT_ID, null), cloudMsg.uploaded),
  );

  app.post<{ Querystring: UploadFileByFileNameQuery }>(
    '/api/v3/student/uploadFileByFileName',
    { schema: uploadFileByFileNameSchema, ...authenticated },
    async (request) =>
      ok(
        await uploadCloud(request, request.query.folderId ?? CLOUD_ROOT_ID, request.query.fileName),
        cloudMsg.uploaded,
      ),
  );

  app.get<{ Params: { id: number } }>(
    '/api/v3/student/cloudFile/download/:id',
    { schema: downloadCloudFileSchema, ...authenticated },
    async (request, reply) => {
      const file = await openCloudFile(app.db, app.uploads, cloudOwnerOf(request), request.params.id);
      reply.header('cache-control', 'private, no-cache');
      reply.header(
        'content-disposition',
        contentDisposition(file.inline ? 'inline' : 'attachment', file.name),
      );
      return sendStored(reply, file.stored);
    },
  );

  app.get<{ Querystring: AnswerDownloadUrlQuery }>(
    answerFilePaths.downloadUrl,
    { schema: answerDownloadUrlSchema, ...authenticated },
    async (request) => {
      const [, , , studentId = '', file = ''] = request.query.path.split('/');
      if (studentId !== String(callerIdOf(request))) throw new ApiError(403, messages.forbidden);
      return ok(signAnswerLink(linkSecret, { studentId: Number(studentId), file }, app.clock.now()));
    },
  );

  /**
   * A signed link opens its own file until it expires; without one, the owner's token does. Answer
   * projects and works' project files alike.
   */
  const ownerOrSignedLink =
    (kind: UploadKind, folder: 'answers' | 'works', notYours: () => ApiError) =>
    async (
      request: FastifyRequest<{ Params: UploadedFileParams; Querystring: AnswerFileQuery }>,
    ): Promise<void> => {
      const { studentId, file } = request.params;
      if (!app.uploads.isUploadName(kind, studentId, file)) throw new ApiError(404, messages.notFound);
      const { expires, sig } = request.query;
      if (expires === undefined && sig === undefined) {
        await requireUser(request);
        if (callerIdOf(request) !== Number(studentId)) throw notYours();
        return;
      }
      const link = { expires: expires ?? 0, sig: sig ?? '' };
      const signed = { folder, studentId: Number(studentId), file };
      if (!isValidAnswerLink(linkSecret, signed, link, app.clock.now()))
        throw new ApiError(403, msg.linkExpired);
    };

  app.get<{ Params: UploadedFileParams; Querystring: AnswerFileQuery }>(
    '/uploads/answers/:studentId/:file',
    {
      schema: answerFileSchema,
      preHandler: ownerOrSignedLink(answerProjects, 'answers', () => new ApiError(403, messages.forbidden)),
    },
    async (request, reply) => {
      const stored = await app.uploads.open(answerProjects, request.params.studentId, request.params.file);
      if (!stored) return sendError(reply, 404, messages.notFound);
      // A project to save, never a page to render.
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-disposition', 'attachment; filename="answer.sb3"');
      return sendStored(reply, stored);
    },
  );

  // A work's project file (.sb3 or .py): what getOpusPathFormAliOss links to.
  app.get<{ Params: UploadedFileParams; Querystring: AnswerFileQuery }>(
    '/uploads/works/:studentId/:file',
    { schema: workFileSchema, preHandler: ownerOrSignedLink(scratchWorks, 'works', notFound) },
    async (request, reply) => {
      const { studentId, file } = request.params;
      const stored = await app.uploads.open(scratchWorks, studentId, file);
      if (!stored) return sendError(reply, 404, messages.notFound);
      // Names are random and a save writes a new one, but the link is private: never shared caches.
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-disposition', `attachment; filename="project.${file.split('.').pop() ?? ''}"`);
      return sendStored(reply, stored);
    },
  );

  app.get<{ Params: UploadedFileParams }>(
    '/uploads/images/:studentId/:file',
    { schema: imageFileSchema },
    async (request, reply) => {
      const stored = await app.uploads.open(images, request.params.studentId, request.params.file);
      if (!stored) return sendError(reply, 404, messages.notFound);
      // Names are random and never reused: the bytes behind one never change.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return sendStored(reply, stored);
    },
  );
}
