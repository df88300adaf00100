/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fakeClientBuild } from '../helpers/fakeClientBuild';
import type { FakeClientBuild } from '../helpers/fakeClientBuild';
import { rawRequest } from '../helpers/rawRequest';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const VERSION = (
  JSON.parse(readFileSync(require.resolve('pyodide/package.json'), 'utf8')) as { version: string }
).version;

let server: RunningServer;
let client: FakeClientBuild;
beforeAll(async () => {
  client = fakeClientBuild({
    'js/main.abc12345.js': 'console.log(1)',
    'js/python-worker.abc12345.js': 'console.log(2)',
  });
  server = await startServer({ clientDir: client.dir });
}, 30_000);
afterAll(async () => {
  await server.close();
  client.remove();
});

const raw = (url: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, url, headers);

test('the wasm runtime goes out compressed, cached for good, to an isolated worker', async () => {
  const response = await raw(`/pyodide/${VERSION}/pyodide.asm.wasm`, { 'accept-encoding': 'gzip' });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/wasm');
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['cross-origin-embedder-policy']).toBe('require-corp');
  expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  const original = readFileSync(require.resolve('pyodide/pyodide.asm.wasm'));
  expect(response.body.length).toBeLessThan(original.length / 2);
  expect(gunzipSync(response.body).equals(original)).toBe(true);
}, 60_000);

test.each(['pyodide.mjs', 'pyodide.asm.mjs', 'python_stdlib.zip', 'pyodide-lock.json'])(
  '%s is served',
  async (file) => {
    const response = await raw(`/pyodide/${VERSION}/${file}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(1000);
  },
);

test.each([
  `/pyodide/0.0.1/pyodide.mjs`,
  `/pyodide/${VERSION}/package.json`,
  `/pyodide/${VERSION}/..%2Fpackage.json`,
  `/pyodide/${VERSION}/console.html`,
  `/pyodide/${VERSION}/pyodide.mjs/x`,
  '/pyodide/',
])('%s is a 404', async (url) => {
  expect((await raw(url)).status).toBe(404);
});

// Helmet sends COOP same-origin on every answer already; COEP is what isolates.
test('only the Python page and its worker are cross-origin isolated', async () => {
  const html = { accept: 'text/html' };
  const python = await raw('/peixun/showPython', html);
  expect(python.status).toBe(200);
  expect(python.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(python.headers['cross-origin-embedder-policy']).toBe('require-corp');
  const worker = await raw('/js/python-worker.abc12345.js');
  expect(worker.headers['cross-origin-embedder-policy']).toBe('require-corp');

  for (const url of ['/home', '/peixun/showScratch', '/js/main.abc12345.js']) {
    const other = await raw(url, html);
    expect(other.status).toBe(200);
    expect(other.headers['cross-origin-embedder-policy']).toBeUndefined();
  }
});
