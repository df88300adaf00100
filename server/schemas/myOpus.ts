import { WORK_LIMITS } from '../../core/workTypes';
import { errorEnvelope, idParams, nullResult, pageOf, pageQueryProperties, responses } from './common';
import { idField } from './question';

/**
 * Schemas of my works in the creation centre (core/workTypes.ts). Queries arrive as strings and
 * are coerced; `saveOpus` is multipart, its fields checked by the route (routes/myOpus.ts).
 */

const opusTypeField = { type: 'integer', enum: [1, 2] } as const;

export const myOpusSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    cover: { type: 'string' },
    opusType: opusTypeField,
    version: { type: 'integer' },
    published: { type: 'boolean' },
    schoolPublished: { type: 'boolean' },
    originalId: { type: ['integer', 'null'] },
    createTime: { type: 'integer' },
    updateTime: { type: 'integer' },
  },
  required: [
    'id',
    'name',
    'cover',
    'opusType',
    'version',
    'published',
    'schoolPublished',
    'originalId',
    'createTime',
    'updateTime',
  ],
} as const;

const standingProperties = {
  ...myOpusSchema.properties,
  visibility: { type: 'integer', enum: [0, 1, 2] },
  held: { type: 'boolean' },
  viewNumber: { type: 'integer' },
  praiseNumber: { type: 'integer' },
  collectionNumber: { type: 'integer' },
  commentNumber: { type: 'integer' },
} as const;

/** One of my works with what only I see of it (core/galleryTypes.ts `MyOpusStanding`). */
export const myOpusStandingSchema = {
  type: 'object',
  properties: standingProperties,
  required: Object.keys(standingProperties),
} as const;

export const savedOpusSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    version: { type: 'integer' },
    cover: { type: 'string' },
    updateTime: { type: 'integer' },
  },
  required: ['id', 'name', 'version', 'cover', 'updateTime'],
} as const;

/** The paging fields, defaulting to the first page of ten. */
export const pagingWithDefaults = {
  pageNumber: { ...pageQueryProperties.pageNumber, default: 1 },
  pageSize: { ...pageQueryProperties.pageSize, default: 10 },
} as const;

export interface MyOpusListQuery {
  pageNumber: number;
  pageSize: number;
  opusType?: 1 | 2;
}

export const getMyOpusListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pagingWithDefaults, opusType: opusTypeField },
  },
  response: responses(pageOf(myOpusStandingSchema)),
} as const;

export interface OpusIdQuery {
  id: number;
}

export const getOpusPathSchema = {
  querystring: idParams,
  response: responses({
    ...myOpusSchema,
    properties: { ...myOpusSchema.properties, projectUrl: { type: 'string' } },
    required: [...myOpusSchema.required, 'projectUrl'],
  }),
} as const;

/** A stale save's 409 carries what the server holds (`StaleWork`). */
const saveErrorEnvelope = {
  ...errorEnvelope,
  properties: {
    ...errorEnvelope.properties,
    result: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            version: { type: 'integer' },
            updateTime: { type: 'integer' },
          },
          required: ['id', 'version', 'updateTime'],
        },
      ],
    },
  },
} as const;

/**
 * Multipart: read by the route (@fastify/multipart), so the parsed body the schema sees is empty;
 * this describes the wire for the OpenAPI document.
 */
export const saveOpusSchema = {
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', maxLength: WORK_LIMITS.nameMaxLength },
      opusType: opusTypeField,
      id: idField,
      baseVersion: { type: 'integer', minimum: 1 },
      file: { type: 'string', format: 'binary' },
      cover: { type: 'string', format: 'binary' },
    },
  },
  response: { ...responses(savedOpusSchema), '4xx': saveErrorEnvelope },
} as const;

export interface CopyOpusBodyFields {
  name?: string;
}

export const copyOpusSchema = {
  params: idParams,
  body: {
    type: 'object',
    additionalProperties: false,
    // Room for the spaces a name is trimmed of; the length rule is the service's.
    properties: { name: { type: 'string', maxLength: WORK_LIMITS.nameMaxLength * 2 } },
  },
  response: responses(savedOpusSchema),
} as const;

export const deleteOpusSchema = {
  params: idParams,
  body: { type: 'object', additionalProperties: false, properties: {} },
  response: responses(nullResult),
} as const;

export interface OpusPathQuery {
  opusPath: string;
}

export const findByOpusPathSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { opusPath: { type: 'string', minLength: 1, maxLength: 1024 } },
    required: ['opusPath'],
  },
  response: responses(myOpusSchema),
} as const;

export interface EditorEventBody {
  event: 'open' | 'save' | 'run' | 'restore' | 'copy';
  opusType: 1 | 2;
  opusId?: number;
}

export const trackingSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      event: { type: 'string', enum: ['open', 'save', 'run', 'restore', 'copy'] },
      opusType: opusTypeField,
      opusId: idField,
    },
    required: ['event', 'opusType'],
  },
  response: responses(nullResult),
} as const;
