import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages';
import { createPrecompressor } from '../services/precompress';
import type { Precompressor } from '../services/precompress';
import { sendError } from './envelope';
import { editorPageHeaders } from './securityHeaders';

/**
 * The Scratch 3 editor at `/scratch-gui/`, fully offline: our host page (public/scratch-gui/)
 * plus the unmodified npm `scratch-gui` build, React 16 UMD builds for it (the app itself runs
 * React 19) and scratch-storage's fetch worker, which the bundle requests at `/chunks/`.
 * Large text files go out gzip/brotli-compressed from a disk cache under `<dataDir>/cache`.
 */

/** Where a URL of the editor's space is read from. */
interface Roots {
  host: string;
  gui: string | null;
  storageChunks: string | null;
  vendor: Record<string, string | null>;
}

/** Only these files of public/scratch-gui/ are part of the page (its README is not). */
const HOST_FILES = new Set(['index.html', 'host.js', 'host.css']);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
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
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.map', '.svg', '.hex', '.txt']);
/** Below this, compression saves less than the headers cost. */
const MIN_COMPRESS_BYTES = 1024;
/** Webpack content hashes (`x.<hash>.js`, `<md5>.hex`): such a file never changes under its name. */
const HASHED_NAME = /(^|[.-])[0-9a-f]{16,}\.[a-z0-9]+$/i;
const SAFE_PATH = /^(?:[\w@-][\w.@-]*\/)*[\w@-][\w.@-]*$/;

function packageDir(name: string): string | null {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

function resolveRoots(publicDir: string): Roots {
  const gui = packageDir('scratch-gui');
  const storage = packageDir('scratch-storage');
  const react = packageDir('react16');
  const reactDom = packageDir('react-dom16');
  return {
    host: path.join(publicDir, 'scratch-gui'),
    gui: gui && path.join(gui, 'dist'),
    storageChunks: storage && path.join(storage, 'dist', 'web', 'chunks'),
    vendor: {
      'react.production.min.js': react && path.join(react, 'umd', 'react.production.min.js'),
      'react-dom.production.min.js': reactDom && path.join(reactDom, 'umd', 'react-dom.production.min.js'),
    },
  };
}

/** `rel` under `root`, or null when it would leave it. */
function inside(root: string | null, rel: string): string | null {
  if (!root || !SAFE_PATH.test(rel)) return null;
  const file = path.resolve(root, rel);
  return file.startsWith(root + path.sep) ? file : null;
}

/** The file behind `/scratch-gui/<rel>`: host page first, then vendored React, then the editor build. */
function editorFile(roots: Roots, rel: string): string | null {
  const name = rel === '' ? 'index.html' : rel;
  if (HOST_FILES.has(name)) return inside(roots.host, name);
  if (name.startsWith('vendor/')) return roots.vendor[name.slice('vendor/'.length)] ?? null;
  const fromGui = inside(roots.gui, name);
  if (fromGui && fs.existsSync(fromGui)) return fromGui;
  if (name.startsWith('chunks/')) return inside(roots.storageChunks, name.slice('chunks/'.length));
  return fromGui;
}

async function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | null,
  precompressor: Precompressor,
): Promise<FastifyReply> {
  const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
  if (!file || !stat?.isFile()) return sendError(reply, 404, messages.notFound);

  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const compressible = COMPRESSIBLE.has(ext) && stat.size >= MIN_COMPRESS_BYTES;
  reply
    .header('etag', etag)
    // Hashed files are cached for good; the rest (the page, the unhashed bundle) revalidate, which
    // costs one small 304 per load and picks up a new build at once.
    .header(
      'cache-control',
      HASHED_NAME.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
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

export async function registerScratchGui(app: FastifyInstance): Promise<void> {
  const roots = resolveRoots(app.config.publicDir);
  const precompressor = createPrecompressor(path.join(app.config.dataDir, 'cache', 'scratch-gui'));
  app.addHook('onClose', async () => precompressor.close());

  // The page's relative URLs (host.js, scratch-gui.js, static/…) need the trailing slash.
  app.get('/scratch-gui', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/scratch-gui/${query}`, 301);
  });
  app.get<{ Params: { '*': string } }>(
    '/scratch-gui/*',
    { helmet: editorPageHeaders },
    async (request, reply) =>
      sendStatic(request, reply, editorFile(roots, request.params['*']), precompressor),
  );
  // scratch-storage's fetch worker asks for its chunk at the site root; a worker runs under the
  // policy its own script came with.
  app.get<{ Params: { '*': string } }>('/chunks/*', { helmet: editorPageHeaders }, async (request, reply) =>
    sendStatic(request, reply, inside(roots.storageChunks, request.params['*']), precompressor),
  );
}
