import type { FastifyInstance } from 'fastify';
import { messages } from '../messages';
import { ApiError } from './envelope';

/**
 * No form or answer sheet nests deeper than a handful of levels; anything past this is hostile
 * and would overflow the stack of every later `JSON.stringify` (the signature check's first).
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether `text` nests objects and arrays deeper than `limit`: one pass, no parsing, strings skipped. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser with its default settings (`__proto__` refused), behind a depth bound
 * checked on the raw text, so a hostile body is a 400 before anything walks it. Size is bounded
 * by `bodyLimit`.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) done(new ApiError(400, messages.bodyTooDeep), undefined);
    else parse(request, text, done);
  });
}
