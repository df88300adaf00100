import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import type { Precompressor } from '../services/precompress';
import { sendError } from './envelope';

/**
 * Text files that are not part of the client build (the Scratch editor's, the pictures and manual
 * under public/) sent gzip- or brotli-compressed from the precompressor's disk cache.
 */

/** A name that never changes its content: the file may be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but checked (a small 304) on every use, so a changed file is picked up at once. */
export const REVALIDATE = 'no-cache';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.py': 'text/x-python; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.cur': 'image/x-icon',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
};
/**
 * Formats that shrink under gzip/brotli. PDFs do too (the manual by half: its text and fonts are
 * stored loosely), and so does WebAssembly (Python's runtime to a third); pictures, audio, video, fonts and .sb3 (a zip) are compressed already.
 */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.wasm',
  '.css',
  '.json',
  '.map',
  '.md',
  '.txt',
  '.py',
  '.svg',
  '.pdf',
  '.hex',
]);
/** Below this, compression saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;

const SAFE_PATH = /^(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*$/;

/** `rel` under `root`, or null when it would leave it (or is not a plain relative path). */
export function inside(root: string | null, rel: string): string | null {
  if (!root || !SAFE_PATH.test(rel)) return null;
  const file = path.resolve(root, rel);
  return file.startsWith(root + path.sep) ? file : null;
}

/** Whether `file` goes through the precompressor (by type and size). */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size >= MIN_COMPRESS_BYTES;
}

/**
 * Sends `file` (404 when it is missing) with a weak ETag from its size and mtime, `cacheControl`,
 * and the best compressed copy the request accepts.
 */
export async function sendCompressedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | null,
  precompressor: Precompressor,
  cacheControl: string,
): Promise<FastifyReply> {
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) return sendError(reply, 404, messages.notFound);

  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const compressible = isCompressible(file, stat.size);
  reply
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString())
    .header('cache-control', cacheControl)
    .type(CONTENT_TYPES[ext] ?? 'application/octet-stream');
  if (compressible) reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();

  const variant = compressible
    ? await precompressor.variantFor(
        { file, size: stat.size, mtimeMs: stat.mtimeMs },
        request.headers['accept-encoding'],
      )
    : null;
  if (variant) reply.header('content-encoding', variant.encoding);
  const served = variant ?? { file, size: stat.size };
  reply.header('content-length', served.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(fs.createReadStream(served.file));
}
