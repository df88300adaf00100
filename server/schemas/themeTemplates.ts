import { idParams, pageOf, responses } from './common';
import { pagingWithDefaults, savedOpusSchema } from './myOpus';
import { idField } from './question';

/** Schemas of the theme templates of the creation centre (core/workTypes.ts). */

export const getThemeTemplateTypeListSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: {} },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
  }),
} as const;

export interface ThemeTemplateListQuery {
  pageNumber: number;
  pageSize: number;
  typeId?: number;
  opusType?: 1 | 2;
}

export const getThemeTemplateListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pagingWithDefaults,
      typeId: idField,
      opusType: { type: 'integer', enum: [1, 2] },
    },
  },
  response: responses(
    pageOf({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        typeId: { type: 'integer' },
        typeName: { type: 'string' },
        name: { type: 'string' },
        description: { type: 'string' },
        cover: { type: 'string' },
        opusType: { type: 'integer', enum: [1, 2] },
        price: { type: 'integer' },
        unlocked: { type: 'boolean' },
      },
      required: ['id', 'typeId', 'typeName', 'name', 'description', 'cover', 'opusType', 'price', 'unlocked'],
    }),
  ),
} as const;

export interface UnlockBody {
  id: number;
}

export const unlockThemeTemplateSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { id: idField },
    required: ['id'],
  },
  response: responses({
    type: 'object',
    properties: {
      id: { type: 'integer' },
      unlocked: { type: 'boolean', enum: [true] },
      balance: { type: 'integer' },
    },
    required: ['id', 'unlocked', 'balance'],
  }),
} as const;

export const useThemeTemplateSchema = {
  params: idParams,
  body: { type: 'object', additionalProperties: false, properties: {} },
  response: responses(savedOpusSchema),
} as const;
