import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { createPrecompressor } from '../services/precompress';
import type { Precompressor } from '../services/precompress';
import { IMMUTABLE, REVALIDATE, inside, isCompressible, sendCompressedFile } from './compressedFile';
import { sendError } from './envelope';
import { loadEntryPages } from './entryPages';
import { ISOLATED_PAGE_PATHS, isolate } from './pyodide';
import { addVary } from './securityHeaders';

/** Paths that belong to the API: unknown ones get a JSON 404, never the SPA page. */
const API_PREFIXES = ['/api', '/tiku', '/admin', '/xbz'];

/** The build names its output `[name].[contenthash:8].<ext>` (webpack.config.ts). */
const HASHED_BUILD_NAME = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
/** The build's compressed copies (`main.1c239bb4.js.br`) are cached like their originals. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;
/**
 * The Python runner's worker (webpackChunkName in src/components/python/): a worker started by an
 * isolated page must be isolated itself, or the browser refuses to run it.
 */
const ISOLATED_CHUNK = /^python-worker\./;
/** public/scratch-gui/ is the editor's host page, served by the scratchGui plugin. */
const SERVED_ELSEWHERE = new Set(['scratch-gui']);

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A page navigation (not a missing script or image) should get the SPA shell. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  if (request.headers.accept?.includes('text/html')) return true;
  const lastSegment = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * A content-hashed build file never changes under its name: cached for a year. Everything else
 * (index.html, public/) is revalidated on each use, so a new build or picture is seen at once.
 */
function cacheControlFor(file: string, clientDir: string): string {
  const name = path.basename(file).replace(COMPRESSED_COPY, '');
  return file.startsWith(clientDir + path.sep) && HASHED_BUILD_NAME.test(name) ? IMMUTABLE : REVALIDATE;
}

/**
 * public/'s text files (SVG pictures, the PDF manual, Python samples) are not part of the build, so
 * they have no precompressed copies beside them: they go out through the precompressor's disk cache.
 * Other files (pictures, videos, .sb3) are sent as they are, and so is any file asked for by Range
 * (a PDF viewer reading pages, a video seeking): a byte range is of the file itself, so it is
 * answered with 206 and never compressed. (The lessons' own PDFs and videos are not here: they are
 * only for their classes, routes/study.ts.)
 */
function registerPublicFolders(app: FastifyInstance, publicDir: string, precompressor: Precompressor): void {
  const folders = fs
    .readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SERVED_ELSEWHERE.has(entry.name))
    .map((entry) => entry.name);
  for (const folder of folders) {
    app.get<{ Params: { '*': string } }>(`/${folder}/*`, async (request, reply) => {
      const rel = `${folder}/${request.params['*']}`;
      const file = inside(publicDir, rel);
      const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
      if (!file || !stat?.isFile()) return reply.callNotFound();
      const compress = isCompressible(file, stat.size) && request.headers.range === undefined;
      if (compress) return sendCompressedFile(request, reply, file, precompressor, REVALIDATE);
      return reply.sendFile(rel, publicDir);
    });
  }
}

/**
 * Serves the built client (`clientDir`) with the brotli and gzip copies the build wrote beside each
 * file, and `publicDir` (avatars, pictures, videos, the manual). Missing folders are skipped so the
 * API runs before the client is built.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  clientDir: string,
  publicDir: string,
): Promise<void> {
  const roots = [clientDir, publicDir].filter((dir) => fs.existsSync(dir));
  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath, clientDir));
        if (ISOLATED_CHUNK.test(path.basename(filePath))) isolate(reply);
      },
    });
  }
  if (roots.includes(publicDir)) {
    const precompressor = createPrecompressor(path.join(app.config.dataDir, 'cache', 'public'));
    app.addHook('onClose', async () => precompressor.close());
    registerPublicFolders(app, publicDir, precompressor);
  }

  const indexFile = path.join(clientDir, 'index.html');
  const entryPage = loadEntryPages(clientDir);
  app.setNotFoundHandler((request, reply) => {
    if (roots.includes(clientDir) && wantsPage(request) && fs.existsSync(indexFile)) {
      const pathname = request.url.split('?')[0] ?? '';
      if (ISOLATED_PAGE_PATHS.has(pathname)) isolate(reply);
      // Which page's HTML depends on the session hint: a cache keeps one copy per Cookie.
      addVary(reply, 'cookie');
      const html = entryPage(pathname, request.headers.cookie) ?? 'index.html';
      return reply.header('cache-control', REVALIDATE).sendFile(html, clientDir);
    }
    return sendError(reply, 404, messages.notFound);
  });
}
