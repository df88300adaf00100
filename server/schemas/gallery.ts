import { GALLERY_LIMITS } from '../../core/galleryTypes';
import { idParams, pageOf, responses } from './common';
import { myOpusStandingSchema, pagingWithDefaults } from './myOpus';
import { idField } from './question';

/**
 * Schemas of the gallery, a work's page, my works' publishing and bin, favourites and classmates
 * (core/galleryTypes.ts). Queries arrive as strings and are coerced.
 */

const opusTypeField = { type: 'integer', enum: [1, 2] } as const;
const pageSizeField = {
  type: 'integer',
  minimum: 1,
  maximum: GALLERY_LIMITS.pageSizeMax,
  default: 10,
} as const;
const keywordField = { type: 'string', maxLength: GALLERY_LIMITS.keywordMaxLength } as const;

const opusTagSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
} as const;

const galleryOpusProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  cover: { type: 'string' },
  opusType: opusTypeField,
  studentId: { type: 'integer' },
  studentName: { type: 'string' },
  studentAvatar: { type: 'string' },
  className: { type: 'string' },
  viewNumber: { type: 'integer' },
  praiseNumber: { type: 'integer' },
  collectionNumber: { type: 'integer' },
  isPraised: { type: 'boolean' },
  isCollectioned: { type: 'boolean' },
  featured: { type: 'boolean' },
  tags: { type: 'array', items: opusTagSchema },
  createTime: { type: 'integer' },
  publishTime: { type: 'integer' },
} as const;

export const galleryOpusSchema = {
  type: 'object',
  properties: galleryOpusProperties,
  required: Object.keys(galleryOpusProperties),
} as const;

export interface GalleryQueryString {
  opusType?: 1 | 2;
  tagId?: number;
  keyword?: string;
  pageNumber: number;
  pageSize: number;
  limitCount?: number;
}

const filterProperties = { opusType: opusTypeField, tagId: idField, keyword: keywordField } as const;

export const galleryPageSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...filterProperties, pageNumber: pagingWithDefaults.pageNumber, pageSize: pageSizeField },
  },
  response: responses(pageOf(galleryOpusSchema)),
} as const;

export const recommendPageSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      pageNumber: pagingWithDefaults.pageNumber,
      pageSize: pageSizeField,
      limitCount: {
        type: 'integer',
        minimum: 1,
        maximum: GALLERY_LIMITS.recommendMaxCount,
        default: GALLERY_LIMITS.recommendMaxCount,
      },
    },
  },
  response: responses(pageOf(galleryOpusSchema)),
} as const;

export const popularListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      limitCount: {
        type: 'integer',
        minimum: 1,
        maximum: GALLERY_LIMITS.pageSizeMax,
        default: GALLERY_LIMITS.popularCount,
      },
    },
  },
  response: responses({ type: 'array', items: galleryOpusSchema }),
} as const;

export const opusTagListSchema = {
  response: responses({ type: 'array', items: opusTagSchema }),
} as const;

const opusOriginSchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        studentId: { type: 'integer' },
        studentName: { type: 'string' },
      },
      required: ['id', 'name', 'studentId', 'studentName'],
    },
  ],
} as const;

const opusDetailProperties = {
  ...galleryOpusProperties,
  description: { type: 'string' },
  visibility: { type: 'integer', enum: [0, 1, 2] },
  mine: { type: 'boolean' },
  projectUrl: { type: 'string' },
  version: { type: 'integer' },
  updateTime: { type: 'integer' },
  original: opusOriginSchema,
  remixes: { type: 'array', items: galleryOpusSchema },
  remixCount: { type: 'integer' },
  activityId: { type: ['integer', 'null'] },
  activityName: { type: ['string', 'null'] },
  signedIn: { type: 'boolean' },
} as const;

export interface OpusDetailsQuery {
  id: number;
}

export const opusDetailsSchema = {
  querystring: idParams,
  response: responses({
    type: 'object',
    properties: opusDetailProperties,
    required: Object.keys(opusDetailProperties),
  }),
} as const;

/** Publishing, closing and restoring: the work by `:id`, nothing in the body. */
export const myOpusOperationSchema = {
  params: idParams,
  body: { type: 'object', additionalProperties: false, properties: {} },
  response: responses(myOpusStandingSchema),
} as const;

export interface PageOnlyQuery {
  pageNumber: number;
  pageSize: number;
}

const pageOnlyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { pageNumber: pagingWithDefaults.pageNumber, pageSize: pageSizeField },
} as const;

export const deletedOpusListSchema = {
  querystring: pageOnlyQuery,
  response: responses(
    pageOf({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        cover: { type: 'string' },
        opusType: opusTypeField,
        deleteTime: { type: 'integer' },
        purgeTime: { type: 'integer' },
      },
      required: ['id', 'name', 'cover', 'opusType', 'deleteTime', 'purgeTime'],
    }),
  ),
} as const;

export interface CollectionParams {
  opusType: 0 | 1 | 2;
}

export const collectionListSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    // 0: every kind.
    properties: { opusType: { type: 'integer', enum: [0, 1, 2] } },
    required: ['opusType'],
  },
  querystring: pageOnlyQuery,
  response: responses(
    pageOf({
      type: 'object',
      properties: { ...galleryOpusProperties, collectTime: { type: 'integer' } },
      required: [...Object.keys(galleryOpusProperties), 'collectTime'],
    }),
  ),
} as const;

export const classmateCardSchema = {
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        classId: { type: 'integer' },
        className: { type: 'string' },
        classmateCount: { type: 'integer' },
        opusCount: { type: 'integer' },
      },
      required: ['classId', 'className', 'classmateCount', 'opusCount'],
    },
  }),
} as const;

export interface ClassmateListQuery {
  classId?: number;
  keyword?: string;
  pageNumber: number;
  pageSize: number;
}

export const classmateListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      classId: idField,
      keyword: keywordField,
      pageNumber: pagingWithDefaults.pageNumber,
      pageSize: pageSizeField,
    },
  },
  response: responses(
    pageOf({
      type: 'object',
      properties: {
        studentId: { type: 'integer' },
        name: { type: 'string' },
        avatar: { type: 'string' },
        className: { type: 'string' },
        opusCount: { type: 'integer' },
        medals: {
          type: 'array',
          items: {
            type: 'object',
            properties: { medalIcon: { type: 'string' }, medalName: { type: 'string' } },
            required: ['medalIcon', 'medalName'],
          },
        },
      },
      required: ['studentId', 'name', 'avatar', 'className', 'opusCount', 'medals'],
    }),
  ),
} as const;

export interface TimelineQuery {
  studentId: number;
  pageNumber: number;
  pageSize: number;
}

export const timelineSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      studentId: idField,
      pageNumber: pagingWithDefaults.pageNumber,
      pageSize: pageSizeField,
    },
    required: ['studentId'],
  },
  response: responses(
    pageOf(galleryOpusSchema, {
      student: {
        type: 'object',
        properties: {
          studentId: { type: 'integer' },
          name: { type: 'string' },
          avatar: { type: 'string' },
          className: { type: 'string' },
        },
        required: ['studentId', 'name', 'avatar', 'className'],
      },
    }),
  ),
} as const;
