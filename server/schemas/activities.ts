import { idParams, noQuery, pageOf, pageQueryProperties, responses } from './common';

/** Schemas of the creative-activity calls (core/homeTypes.ts). Queries arrive as strings and are coerced. */

const activityProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  cover: { type: 'string' },
  startTime: { type: 'integer' },
  endTime: { type: 'integer' },
  activitiesStatus: { type: 'string', enum: ['1', '2', ''] },
  planCount: { type: 'integer' },
  surplusCount: { type: 'integer' },
} as const;

const activity = {
  type: 'object',
  properties: activityProperties,
  required: Object.keys(activityProperties),
} as const;

export const getActivitiesListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, status: { type: 'string', enum: ['all', 'running', 'ended'] } },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses(pageOf(activity, { serverTime: { type: 'integer' } })),
} as const;

const activityDetailProperties = {
  ...activityProperties,
  content: { type: 'string' },
  organizer: { type: 'string' },
  opusCount: { type: 'integer' },
  serverTime: { type: 'integer' },
} as const;

export const getActivityDetailsSchema = {
  params: idParams,
  querystring: noQuery,
  response: responses({
    type: 'object',
    properties: activityDetailProperties,
    required: Object.keys(activityDetailProperties),
  }),
} as const;
