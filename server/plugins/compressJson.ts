import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { accepts } from '../services/precompress';
import { addVary } from './securityHeaders';

/**
 * JSON answers of 1 KB or more go out compressed. Most answers are a few hundred bytes and are
 * left alone, but a mock paper is 24 KB of URL-encoded text (5 KB in brotli), a good part of the
 * exam page's budget (DESIGN.md "Budgets"). Brotli at a low quality costs a fraction of a
 * millisecond for such a body; the large ones come once per page, not per autosave.
 */
const MIN_BYTES = 1024;
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
    addVary(reply, 'accept-encoding');
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzip(payload, { level: GZIP_LEVEL });
  });
}
