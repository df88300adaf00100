import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { sendError } from './envelope';

/** Paths that belong to the API: unknown ones get a JSON 404, never the SPA page. */
const API_PREFIXES = ['/api', '/tiku', '/admin', '/xbz'];

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
 * Serves the built client (`clientDir`) and `publicDir` (avatars etc.); the client build wins when
 * both hold a file. Missing folders are skipped so the API runs before the client is built.
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
      setHeaders: (reply, filePath) => {
        // The page must be revalidated so a new build's hashed chunks are picked up at once.
        if (path.basename(filePath) === 'index.html') reply.header('cache-control', 'no-cache');
      },
    });
  }

  const indexFile = path.join(clientDir, 'index.html');
  app.setNotFoundHandler((request, reply) => {
    if (roots.includes(clientDir) && wantsPage(request) && fs.existsSync(indexFile)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', clientDir);
    }
    return sendError(reply, 404, messages.notFound);
  });
}
