/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  FAKE_PAGE as PAGE,
  FAKE_SCRIPT as SCRIPT,
  fakeClientBuild,
  withCompressedCopies,
} from '../helpers/fakeClientBuild';
import type { FakeClientBuild } from '../helpers/fakeClientBuild';
import { rawRequest } from '../helpers/rawRequest';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/** Entry pages as the build writes them (webpack/entryChunks.ts): index.html with preloads. */
const HOME_PAGE = `${PAGE}<link rel="preload" href="/js/page-home.0a1b2c3d.js" as="script">`;
const LOGIN_PAGE = `${PAGE}<link rel="preload" href="/js/page-login.4e5f6a7b.js" as="script">`;
const ENTRY_PAGES = {
  '/home': { html: 'entry/home.html', signedIn: true },
  '/login': { html: 'entry/login.html', signedIn: false },
};

let server: RunningServer;
let client: FakeClientBuild;
beforeAll(async () => {
  // A build as webpack writes it: hashed names, and `.br`/`.gz` copies beside each text file.
  client = fakeClientBuild({
    ...withCompressedCopies('js/main.1c239bb4.js', SCRIPT),
    'js/main.1c239bb4.js.LICENSE.txt': 'MIT',
    'entry/pages.json': JSON.stringify(ENTRY_PAGES),
    'entry/home.html': HOME_PAGE,
    'entry/login.html': LOGIN_PAGE,
  });
  server = await startServer({ clientDir: client.dir });
}, 30_000);
afterAll(async () => {
  await server.close();
  client.remove();
});

const raw = (url: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, url, headers);

describe('the client build', () => {
  test('a hashed script goes out as its brotli copy, cached for a year', async () => {
    const response = await raw('/js/main.1c239bb4.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  test('a browser without brotli gets the gzip copy; one without compression the file itself', async () => {
    const gzip = await raw('/js/main.1c239bb4.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await raw('/js/main.1c239bb4.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  test('the page revalidates, and an unchanged page answers 304', async () => {
    const first = await raw('/home', { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['last-modified']).toBeDefined();
    expect(first.body.toString()).toBe(PAGE);

    const again = await raw('/home', {
      accept: 'text/html',
      'accept-encoding': BROWSER_ENCODINGS,
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  test("a browser holding a session gets a student's page with its scripts announced; a visitor the plain page", async () => {
    const page = (url: string, cookie?: string) =>
      raw(url, { accept: 'text/html', ...(cookie === undefined ? {} : { cookie }) });

    const student = await page('/home?from=bookmark', 'lang=zh; codesprout_session=1');
    expect(student.status).toBe(200);
    expect(student.body.toString()).toBe(HOME_PAGE);
    expect(student.headers['cache-control']).toBe('no-cache');
    expect(student.headers.vary).toContain('cookie');

    const visitor = await page('/home');
    expect(visitor.body.toString()).toBe(PAGE);
    expect(visitor.headers.vary).toContain('cookie');
    expect((await page('/home', 'codesprout_session=0')).body.toString()).toBe(PAGE);

    // The sign-in page is for everyone; a page without an entry of its own is the app's page.
    expect((await page('/login')).body.toString()).toBe(LOGIN_PAGE);
    expect((await page('/questionBank', 'codesprout_session=1')).body.toString()).toBe(PAGE);
  });

  test('a build file without a content hash in its name revalidates', async () => {
    const response = await raw('/js/main.1c239bb4.js.LICENSE.txt');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('public files', () => {
  test('pictures drawn in SVG go out compressed and revalidate', async () => {
    const file = readFileSync(path.join(PUBLIC_DIR, 'content/courses/coding-thinking.svg'));
    const gzip = await raw('/content/courses/coding-thinking.svg', { 'accept-encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-type']).toBe('image/svg+xml');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);

    const br = await raw('/content/courses/coding-thinking.svg', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
  });

  test('the PDF manual is compressed to about half', async () => {
    const size = readFileSync(path.join(PUBLIC_DIR, 'content/manual/student-manual.pdf')).length;
    const response = await raw('/content/manual/student-manual.pdf', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBeLessThan(size * 0.6);
  }, 30_000);

  test.each([
    '/media/kp-sc-loop.mp4',
    '/content/lessons/coding-thinking-04.jpg',
    '/materials/sc1-task-story.sb3',
  ])('%s is compressed already and goes out as it is', async (url) => {
    const response = await raw(url, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.equals(readFileSync(path.join(PUBLIC_DIR, url)))).toBe(true);
  });

  test('a video answers Range requests, so players can seek', async () => {
    const video = readFileSync(path.join(PUBLIC_DIR, 'media/kp-sc-loop.mp4'));
    const response = await raw('/media/kp-sc-loop.mp4', {
      range: 'bytes=1000-1999',
      'accept-encoding': BROWSER_ENCODINGS,
    });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${video.length}`);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(video.subarray(1000, 2000))).toBe(true);
  });

  test('a missing public file is a 404, and a page under a public folder name is still the app', async () => {
    expect((await raw('/avatars/nobody.svg')).status).toBe(404);
    const page = await raw('/content/somewhere', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(PAGE);
  });
});
