import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorCode } from '../../core/errorCodes';
import { errorCodeOfStatus } from '../../core/errorCodes';
import type { Envelope } from '../../core/types';
import { messages } from '../messages';

/**
 * An error whose status and message are safe to show the caller. A few conflicts carry a small
 * `result` the client acts on (e.g. the last acknowledged autosave sequence) and a specific
 * `errorCode`; without one the code follows the status (core/errorCodes.ts).
 */
export class ApiError extends Error {
  readonly errorCode: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly result: unknown = null,
    errorCode?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode ?? errorCodeOfStatus(statusCode);
  }
}

export function ok<T>(result: T, message: string = messages.ok): Envelope<T> {
  return { success: true, code: 200, message, result };
}

/**
 * The error envelope, serialised here (through the route's error schema) so a failure to serialise
 * it is caught: the caller then gets the plain 500 envelope instead of Fastify's own error body,
 * which would name serializer internals.
 */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  result: unknown = null,
  errorCode: ErrorCode = errorCodeOfStatus(status),
): FastifyReply {
  const body: Envelope<unknown> = { success: false, code: status, message, result, errorCode };
  reply.code(status).type('application/json; charset=utf-8');
  let payload: ReturnType<FastifyReply['serialize']>;
  try {
    payload = reply.serialize(body);
  } catch (error) {
    reply.log.error({ err: error, envelope: body }, 'an error envelope could not be serialised');
    const fallback: Envelope<null> = {
      success: false,
      code: 500,
      message: messages.serverError,
      result: null,
      errorCode: 'SERVER_ERROR',
    };
    reply.code(500);
    payload = JSON.stringify(fallback);
  }
  return reply.send(payload);
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Ajv's first error, as a Chinese message that names the field. */
export function validationMessage(errors: AjvError[]): string {
  const [first] = errors;
  if (!first) return messages.badRequest;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (first.keyword === 'required')
    return messages.required(joinPath(field, String(first.params.missingProperty)));
  if (first.keyword === 'additionalProperties') {
    return messages.unknownField(joinPath(field, String(first.params.additionalProperty)));
  }
  if (!field) return messages.badFormat('body');
  if (first.keyword === 'minLength' && first.params.limit === 1) return messages.required(field);
  return messages.badFormat(field);
}

function joinPath(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/** Fastify's own request errors, mapped to 400s the client can act on. */
const REQUEST_ERRORS: Record<string, { message: string; errorCode: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { message: messages.bodyTooLarge, errorCode: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: messages.bodyNotJson, errorCode: 'BAD_REQUEST' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: messages.bodyRequired, errorCode: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: messages.unsupportedMediaType, errorCode: 'BAD_REQUEST' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: messages.badRequest, errorCode: 'BAD_REQUEST' },
};

const STATUS_MESSAGES: Record<number, string> = {
  401: messages.loginExpired,
  403: messages.forbidden,
  404: messages.notFound,
  409: messages.conflict,
  429: messages.tooManyRequests,
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError)
      return sendError(reply, error.statusCode, error.message, error.result, error.errorCode);
    if (error.validation) {
      const errors = error.validation as AjvError[];
      const code = errors[0]?.keyword === 'additionalProperties' ? 'UNKNOWN_FIELD' : 'BAD_FIELD';
      return sendError(reply, 400, validationMessage(errors), null, code);
    }
    const requestError = error.code ? REQUEST_ERRORS[error.code] : undefined;
    if (requestError) return sendError(reply, 400, requestError.message, null, requestError.errorCode);
    // A body that is not JSON at all can surface as a bare SyntaxError from the parser.
    if (error instanceof SyntaxError) return sendError(reply, 400, messages.bodyNotJson);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status === 415 ? 400 : status, STATUS_MESSAGES[status] ?? messages.badRequest);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, messages.serverError);
  });
}
