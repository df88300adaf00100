/** @jest-environment node */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { questions } from '../../server/db/seed/content';
import { looksLikeSb3 } from '../../server/services/sb3Check';
import { rawRequest } from '../helpers/rawRequest';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(async () => server.close());

const raw = (url: string, headers: Record<string, string> = {}) => rawRequest(server.baseUrl, url, headers);

test('/scratch-gui/ is the host page, revalidated on every load', async () => {
  const response = await raw('/scratch-gui/');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  expect(response.headers['cache-control']).toBe('no-cache');
  const html = response.body.toString();
  expect(html).toContain('提交作品');
  expect(html).toContain('vendor/react.production.min.js');
});

test('/scratch-gui without the slash redirects, keeping the query', async () => {
  const response = await raw('/scratch-gui?material=/materials/sc1-task-fish.sb3');
  expect(response.status).toBe(301);
  expect(response.headers.location).toBe('/scratch-gui/?material=/materials/sc1-task-fish.sb3');
});

test('the 18 MB editor bundle goes out gzip-compressed, and a repeat load is a 304', async () => {
  const response = await raw('/scratch-gui/scratch-gui.js', { 'accept-encoding': 'gzip' });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers.vary).toContain('accept-encoding');
  expect(response.body.length).toBeLessThan(8 * 1024 * 1024);
  const script = gunzipSync(response.body);
  expect(script.length).toBeGreaterThan(15 * 1024 * 1024);
  expect(script.subarray(0, 1000).toString()).toContain('e.GUI=');

  const etag = String(response.headers.etag);
  const again = await raw('/scratch-gui/scratch-gui.js', {
    'accept-encoding': 'gzip',
    'if-none-match': etag,
  });
  expect(again.status).toBe(304);
}, 60_000);

test('a client without compression gets the plain file', async () => {
  const response = await raw('/scratch-gui/vendor/react.production.min.js');
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body.toString()).toContain('16.14.0');
});

test('hashed files are cached for a year; the fetch worker is served at /chunks/', async () => {
  const storageChunks = path.dirname(require.resolve('scratch-storage/package.json'));
  const worker = readdirSync(path.join(storageChunks, 'dist/web/chunks')).find((name) =>
    name.endsWith('.js'),
  );
  const response = await raw(`/chunks/${worker}`, { 'accept-encoding': 'gzip' });
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('paths outside the editor files are 404, and unknown /api paths stay JSON 404s', async () => {
  for (const url of ['/scratch-gui/..%2Fpackage.json', '/scratch-gui/README.md', '/chunks/nope.js']) {
    expect((await raw(url)).status).toBe(404);
  }
  const api = await raw('/api/v3/student/nothingHere', { accept: 'text/html' });
  expect(api.status).toBe(404);
  expect(JSON.parse(api.body.toString())).toMatchObject({ code: 404, message: '接口不存在' });
});

test('every Scratch task of the seed content has its starter project at /materials/', async () => {
  const materials = [...new Set(questions.flatMap((q) => (q.material ? [q.material] : [])))];
  expect(materials.length).toBeGreaterThan(0);
  for (const name of materials) {
    const response = await raw(`/materials/${name}`);
    expect(response.status).toBe(200);
    expect(looksLikeSb3(response.body)).toBe(true);
    expect(response.body.equals(readFileSync(path.resolve(__dirname, '../../public/materials', name)))).toBe(
      true,
    );
  }
});

describe('our sprite, costume, backdrop and sound library', () => {
  interface LibraryAsset {
    name: string;
    tags: string[];
    assetId: string;
    md5ext: string;
  }
  interface Library {
    sprites: Array<{ name: string; tags: string[]; costumes: LibraryAsset[]; sounds: LibraryAsset[] }>;
    costumes: LibraryAsset[];
    backdrops: LibraryAsset[];
    sounds: LibraryAsset[];
  }

  let library: Library;
  beforeAll(async () => {
    const response = await raw('/scratch-gui/library/library.json', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    // The list changes with the library under the same name: it is checked on every load.
    expect(response.headers['cache-control']).toBe('no-cache');
    library = JSON.parse(gunzipSync(response.body).toString()) as Library;
  });

  test('it is big enough, named in Chinese, and filed under scratch-gui’s own categories', () => {
    expect(library.sprites.length).toBeGreaterThanOrEqual(40);
    expect(library.backdrops.length).toBeGreaterThanOrEqual(20);
    expect(library.sounds.length).toBeGreaterThanOrEqual(30);
    expect(library.costumes.length).toBeGreaterThanOrEqual(library.sprites.length);
    const categories = new Set([
      'animals',
      'people',
      'fantasy',
      'dance',
      'music',
      'sports',
      'food',
      'fashion',
      'letters',
      'outdoors',
      'indoors',
      'space',
      'underwater',
      'patterns',
      'effects',
      'loops',
      'notes',
      'percussion',
      'voice',
      'wacky',
      'things',
    ]);
    for (const item of [...library.sprites, ...library.backdrops, ...library.sounds]) {
      expect(item.name).toMatch(/[\u4e00-\u9fff]/);
      expect(item.tags.some((tag) => categories.has(tag))).toBe(true);
      expect(item.tags.some((tag) => /[\u4e00-\u9fff]/.test(tag))).toBe(true);
    }
  });

  test('every asset is served from here under its md5, with its type, cached for good', async () => {
    const assets = new Map<string, string>();
    for (const sprite of library.sprites)
      for (const a of [...sprite.costumes, ...sprite.sounds]) assets.set(a.md5ext, a.assetId);
    for (const a of [...library.costumes, ...library.backdrops, ...library.sounds])
      assets.set(a.md5ext, a.assetId);
    const types: Record<string, string> = { svg: 'image/svg+xml', wav: 'audio/wav' };
    for (const [md5ext, assetId] of assets) {
      const response = await raw(`/scratch-gui/library/${md5ext}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe(types[md5ext.split('.')[1] ?? '']);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(createHash('md5').update(response.body).digest('hex')).toBe(assetId);
      expect(md5ext.startsWith(assetId)).toBe(true);
    }
  }, 60_000);

  test('its licence is recorded beside it, and only the list and the assets are served', async () => {
    const licence = readFileSync(
      path.resolve(__dirname, '../../public/scratch-gui/library/LICENSE.md'),
      'utf8',
    );
    expect(licence).toContain('CC BY 4.0');
    for (const sprite of library.sprites) expect(licence).toContain(`| sprite | ${sprite.name} |`);
    for (const url of [
      '/scratch-gui/library/LICENSE.md',
      '/scratch-gui/library/..%2Fhost.js',
      '/scratch-gui/library/x.svg',
    ])
      expect((await raw(url)).status).toBe(404);
  });

  test('nothing the host serves points at Scratch’s servers, except the tile address host.js replaces', async () => {
    for (const url of ['/scratch-gui/', '/scratch-gui/host.css', '/scratch-gui/library/library.json']) {
      expect((await raw(url)).body.toString()).not.toMatch(/scratch\.mit\.edu|https?:\/\//);
    }
    const host = (await raw('/scratch-gui/host.js')).body.toString();
    expect(host.match(/https?:\/\/[^'"\s]*/g)).toEqual([
      'https://cdn.assets.scratch.mit.edu/internalapi/asset/',
    ]);
  });

  test('the editor may load a work from an object URL of this origin, and from nowhere else', async () => {
    const policy = String((await raw('/scratch-gui/')).headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' blob:;");
    expect(policy).toContain("img-src 'self' data: blob:;");
  });
});
