import { emptyBody, noQuery, nullResult, responses } from './common';
import { idField } from './question';

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
  password: string;
}

export const saveAdditionalCardSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      studentId: idField,
      // The other card's password (trimmed like at sign-in); the service says whether it holds.
      password: { type: 'string', minLength: 1, maxLength: 64 },
    },
    required: ['studentId', 'password'],
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
  properties: { id: idField },
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
