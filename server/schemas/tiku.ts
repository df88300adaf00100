import { responses, userInfoSchema } from './common';

export interface GetUserInfoBody {
  userId: number;
  userName?: string;
}

export const getUserInfoSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      userId: { type: 'integer', minimum: 1 },
      userName: { type: 'string', minLength: 1, maxLength: 64 },
    },
    required: ['userId'],
  },
  response: responses(userInfoSchema),
} as const;
