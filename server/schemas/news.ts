import { idParams, noQuery, pageOf, pageQueryProperties, responses } from './common';

/**
 * Schemas of the news calls (core/homeTypes.ts): ads, news articles, video news and the manual.
 * Queries arrive as strings and are coerced.
 */

export const getAdListByTypeSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { type: { type: 'integer', enum: [2, 4] } },
    required: ['type'],
  },
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        bannerCover: { type: 'string' },
        adLink: { type: 'string' },
        title: { type: 'string' },
      },
      required: ['id', 'bannerCover', 'adLink', 'title'],
    },
  }),
} as const;

const newsArticleProperties = {
  id: { type: 'integer' },
  category: { type: 'string' },
  cover: { type: 'string' },
  title: { type: 'string' },
  programNewStarAbstract: { type: 'string' },
  authorName: { type: 'string' },
  userAvatar: { type: 'string' },
  signature: { type: 'string' },
  createTime: { type: 'integer' },
  viewNumber: { type: 'integer' },
} as const;

export const getNewsArticleListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, category: { type: 'string', enum: ['newStar', 'campus'] } },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses(
    pageOf({
      type: 'object',
      properties: newsArticleProperties,
      required: Object.keys(newsArticleProperties),
    }),
  ),
} as const;

const newsArticleDetailProperties = { ...newsArticleProperties, content: { type: 'string' } } as const;

export const getNewsArticleDetailsSchema = {
  params: idParams,
  querystring: noQuery,
  response: responses({
    type: 'object',
    properties: newsArticleDetailProperties,
    required: Object.keys(newsArticleDetailProperties),
  }),
} as const;

export const getVideoNewsListSchema = {
  querystring: noQuery,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        cover: { type: 'string' },
        videoUrl: { type: 'string' },
      },
      required: ['id', 'title', 'cover', 'videoUrl'],
    },
  }),
} as const;

export const getManualSchema = {
  querystring: noQuery,
  response: responses({
    type: 'object',
    properties: {
      fileName: { type: 'string' },
      url: { type: 'string' },
      size: { type: 'integer' },
    },
    required: ['fileName', 'url', 'size'],
  }),
} as const;
