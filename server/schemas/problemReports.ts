import { PROBLEM_REPORT_LIMITS as L, REPLAY_NAME_PATTERN } from '../../core/problemReportTypes';
import { noQuery, pageOf, responses } from './common';

/** Schemas of problem reports (反馈问题) and the QA tools' calls (core/problemReportTypes.ts). */

const summarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    description: { type: 'string' },
    route: { type: 'string' },
    createTime: { type: 'integer' },
  },
  required: ['id', 'description', 'route', 'createTime'],
} as const;

export const fileProblemReportSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // Something besides spaces: a report must say what went wrong.
      description: {
        type: 'string',
        minLength: L.descriptionMin,
        maxLength: L.descriptionMax,
        pattern: '\\S',
      },
      route: { type: 'string', minLength: 1, maxLength: L.routeMax, pattern: '^/' },
      userAgent: { type: 'string', maxLength: L.userAgentMax },
      appVersion: { type: 'string', maxLength: L.appVersionMax },
      recentEvents: { type: 'string', minLength: 2, maxLength: L.recentEventsMax },
      state: { type: 'string', minLength: 2, maxLength: L.stateMax },
    },
    required: ['description', 'route', 'userAgent', 'appVersion', 'recentEvents', 'state'],
  },
  response: responses({
    type: 'object',
    properties: { id: { type: 'integer' } },
    required: ['id'],
  }),
} as const;

export const myProblemReportsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: L.pageSizeMax, default: 10 },
    },
  },
  response: responses(pageOf(summarySchema)),
} as const;

export const qaStatusSchema = {
  querystring: noQuery,
  response: responses({
    type: 'object',
    properties: { qa: { type: 'boolean' } },
    required: ['qa'],
  }),
} as const;

export const replaySchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { name: { type: 'string', pattern: REPLAY_NAME_PATTERN } },
    required: ['name'],
  },
  querystring: noQuery,
  // A state file as it was exported: its own shape, checked by the browser's import.
  response: responses({ type: 'object', additionalProperties: true }),
} as const;
