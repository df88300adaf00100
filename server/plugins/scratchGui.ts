import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createPrecompressor } from '../services/precompress';
import type { Precompressor } from '../services/precompress';
import { IMMUTABLE, REVALIDATE, inside, sendCompressedFile } from './compressedFile';
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

/** Webpack content hashes (`x.<hash>.js`, `<md5>.hex`): such a file never changes under its name. */
const HASHED_NAME = /(^|[.-])[0-9a-f]{16,}\.[a-z0-9]+$/i;

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

/** Hashed files are cached for good; the rest (the page, the unhashed bundle) revalidate. */
function sendStatic(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string | null,
  precompressor: Precompressor,
): Promise<FastifyReply> {
  const cacheControl = file && HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : REVALIDATE;
  return sendCompressedFile(request, reply, file, precompressor, cacheControl);
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
