import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createPrecompressor } from '../services/precompress';
import { IMMUTABLE, inside, sendCompressedFile } from './compressedFile';

/**
 * Python in the browser (npm `pyodide`) at `/pyodide/<version>/`, never from a CDN. The version is
 * part of the URL, so every file is cached for good and an upgrade is a new address; the worker
 * asks for the version its build was made with. The 9.6 MB wasm shrinks to about a third
 * compressed and goes out through the precompressor's disk cache like the Scratch editor; the
 * standard library is a zip already and goes as it is.
 */

const FILES = new Set([
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
]);

/** Pages served cross-origin isolated, so their worker may block on a SharedArrayBuffer for input(). */
export const ISOLATED_PAGE_PATHS = new Set(['/peixun/showPython']);

/**
 * COOP + COEP make a document (or a worker) cross-origin isolated. Only the Python page, its worker
 * and the files that worker loads carry them: set on the whole app they would cut off whatever
 * the other pages embed.
 */
export function isolate(reply: FastifyReply): FastifyReply {
  return reply
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cross-origin-embedder-policy', 'require-corp');
}

function packageDir(): string | null {
  try {
    return path.dirname(require.resolve('pyodide/package.json'));
  } catch {
    return null;
  }
}

function packageVersion(dir: string | null): string | null {
  if (!dir) return null;
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

export async function registerPyodide(app: FastifyInstance): Promise<void> {
  const dir = packageDir();
  const version = packageVersion(dir);
  const precompressor = createPrecompressor(path.join(app.config.dataDir, 'cache', 'pyodide'));
  app.addHook('onClose', async () => precompressor.close());

  // A wildcard, like every route that serves files: it stays out of the API's OpenAPI document.
  app.get<{ Params: { '*': string } }>('/pyodide/*', async (request, reply) => {
    const [asked, file = '', ...rest] = request.params['*'].split('/');
    const found = asked === version && rest.length === 0 && FILES.has(file) ? inside(dir, file) : null;
    return sendCompressedFile(request, isolate(reply), found, precompressor, IMMUTABLE);
  });
}
