import { noQuery, pageOf, pageQueryProperties, responses } from './common';
import { idField } from './question';

/**
 * Schemas of the course calls (core/homeTypes.ts): lesson plans and course lists. Queries arrive as
 * strings and are coerced.
 */

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
    // courseRecordId 0: a lesson of a course followed on one's own (it has no class record).
    properties: { courseDetailsId: idField, courseRecordId: { ...idField, minimum: 0 } },
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
