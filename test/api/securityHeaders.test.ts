/** @jest-environment node */
import { fakeClientBuild } from '../helpers/fakeClientBuild';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

let server: RunningServer;
const client = fakeClientBuild({ 'js/main.js': 'console.log(1)' });
beforeAll(async () => {
  server = await startServer({ clientDir: client.dir });
}, 30_000);
afterAll(async () => {
  await server.close();
  client.remove();
});

/** The policy as a map of directive → sources. */
function policyOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const get = (url: string) => fetch(`${server.baseUrl}${url}`, { headers: { accept: 'text/html' } });

test.each(['/', '/login', '/home', '/api/health', '/api/nope', '/js/main.js'])(
  '%s carries the security headers, and may be framed by nobody',
  async (url) => {
    const response = await get(url);
    expect(policyOf(response)).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Only the Python pages will isolate themselves (COOP + COEP); everywhere it would cut off the rest.
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  },
);

test.each(['/scratch-gui/', '/scratch-gui/host.js', '/chunks/fetch-worker.js'])(
  '%s (the editor the app frames) may be framed by the app itself only',
  async (url) => {
    const response = await get(url);
    const policy = policyOf(response);
    // Its project reader compiles ajv schemas with new Function; the app itself never evaluates.
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  },
);

const getAs = (url: string, destination: string) =>
  fetch(`${server.baseUrl}${url}`, { headers: { 'sec-fetch-dest': destination } });

test.each([
  ['/js/main.js', 'script'],
  ['/api/health', 'empty'],
  ['/api/nope', 'empty'],
  ['/login', 'image'],
])(
  '%s loaded by a page as %s keeps the headers a subresource heeds, and only those',
  async (url, destination) => {
    const response = await getAs(url, destination);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ])
      expect(response.headers.get(name)).toBeNull();
    // The same URL opened in a tab answers with the document's headers: caches must not mix them.
    expect(response.headers.get('vary')).toMatch(/sec-fetch-dest/);
  },
);

test.each([
  ['/js/main.js', 'worker'],
  ['/api/health', 'document'],
  ['/login', 'document'],
  ['/login', 'iframe'],
])('%s loaded as %s carries the whole policy', async (url, destination) => {
  const response = await getAs(url, destination);
  expect(policyOf(response)['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
});
