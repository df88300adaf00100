import { CLOUD_FILE_MIME_BY_EXT } from '../../core/cloudFileTypes';
import { STUDY_LIMITS } from '../../core/studyTypes';
import { commentPageProperties, commentSchema } from './comments';
import { emptyBody, idParams, noQuery, pageOf, responses } from './common';
import { savedOpusSchema } from './myOpus';
import { idField } from './question';
import { served } from './uploads';

/** Schemas of studying a course (core/studyTypes.ts). Queries arrive as strings and are coerced. */

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

function object<P extends Record<string, object>>(properties: P) {
  return { type: 'object', properties, required: Object.keys(properties) } as const;
}

function nullable<T extends object>(schema: T) {
  return { anyOf: [{ type: 'null' }, schema] } as const;
}

const pageProperties = {
  pageNumber: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: STUDY_LIMITS.pageSizeMax, default: 10 },
} as const;

const lessonRefProperties = {
  courseDetailId: int,
  courseRecordId: int,
  courseDetailName: str,
  lessonNo: int,
  lessonTime: int,
} as const;
const lessonRef = nullable(object(lessonRefProperties));

const subject = { type: 'string', enum: ['scratch', 'python'] } as const;
const source = { type: 'string', enum: ['class', 'card', 'own'] } as const;
const opusType = { type: 'integer', enum: [1, 2] } as const;
const materialType = { type: 'integer', enum: [1, 2, 3] } as const;

/** core/studyTypes.ts `StudyCourseHead`. */
const courseHeadProperties = {
  courseId: int,
  courseName: str,
  courseDescription: str,
  coursePicture: str,
  subject,
  className: str,
  source,
  lessonCount: int,
  doneCount: int,
} as const;

export const getMyStudyListSchema = {
  querystring: noQuery,
  response: responses({
    type: 'array',
    items: object({
      ...courseHeadProperties,
      nextLesson: lessonRef,
      lastLesson: lessonRef,
    }),
  }),
} as const;

const studyLessonProperties = {
  ...lessonRefProperties,
  teachingTask: str,
  teachingGoal: str,
  state: { type: 'string', enum: ['done', 'open', 'locked'] },
  isNext: bool,
  homeworkCount: int,
  homeworkSubmittedCount: int,
  imageCount: int,
  videoCount: int,
  pdfCount: int,
  hasCase: bool,
} as const;

export const getCourseLessonsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { courseId: idField },
    required: ['courseId'],
  },
  response: responses(
    object({
      ...courseHeadProperties,
      lessons: { type: 'array', items: object(studyLessonProperties) },
    }),
  ),
} as const;

const lessonCase = object({ name: str, opusType, projectUrl: str, cover: str });

const homeworkSchema = object({
  id: int,
  title: str,
  description: str,
  courseId: int,
  courseName: str,
  courseDetailId: int,
  courseDetailName: str,
  lessonNo: int,
  className: str,
  teacherName: str,
  createTime: int,
  dueTime: int,
  opusType,
  state: { type: 'string', enum: ['open', 'submitted', 'marked', 'overdue'] },
  starter: nullable(lessonCase),
  submission: nullable(
    object({
      opusId: int,
      opusName: str,
      opusCover: str,
      opusType,
      submitTime: int,
      late: bool,
      submitCount: int,
    }),
  ),
  mark: nullable(object({ score: int, comment: str, markTime: int, teacherName: str })),
});

export const getLessonDetailSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { courseDetailId: idField },
    required: ['courseDetailId'],
  },
  response: responses(
    object({
      ...studyLessonProperties,
      courseId: int,
      courseName: str,
      className: str,
      materialList: {
        type: 'array',
        items: object({
          id: int,
          materialType,
          materialUrl: str,
          materialName: str,
          size: int,
          pageCount: int,
        }),
      },
      lessonCase: nullable(lessonCase),
      homework: { type: 'array', items: homeworkSchema },
    }),
  ),
} as const;

export const useLessonCaseSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { courseDetailId: idField },
    required: ['courseDetailId'],
  },
  body: emptyBody,
  response: responses(savedOpusSchema),
} as const;

export const getPlayUrlSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { materialUrl: { type: 'string', minLength: 1, maxLength: 255 } },
    required: ['materialUrl'],
  },
  querystring: noQuery,
  response: responses({ type: 'array', items: str }),
} as const;

export interface LessonMediaQuery {
  expires?: number;
  sig?: string;
}

/**
 * A lesson's PDF or video through the link getPlayURL signed: no token (a `<video>` sends none),
 * and without a valid link the same 403 whatever the name, so a guess learns nothing.
 */
export const lessonMediaSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    properties: { file: { type: 'string', maxLength: 100 } },
    required: ['file'],
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      expires: { type: 'integer', minimum: 0 },
      sig: { type: 'string', maxLength: 64 },
    },
  },
  response: served(['application/pdf', 'video/mp4']),
} as const;

// ---------------------------------------------------------------- homework

export const getHomeworkListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...pageProperties,
      state: { type: 'string', enum: ['open', 'submitted', 'marked', 'overdue'] },
      courseId: idField,
    },
  },
  response: responses(pageOf(homeworkSchema)),
} as const;

export const getHomeworkDetailSchema = {
  params: idParams,
  querystring: noQuery,
  response: responses(homeworkSchema),
} as const;

export const submitHomeworkSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: { homeworkId: idField, opusId: idField },
    required: ['homeworkId', 'opusId'],
  },
  response: responses(homeworkSchema),
} as const;

export const useHomeworkStarterSchema = {
  params: idParams,
  body: emptyBody,
  response: responses(savedOpusSchema),
} as const;

// ---------------------------------------------------------------- resources and class files

const referenceProperties = {
  id: int,
  courseId: int,
  courseName: str,
  title: str,
  summary: str,
  cover: str,
  materialType,
  materialUrl: str,
  materialName: str,
  size: int,
  commentCount: int,
  collectionNumber: int,
  isCollectioned: bool,
  createTime: int,
} as const;

export const getReferenceListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageProperties, courseId: idField },
  },
  response: responses(pageOf(object(referenceProperties))),
} as const;

export const getReferenceDetailSchema = {
  params: idParams,
  querystring: noQuery,
  response: responses(object({ ...referenceProperties, content: str })),
} as const;

/** A page of the comments under one thing, named by `key` in the query. */
function commentListSchema<Key extends string>(key: Key) {
  return {
    querystring: {
      type: 'object',
      additionalProperties: false,
      properties: { [key]: idField, ...commentPageProperties },
      required: [key],
    },
    response: responses(pageOf(commentSchema)),
  } as const;
}

export const getReferenceCommentsSchema = commentListSchema('referenceId');

export interface CancelQuery {
  cancel?: 0 | 1;
}

export const collectReferenceSchema = {
  params: idParams,
  querystring: {
    type: 'object',
    additionalProperties: false,
    // 1 takes the favourite back; absent or 0 sets it.
    properties: { cancel: { type: 'integer', enum: [0, 1] } },
  },
  body: emptyBody,
  response: responses(object({ id: int, isCollectioned: bool, collectionNumber: int })),
} as const;

export const getCollectedReferencesSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: pageProperties },
  response: responses(pageOf(object({ ...referenceProperties, collectTime: int }))),
} as const;

export const getResourceFileListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { ...pageProperties, courseId: idField },
  },
  response: responses(
    pageOf(
      object({
        id: int,
        fileName: str,
        fileType: str,
        size: int,
        className: str,
        courseName: str,
        createTime: int,
        downloadUrl: str,
      }),
    ),
  ),
} as const;

export const downloadResourceFileSchema = {
  params: idParams,
  querystring: noQuery,
  response: served([...new Set([...Object.values(CLOUD_FILE_MIME_BY_EXT), 'application/octet-stream'])]),
} as const;

export const getNewsCommentsSchema = commentListSchema('articleId');
