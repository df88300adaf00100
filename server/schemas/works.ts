import { pageOf, pageQueryProperties, responses } from './common';
import { idField, userIdField } from './question';

/**
 * Schemas of the home dashboard's works calls (core/homeTypes.ts): growth tree, ranking,
 * achievements, classmate news, likes and favourites, my news. Queries arrive as strings and are coerced.
 */

/**
 * Every call takes the caller from the token; a `userId` may come along (older clients send it) and
 * must then be the caller's own (403 otherwise, `requireOwnData`).
 */
const callerOnly = { userId: userIdField } as const;
const onlyCaller = { type: 'object', additionalProperties: false, properties: callerOnly } as const;

export const getGrowingTreeListSchema = {
  querystring: onlyCaller,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        className: { type: 'string' },
        nodeList: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' }, value: { type: 'integer' } },
            required: ['id', 'name', 'value'],
          },
        },
        radarMap: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              text: { type: 'string' },
              value: { type: 'number' },
              description: { type: 'string' },
            },
            required: ['text', 'value', 'description'],
          },
        },
      },
      required: ['className', 'nodeList', 'radarMap'],
    },
  }),
} as const;

/** The page asks for 10; the cap keeps one call from reading a whole school's month. */
export const MAX_RANKING_LIMIT = 50;

export interface RankingQuery {
  limit: number;
}

export const getWeeklyOpusCountTopSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...callerOnly,
      limit: { type: 'integer', minimum: 1, maximum: MAX_RANKING_LIMIT, default: 10 },
    },
  },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        ranking: { type: 'integer' },
        studentId: { type: 'integer' },
        studentAvatar: { type: 'string' },
        studentName: { type: 'string' },
        opusCount: { type: 'integer' },
        trend: { type: 'string', enum: ['1', '2', ''] },
      },
      required: ['ranking', 'studentId', 'studentAvatar', 'studentName', 'opusCount', 'trend'],
    },
  }),
} as const;

export const getMyAchievementsSchema = {
  querystring: onlyCaller,
  response: responses({
    type: 'object',
    properties: {
      myOpusCount: { type: 'integer' },
      myTopCount: { type: 'integer' },
      beatProportion: { type: 'integer' },
    },
    required: ['myOpusCount', 'myTopCount', 'beatProportion'],
  }),
} as const;

export interface PageQueryString {
  pageNumber: number;
  pageSize: number;
}

export const getClassmateDynamicListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...callerOnly,
      ...pageQueryProperties,
    },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses(
    pageOf({
      type: 'object',
      properties: {
        studentId: { type: 'integer' },
        studentName: { type: 'string' },
        studentAvatar: { type: 'string' },
        className: { type: 'string' },
        opusId: { type: 'integer' },
        opusName: { type: 'string' },
        opusCover: { type: 'string' },
        opusType: { type: 'integer', enum: [1, 2] },
        isActivityOpus: { type: 'boolean' },
        viewNumber: { type: 'integer' },
        praiseNumber: { type: 'integer' },
        collectionNumber: { type: 'integer' },
        isPraised: { type: 'boolean' },
        isCollectioned: { type: 'boolean' },
        createTime: { type: 'integer' },
      },
      required: [
        'studentId',
        'studentName',
        'studentAvatar',
        'className',
        'opusId',
        'opusName',
        'opusCover',
        'opusType',
        'isActivityOpus',
        'viewNumber',
        'praiseNumber',
        'collectionNumber',
        'isPraised',
        'isCollectioned',
        'createTime',
      ],
    }),
  ),
} as const;

export interface OpusIdParams {
  id: number;
}

export interface ReactionQuery {
  cancel?: 0 | 1;
}

export const operationOpusSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField },
    required: ['id'],
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    // 1 unsets the like (favourite); absent or 0 sets it.
    properties: { cancel: { type: 'integer', enum: [0, 1] } },
  },
  body: onlyCaller,
  response: responses({
    type: 'object',
    properties: {
      opusId: { type: 'integer' },
      praiseNumber: { type: 'integer' },
      collectionNumber: { type: 'integer' },
      isPraised: { type: 'boolean' },
      isCollectioned: { type: 'boolean' },
    },
    required: ['opusId', 'praiseNumber', 'collectionNumber', 'isPraised', 'isCollectioned'],
  }),
} as const;

export const myDynamicSchema = {
  querystring: onlyCaller,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        type: { type: 'string', enum: ['1', '2', '3'] },
        title: { type: 'string' },
        content: { type: 'string' },
        weight: { type: 'integer' },
        linkUrl: { type: 'string' },
        createTime: { type: 'integer' },
      },
      required: ['id', 'type', 'title', 'content', 'weight', 'linkUrl', 'createTime'],
    },
  }),
} as const;
