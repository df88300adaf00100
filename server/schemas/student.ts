import { emptyBody, nullResult, responses, userInfoProperties, userInfoSchema } from './common';

export interface LoginBody {
  username: string;
  password: string;
}

/** Same body on `/api` (form or JSON) and `/tiku` (signed JSON). Lengths cap the work a guess costs. */
export const loginBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
  required: ['username', 'password'],
} as const;

export const loginSchema = {
  body: loginBody,
  response: responses({
    type: 'object',
    properties: {
      accessToken: { type: 'string' },
      expiresAt: { type: 'integer' },
      userInfo: userInfoSchema,
    },
    required: ['accessToken', 'expiresAt', 'userInfo'],
  }),
} as const;

export const getStudentInfoSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: responses({
    type: 'object',
    properties: {
      ...userInfoProperties,
      medalInfoList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            medalName: { type: 'string' },
            medalIcon: { type: 'string' },
            obtainTime: { type: 'string' },
          },
          required: ['id', 'medalName', 'medalIcon', 'obtainTime'],
        },
      },
      visitorRecordList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            studentId: { type: 'integer' },
            studentName: { type: 'string' },
            avatar: { type: 'string' },
            visitTime: { type: 'string' },
          },
          required: ['studentId', 'studentName', 'avatar', 'visitTime'],
        },
      },
    },
    required: [...Object.keys(userInfoProperties), 'medalInfoList', 'visitorRecordList'],
  }),
} as const;

export const logoutSchema = {
  body: emptyBody,
  response: responses(nullResult),
} as const;
