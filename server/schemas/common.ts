import { ERROR_CODES } from '../../core/errorCodes';
import { idField } from './question';

/**
 * JSON schemas shared by every route family. Request schemas refuse unknown fields
 * (`additionalProperties: false`); response schemas also decide what may leave the server.
 */

export const errorEnvelope = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    code: { type: 'integer' },
    message: { type: 'string' },
    result: { type: 'null' },
    errorCode: { type: 'string', enum: ERROR_CODES },
  },
  required: ['success', 'code', 'message', 'result', 'errorCode'],
} as const;

/** Every status a route can answer with: its own 200 plus the envelope for any error. */
export function responses<T extends object>(result: T) {
  return {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        code: { type: 'integer' },
        message: { type: 'string' },
        result,
      },
      required: ['success', 'code', 'message', 'result'],
    },
    '4xx': errorEnvelope,
    '5xx': errorEnvelope,
  } as const;
}

export const nullResult = { type: 'null' } as const;

/**
 * A multipart upload of one `file` part, read by the route itself (@fastify/multipart), so the
 * parsed body the schema sees is empty: this describes the wire for the OpenAPI document.
 */
export const fileUpload = {
  consumes: ['multipart/form-data'],
  body: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
} as const;

/** A body with no fields; `{}` and an empty form are both fine. */
export const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A query string with no fields: the same rule as an empty body. */
export const noQuery = emptyBody;

const pageNumberField = { type: 'integer', minimum: 1, maximum: 100000 } as const;
/** The "更多" pages page by 10 at most today; 50 leaves room without letting a call read a table. */
const pageSizeField = { type: 'integer', minimum: 1, maximum: 50 } as const;

/** The paging fields of a paged list's query (home and its "更多" pages). */
export const pageQueryProperties = { pageNumber: pageNumberField, pageSize: pageSizeField } as const;

/** One page of `item`s with its total and position; `extra` adds fields next to the list. */
export function pageOf<T extends object>(item: T, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      list: { type: 'array', items: item },
      total: { type: 'integer' },
      pageNumber: { type: 'integer' },
      pageSize: { type: 'integer' },
      ...extra,
    },
    required: ['list', 'total', 'pageNumber', 'pageSize', ...Object.keys(extra)],
  } as const;
}

export const bindSchoolInfoSchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: {
        name: { type: 'string' },
        sex: { type: 'string' },
        birthDayStr: { type: 'string' },
        parentsContactWay: { type: 'string' },
      },
      required: ['name', 'sex', 'birthDayStr', 'parentsContactWay'],
    },
  ],
} as const;

export const userInfoProperties = {
  id: { type: 'integer' },
  username: { type: 'string' },
  userName: { type: 'string' },
  nickName: { type: 'string' },
  realName: { type: 'string' },
  avatar: { type: 'string' },
  organizationId: { type: 'string' },
  organizationName: { type: 'string' },
  campusName: { type: 'string' },
  className: { type: 'string' },
  schoolStatus: { type: 'integer' },
  bindSchoolInfo: bindSchoolInfoSchema,
  studentStatus: { type: 'integer' },
  loginFrom: { type: 'integer' },
} as const;

export const userInfoSchema = {
  type: 'object',
  properties: userInfoProperties,
  required: Object.keys(userInfoProperties),
} as const;

/** Path parameters of a call that names one record by `:id`. */
export const idParams = {
  type: 'object',
  additionalProperties: false,
  properties: { id: idField },
  required: ['id'],
} as const;
