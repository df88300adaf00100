import { MAX_MESSAGE_IDS } from '../../core/messageTypes';
import type { MarkReadBody, MessagesQuery } from '../../core/messageTypes';
import { emptyBody, responses } from './common';
import { userIdField } from './question';

/** Comma-separated message ids, e.g. `12,15,18`; the count and range are checked by the route. */
export const idListField = {
  type: 'string',
  minLength: 1,
  // Up to MAX_MESSAGE_IDS ids of at most 10 digits, plus the commas.
  maxLength: MAX_MESSAGE_IDS * 11,
  pattern: '^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$',
} as const;

const messageItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    sender: { type: 'string' },
    broadcast: { type: 'integer' },
    status: { type: 'integer' },
    createTime: { type: 'integer' },
    readTime: { type: ['integer', 'null'] },
  },
  required: ['id', 'title', 'content', 'sender', 'broadcast', 'status', 'createTime', 'readTime'],
} as const;

const messageChangeSchema = {
  type: 'object',
  properties: { changed: { type: 'integer' }, unreadCount: { type: 'integer' } },
  required: ['changed', 'unreadCount'],
} as const;

export type GetByConditionQuery = MessagesQuery;

export const getByConditionSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Accepted for callers that name themselves; anyone else's id is refused (403).
      userId: userIdField,
      pageNumber: { type: 'integer', minimum: 1, maximum: 100000 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100 },
      status: { type: 'integer', enum: [0, 1] },
    },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses({
    type: 'object',
    properties: {
      list: { type: 'array', items: messageItemSchema },
      total: { type: 'integer' },
      unreadCount: { type: 'integer' },
    },
    required: ['list', 'total', 'unreadCount'],
  }),
} as const;

export const getUnreadCountSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { userId: userIdField } },
  response: responses({
    type: 'object',
    properties: { unreadCount: { type: 'integer' } },
    required: ['unreadCount'],
  }),
} as const;

export type UpdateMessagesBody = MarkReadBody;

export const updateMessagesSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: userIdField,
      ids: idListField,
      all: { type: 'integer', enum: [1] },
    },
  },
  response: responses(messageChangeSchema),
} as const;

export interface DelByIdsParams {
  ids: string;
}

export const delByIdsSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { ids: idListField },
    required: ['ids'],
  },
  body: emptyBody,
  response: responses(messageChangeSchema),
} as const;
