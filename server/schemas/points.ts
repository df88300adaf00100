import { pageOf, pageQueryProperties, responses } from './common';
import { idField, userIdField } from './question';

/**
 * Schemas of points and medals (core/pointsTypes.ts). The caller comes from the token; a `userId`
 * may come along and must then be the caller's own.
 */

const callerOnly = { userId: userIdField } as const;

export interface IntegralQueryString {
  pageNumber: number;
  pageSize: number;
}

export const getMyIntegralListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...callerOnly, ...pageQueryProperties },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses(
    pageOf(
      {
        type: 'object',
        properties: {
          id: idField,
          integral: { type: 'integer' },
          source: {
            type: 'string',
            enum: ['practice', 'daily_practice', 'exam_pass', 'daily_creation', 'like_received', 'unlock'],
          },
          reason: { type: 'string' },
          createTime: { type: 'string' },
        },
        required: ['id', 'integral', 'source', 'reason', 'createTime'],
      },
      { balance: { type: 'integer' } },
    ),
  ),
} as const;

export const getMyMedalListSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: callerOnly },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: idField,
        medalName: { type: 'string' },
        medalIcon: { type: 'string' },
        description: { type: 'string' },
        obtained: { type: 'boolean' },
        obtainTime: { type: ['string', 'null'] },
      },
      required: ['id', 'medalName', 'medalIcon', 'description', 'obtained', 'obtainTime'],
    },
  }),
} as const;
