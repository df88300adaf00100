import { emptyBody, nullResult, responses } from './common';
import { idField, userIdField } from './question';

const noticeSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    content: { type: 'string' },
    displayMode: { type: 'integer' },
    displayDuration: { type: 'integer' },
    imageUrl: { type: 'string' },
    redirectUrlStatus: { type: 'integer' },
    redirectUrl: { type: 'string' },
    startTime: { type: 'integer' },
    endTime: { type: 'integer' },
  },
  required: [
    'id',
    'title',
    'content',
    'displayMode',
    'displayDuration',
    'imageUrl',
    'redirectUrlStatus',
    'redirectUrl',
    'startTime',
    'endTime',
  ],
} as const;

/** Callers may name themselves; anyone else's id is refused (403). */
const ownerOnly = {
  type: 'object',
  additionalProperties: false,
  properties: { userId: userIdField },
} as const;
const noticeList = responses({ type: 'array', items: noticeSchema });

/** SPEC.md §7 allows GET or POST for the same list. */
export const getMyNoticeListGetSchema = { querystring: ownerOnly, response: noticeList } as const;
export const getMyNoticeListPostSchema = {
  querystring: ownerOnly,
  body: ownerOnly,
  response: noticeList,
} as const;

export interface CloseNoticeQuery {
  id: number;
}

/** `closeNotice?id=`: the id travels in the query string (SPEC.md §7), the body is empty. */
export const closeNoticeSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField, userId: userIdField },
    required: ['id'],
  },
  body: emptyBody,
  response: responses(nullResult),
} as const;
