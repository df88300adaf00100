import { COMMENT_LIMITS, REPORT_REASONS } from '../../core/commentTypes';
import type { CommentTarget } from '../../core/commentTypes';
import { emptyBody, idParams, nullResult, pageOf, responses } from './common';
import { idField } from './question';

/** Schemas of comments and reports (core/commentTypes.ts). Queries arrive as strings and are coerced. */

const TARGETS: readonly CommentTarget[] = ['opus', 'resource', 'news'];

export const commentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    targetType: { type: 'string', enum: TARGETS },
    targetId: { type: 'integer' },
    content: { type: 'string' },
    studentId: { type: 'integer' },
    studentName: { type: 'string' },
    studentAvatar: { type: 'string' },
    createTime: { type: 'integer' },
    mine: { type: 'boolean' },
    canDelete: { type: 'boolean' },
  },
  required: [
    'id',
    'targetType',
    'targetId',
    'content',
    'studentId',
    'studentName',
    'studentAvatar',
    'createTime',
    'mine',
    'canDelete',
  ],
} as const;

export const commentPageProperties = {
  pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: COMMENT_LIMITS.pageSizeMax, default: 10 },
} as const;

export interface OpusCommentsQuery {
  opusId: number;
  pageNumber: number;
  pageSize: number;
}

export const getOpusCommentsListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { opusId: idField, ...commentPageProperties },
    required: ['opusId'],
  },
  response: responses(pageOf(commentSchema)),
} as const;

export interface CommentsQuery {
  targetType: CommentTarget;
  targetId: number;
  pageNumber: number;
  pageSize: number;
}

export const getCommentsListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      targetType: { type: 'string', enum: TARGETS },
      targetId: idField,
      ...commentPageProperties,
    },
    required: ['targetType', 'targetId'],
  },
  response: responses(pageOf(commentSchema)),
} as const;

export const postCommentSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      targetType: { type: 'string', enum: TARGETS },
      targetId: idField,
      content: {
        type: 'string',
        minLength: COMMENT_LIMITS.minLength,
        maxLength: COMMENT_LIMITS.maxLength,
      },
      appeal: { type: 'boolean' },
    },
    required: ['targetType', 'targetId', 'content'],
  },
  // null when the text went to review instead of being published.
  response: responses({ anyOf: [nullResult, commentSchema] }),
} as const;

export const deleteCommentSchema = {
  params: idParams,
  body: emptyBody,
  response: responses(nullResult),
} as const;

export const reportSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      kind: { type: 'string', enum: ['opus', 'comment'] },
      id: idField,
      reason: { type: 'string', enum: REPORT_REASONS },
      detail: { type: 'string', maxLength: COMMENT_LIMITS.reportDetailMaxLength },
    },
    required: ['kind', 'id', 'reason'],
  },
  response: responses(nullResult),
} as const;
