import { emptyBody, nullResult, responses } from './common';

const studentIdField = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export const getOtherStudentsSchema = {
  querystring: noQuery,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        studentId: { type: 'integer' },
        studentName: { type: 'string' },
        className: { type: 'string' },
        activeTime: { type: 'string' },
      },
      required: ['studentId', 'studentName', 'className', 'activeTime'],
    },
  }),
} as const;

export interface SaveAdditionalCardRequest {
  studentId: number;
}

export const saveAdditionalCardSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { studentId: studentIdField },
    required: ['studentId'],
  },
  /** The envelope's message is the whole answer (the sentence the screen shows). */
  response: responses(nullResult),
} as const;

export const getAdditionalListSchema = {
  querystring: noQuery,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        studentId: { type: 'integer' },
        className: { type: 'string' },
        activeTime: { type: 'string' },
        disabled: { type: 'boolean' },
        mainCard: { type: 'boolean' },
      },
      required: ['studentId', 'className', 'activeTime', 'disabled', 'mainCard'],
    },
  }),
} as const;

export interface LoginByIdParams {
  id: number;
}

const loginByIdParams = {
  type: 'object',
  additionalProperties: false,
  properties: { id: studentIdField },
  required: ['id'],
} as const;

const tokenResult = responses({ type: 'string' });

export const loginByIdGetSchema = {
  params: loginByIdParams,
  querystring: noQuery,
  response: tokenResult,
} as const;

export const loginByIdPostSchema = {
  params: loginByIdParams,
  body: emptyBody,
  response: tokenResult,
} as const;
