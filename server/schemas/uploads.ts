import { ANSWER_PATH_PATTERN } from '../../core/answerFiles';
import { fileUpload, responses } from './common';

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

export interface AnswerFileQuery {
  expires?: number;
  sig?: string;
}

/** The file itself: the owner's `accessToken` header, or a signed link (never a token in the URL). */
export const answerFileSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      expires: { type: 'integer', minimum: 0 },
      sig: { type: 'string', maxLength: 64 },
    },
  },
} as const;

export const uploadAnswerProjectSchema = {
  ...fileUpload,
  response: responses({
    type: 'object',
    properties: { path: { type: 'string' } },
    required: ['path'],
  }),
} as const;
