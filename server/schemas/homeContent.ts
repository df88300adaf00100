import { noQuery, pageOf, pageQueryProperties, responses } from './common';
import { idField } from './question';

/**
 * Schemas of the home dashboard's content calls (core/homeTypes.ts): courses and lesson plans,
 * activities, news, video news, ads and the manual. Queries arrive as strings and are coerced.
 */

// ---------------------------------------------------------------- courses and lesson plans

const teachingPlanRef = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: {
        courseDetailId: { type: 'integer' },
        courseRecordId: { type: 'integer' },
        courseDetailName: { type: 'string' },
        lessonNo: { type: 'integer' },
        lessonTime: { type: 'integer' },
      },
      required: ['courseDetailId', 'courseRecordId', 'courseDetailName', 'lessonNo', 'lessonTime'],
    },
  ],
} as const;

export const getMyTeachingPlanListSchema = {
  querystring: noQuery,
  response: responses({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        courseId: { type: 'integer' },
        courseName: { type: 'string' },
        coursePicture: { type: 'string' },
        lastCourseTeachingPlan: teachingPlanRef,
        nextCourseTeachingPlan: teachingPlanRef,
      },
      required: [
        'courseId',
        'courseName',
        'coursePicture',
        'lastCourseTeachingPlan',
        'nextCourseTeachingPlan',
      ],
    },
  }),
} as const;

export const getMyTeachingPlanDetailSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { courseDetailsId: idField, courseRecordId: idField },
    required: ['courseDetailsId', 'courseRecordId'],
  },
  response: responses({
    type: 'object',
    properties: {
      courseName: { type: 'string' },
      courseDetailsName: { type: 'string' },
      teachingTask: { type: 'string' },
      teachingGoal: { type: 'string' },
      lessonNo: { type: 'integer' },
      lessonTime: { type: 'integer' },
      materialList: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            materialType: { type: 'integer', enum: [1, 2] },
            materialUrl: { type: 'string' },
            materialName: { type: 'string' },
          },
          required: ['materialType', 'materialUrl', 'materialName'],
        },
      },
    },
    required: [
      'courseName',
      'courseDetailsName',
      'teachingTask',
      'teachingGoal',
      'lessonNo',
      'lessonTime',
      'materialList',
    ],
  }),
} as const;

const courseSummary = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    courseName: { type: 'string' },
    courseDescription: { type: 'string' },
    coursePicture: { type: 'string' },
    lessonCount: { type: 'integer' },
    studentCount: { type: 'integer' },
  },
  required: ['id', 'courseName', 'courseDescription', 'coursePicture', 'lessonCount', 'studentCount'],
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: pageQueryProperties,
  required: ['pageNumber', 'pageSize'],
} as const;

export const courseListSchema = {
  querystring: pageQuery,
  response: responses(pageOf(courseSummary)),
} as const;

// ---------------------------------------------------------------- activities

const activityProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  cover: { type: 'string' },
  startTime: { type: 'integer' },
  endTime: { type: 'integer' },
  activitiesStatus: { type: 'string', enum: ['1', '2', ''] },
  planCount: { type: 'integer' },
  surplusCount: { type: 'integer' },
} as const;

const activity = {
  type: 'object',
  properties: activityProperties,
  required: Object.keys(activityProperties),
} as const;

export const getActivitiesListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageQueryProperties, status: { type: 'string', enum: ['all', 'running', 'ended'] } },
    required: ['pageNumber', 'pageSize'],
  },
  response: responses(pageOf(activity, { serverTime: { type: 'integer' } })),
} as const;

const activityDetailProperties = {
  ...activityProperties,
  content: { type: 'string' },
  organizer: { type: 'string' },
  opusCount: { type: 'integer' },
  serverTime: { type: 'integer' },
} as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  properties: { id: idField },
  required: ['id'],
} as const;

export const getActivityDetailsSchema = {
  params: idParams,
  querystring: noQuery,
  response: responses({
    type: 'object',
    properties: activityDetailProperties,
    required: Object.keys(activityDetailProperties),
  }),
} as const;

// ---------------------------------------------------------------- ads, news, video news, manual

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
