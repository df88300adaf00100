import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

const SELF = "'self'";

/**
 * The Content-Security-Policy of the app's pages (the SPA, whose routes share one document) and of
 * every other answer. Why each source is there:
 * - `'wasm-unsafe-eval'`: Python runs as WebAssembly (Pyodide) on /peixun/showPython, a route of
 *   this same document, so the whole app allows compiling wasm (never JavaScript eval);
 * - style `'unsafe-inline'`: antd's CSS-in-JS, the bundle's style-loader and rc-component's scroll
 *   locker (every modal) insert <style> elements; antd and the bundle could carry a nonce, the
 *   scroll locker cannot, and one nonce-less style breaks modals, so no nonce;
 * - `data:`/`blob:` images, media and workers: avatars and charts drawn in the page, clips, and
 *   the workers of the editors; `connect-src 'self'` also covers socket.io's ws:/wss: to this host;
 * - frames: the app embeds its own Scratch editor (/scratch-gui/) and may be framed by nobody.
 */
const appDirectives = {
  'default-src': [SELF],
  'base-uri': [SELF],
  'form-action': [SELF],
  'object-src': ["'none'"],
  'script-src': [SELF, "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': [SELF, 'data:', 'blob:'],
  'font-src': [SELF, 'data:'],
  'media-src': [SELF, 'blob:'],
  'worker-src': [SELF, 'blob:'],
  'connect-src': [SELF],
  'frame-src': [SELF],
  'frame-ancestors': ["'none'"],
};

/**
 * Headers of every answer. Cross-Origin-Embedder-Policy stays off: the Python pages will set it
 * themselves (with COOP) for SharedArrayBuffer; set everywhere it would cut off the rest. HSTS is
 * only heeded over HTTPS, i.e. behind a TLS proxy, where it is wanted.
 */
const appHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: appDirectives },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The Scratch editor (/scratch-gui/ and the storage worker's /chunks/): the unmodified npm build,
 * framed by the app's own pages. It gets what that build needs in Chromium and nothing more:
 * `'unsafe-eval'` because its project reader validates every project with ajv, which compiles
 * its schemas with `new Function` (without it no project, not even the default cat, opens);
 * `connect-src blob:` because the works page reads a work's file into an object URL of this
 * origin and hands that URL over to be loaded (only this origin's scripts can make one).
 */
export const editorPageHeaders: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...appDirectives,
      'script-src': [SELF, "'unsafe-eval'"],
      'connect-src': [SELF, 'blob:'],
      'frame-ancestors': [SELF],
    },
  },
  xFrameOptions: { action: 'sameorigin' },
};

/**
 * Headers a browser heeds only on what it shows or runs on its own: a document, a frame or a
 * worker. A script, stylesheet, picture or call the page loads is governed by the page's own
 * policy, so on those they are bytes for nothing (a third of every small answer, and about 25 KB
 * of /home's first load). Nosniff, CORP, HSTS and Referrer-Policy (a stylesheet's own loads)
 * stay on everything.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What the browser says it is loading (Sec-Fetch-Dest) when that is never shown or run on its
 * own. A request that does not say (an older browser, a tool) gets every header, and so does a
 * URL opened in a tab, as a frame or as a worker: the same file loaded as a script answers
 * differently, hence Vary.
 */
const SUBRESOURCE_DESTINATIONS = new Set([
  'script',
  'style',
  'image',
  'font',
  'audio',
  'video',
  'track',
  'manifest',
  'empty',
]);

/** Adds `name` to the answer's Vary (caches keep one copy per value of that request header). */
export function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${name}` : name);
}

/** Registered before every route: headers go on every answer, the 404s and the SPA shell included. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, appHeaders);
  app.addHook('onSend', async (request, reply, payload) => {
    addVary(reply, 'sec-fetch-dest');
    const destination = request.headers['sec-fetch-dest'];
    if (typeof destination === 'string' && SUBRESOURCE_DESTINATIONS.has(destination)) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}
