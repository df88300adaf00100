import { AVATAR_MIME_TYPES } from '../../core/accountTypes';
import { ANSWER_PATH_PATTERN } from '../../core/answerFiles';
import { errorEnvelope, fileUpload, responses } from './common';

/**
 * Uploaded files: the uploads themselves (multipart, one `file` part) and the routes that serve
 * them. A served file is the bytes, not an envelope; a refusal is the envelope.
 */

/** A stored file as its route sends it, or the error envelope. */
export function served(mimes: readonly string[]) {
  const bytes = { schema: { type: 'string', format: 'binary' } } as const;
  return {
    200: { content: Object.fromEntries(mimes.map((mime) => [mime, bytes])) },
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  } as const;
}

const fileName = { type: 'string', maxLength: 64 } as const;

export const uploadAnswerProjectSchema = {
  ...fileUpload,
  response: responses({
    type: 'object',
    properties: { path: { type: 'string' } },
    required: ['path'],
  }),
} as const;

export interface AnswerDownloadUrlQuery {
  path: string;
}

export const answerDownloadUrlSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { path: { type: 'string', pattern: ANSWER_PATH_PATTERN } },
    required: ['path'],
  },
  response: responses({
    type: 'object',
    properties: { url: { type: 'string' }, expiresAt: { type: 'integer' } },
    required: ['url', 'expiresAt'],
  }),
} as const;

export interface UploadedFileParams {
  studentId: string;
  file: string;
}

export interface AnswerFileQuery {
  expires?: number;
  sig?: string;
}

/**
 * The file itself: the owner's `accessToken` header, or a signed link (never a token in the URL).
 * A name no upload was given is a 404, so the path parameters are left to the route.
 */
export const answerFileSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { studentId: { type: 'string' }, file: { type: 'string' } },
    required: ['studentId', 'file'],
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      expires: { type: 'integer', minimum: 0 },
      sig: { type: 'string', maxLength: 64 },
    },
  },
  response: served(['application/x.scratch.sb3']),
} as const;

export const uploadImageSchema = {
  ...fileUpload,
  response: responses({
    type: 'object',
    properties: { url: { type: 'string' } },
    required: ['url'],
  }),
} as const;

/** An image of the Scratch editor (`/upload/matchPic`), by content, ≤ 2 MB. */
export const matchPicSchema = uploadImageSchema;

/** A work's project file: the owner's token or a signed link, like an answer project. */
export const workFileSchema = {
  ...answerFileSchema,
  response: served(['application/x.scratch.sb3', 'text/plain; charset=utf-8']),
} as const;

/** Public by URL, like any avatar shown to classmates; the names are random. */
export const imageFileSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { studentId: { type: 'string', pattern: '^[0-9]{1,12}$' }, file: fileName },
    required: ['studentId', 'file'],
  },
  response: served(AVATAR_MIME_TYPES),
} as const;
