import { nullResult, responses, userInfoSchema } from './common';

/**
 * Registration, SMS codes and the student's own account settings. Lengths only cap the work a
 * request can cause; the rules of SPEC.md §5 (with their Chinese messages) are checked by the
 * services with the same validators as the forms.
 */

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export interface SendSmsParams {
  mobile: string;
}

export interface SendSmsQuery {
  type: number;
}

export const sendSmsSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { mobile: text(32) },
    required: ['mobile'],
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    // 0: registration (SPEC.md §7), 1: password reset.
    properties: { type: { type: 'integer', enum: [0, 1], default: 0 } },
  },
  response: responses({
    type: 'object',
    properties: {
      expiresInSeconds: { type: 'integer' },
      resendAfterSeconds: { type: 'integer' },
    },
    required: ['expiresInSeconds', 'resendAfterSeconds'],
  }),
} as const;

const passwordFormProperties = {
  mobile: text(32),
  code: text(32),
  password: text(64),
  confirmPassword: text(64),
} as const;

export const registerSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: passwordFormProperties,
    required: ['mobile', 'code', 'password', 'confirmPassword'],
  },
  response: responses({
    type: 'object',
    properties: { username: { type: 'string' } },
    required: ['username'],
  }),
} as const;

export const resetByMobileSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: passwordFormProperties,
    required: ['mobile', 'code', 'password'],
  },
  response: responses(nullResult),
} as const;

export const updatePasswordSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { oldPassword: text(64), password: text(64), confirmPassword: text(64) },
    required: ['oldPassword', 'password', 'confirmPassword'],
  },
  response: responses(nullResult),
} as const;

export const updateAvatarSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { avatar: text(255) },
    required: ['avatar'],
  },
  response: responses(userInfoSchema),
} as const;

export const updateNickNameSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { nickName: text(64) },
    required: ['nickName'],
  },
  response: responses(userInfoSchema),
} as const;
