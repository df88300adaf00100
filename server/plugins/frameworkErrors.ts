import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply } from 'fastify';
import { errorCodeOfStatus } from '../../core/errorCodes';
import type { Envelope } from '../../core/types';
import { messages } from '../messages';
import { sendError } from './envelope';

/**
 * Fastify's `frameworkErrors`: a path the router cannot decode (bad percent-encoding) or a path
 * parameter past the router's length limit. Both are the caller's mistake: a 400 envelope.
 */
export function answerFrameworkError(_error: Error, _request: unknown, reply: FastifyReply): void {
  sendError(reply, 400, messages.badUrl);
}

interface ConnectionError extends Error {
  code?: string;
}

function clientErrorOf(error: ConnectionError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.headersTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimeout };
  return { status: 400, message: messages.badRequest };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it
 * (malformed request line or headers, headers too large). The socket is all there is, so the
 * envelope is written by hand.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorOf(error);
  const envelope: Envelope<null> = {
    success: false,
    code: status,
    message,
    result: null,
    errorCode: errorCodeOfStatus(status),
  };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
