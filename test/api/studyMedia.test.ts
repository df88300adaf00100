/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlayUrls } from '../../core/studyTypes';
import { studyPaths } from '../../core/studyTypes';
import { LESSON_MEDIA_DIR, MEDIA_LINK_TTL_MS } from '../../server/services/lessonMedia';
import { apiGet } from '../helpers/apiClient';
import { rawRequest } from '../helpers/rawRequest';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { PUBLIC_DIR, SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

/**
 * A lesson's PDFs and videos are only for the classes that have the course: not under public/,
 * opened only by the link getPlayURL signs for a student who may see the lesson.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

let server: RunningServer;
let clock: number;
let demo: Caller;
let haoran: Caller;

beforeAll(async () => {
  clock = Date.now();
  server = await startServer({ rateLimit: false, now: () => clock, tokenTtlMs: 52 * WEEK_MS });
  [demo, haoran] = await Promise.all(['demo', 'haoran'].map((name) => signInAs(server, name)));
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  clock = Date.now();
});

/** demo's class's lesson 7 of Scratch启蒙 (open): its video and first PDF. */
async function lessonSevenMedia(): Promise<{ video: string; pdf: string }> {
  const rows = await server.app.db
    .selectFrom('course_materials')
    .innerJoin('course_details', 'course_details.id', 'course_materials.course_detail_id')
    .innerJoin('courses', 'courses.id', 'course_details.course_id')
    .select(['course_materials.material_type', 'course_materials.material_url'])
    .where('courses.seed_key', '=', 'scratch-start')
    .where('course_details.lesson_no', '=', 7)
    .orderBy('course_materials.sort_order')
    .execute();
  const urlOf = (type: number) => rows.find((row) => row.material_type === type)?.material_url ?? '';
  return { video: urlOf(2), pdf: urlOf(3) };
}

const bytesOf = (materialUrl: string) =>
  readFileSync(path.join(LESSON_MEDIA_DIR, materialUrl.replace(/^\/lesson-media\//, '')));

const playUrl = (materialUrl: string, token?: string) =>
  apiGet<PlayUrls>(server.baseUrl, studyPaths.playUrl(materialUrl), token ? { token } : {});

async function linkFor(materialUrl: string): Promise<string> {
  const response = await playUrl(materialUrl, demo.token);
  expect(response.status).toBe(200);
  return response.body.result[0] ?? '';
}

const fetchRaw = (url: string, headers: Record<string, string> = {}) =>
  rawRequest(server.baseUrl, url, headers);

const envelopeOf = (body: Buffer) => JSON.parse(body.toString()) as { errorCode: string; message: string };

describe('the files are not public', () => {
  test('the old public paths are gone; the bare media path and a guessed name get the same 403', async () => {
    const { video, pdf } = await lessonSevenMedia();
    const pdfName = path.basename(pdf);
    expect(pdf).toMatch(/^\/lesson-media\/scratch-start-07-handout\.[0-9a-f]{8}\.pdf$/);
    expect((await fetchRaw(`/content/study/${pdfName}`)).status).toBe(404);
    expect((await fetchRaw(`/content/lessons/${path.basename(video)}`)).status).toBe(404);

    const bare = await fetchRaw(pdf);
    const guessed = await fetchRaw('/lesson-media/scratch-start-09-handout.00000000.pdf');
    for (const refused of [bare, guessed]) {
      expect(refused.status).toBe(403);
      expect(envelopeOf(refused.body)).toEqual(envelopeOf(bare.body));
      expect(envelopeOf(refused.body).errorCode).toBe('FORBIDDEN');
    }
    // A clip that video news publishes stays public as its own copy.
    expect((await fetchRaw('/content/video-news/lesson-sc-broadcast.mp4')).status).toBe(200);
  });

  test('a visitor and a student of another class get no link', async () => {
    const { video, pdf } = await lessonSevenMedia();
    for (const url of [video, pdf]) {
      expect((await playUrl(url)).status).toBe(401);
      const refused = await playUrl(url, haoran.token);
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('NOT_FOUND');
    }
  });
});

describe('a student of the class plays them through a signed link', () => {
  test('a PDF by Range: 206 with the bytes asked for, its type, never compressed, cached privately', async () => {
    const { pdf } = await lessonSevenMedia();
    const link = await linkFor(pdf);
    expect(link).toMatch(
      /^\/lesson-media\/scratch-start-07-handout\.[0-9a-f]{8}\.pdf\?expires=\d+&sig=[\w-]+$/,
    );
    const bytes = bytesOf(pdf);

    const part = await fetchRaw(link, { range: 'bytes=100-1123', 'accept-encoding': BROWSER_ENCODINGS });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
    expect(part.headers['accept-ranges']).toBe('bytes');
    expect(part.headers['content-type']).toBe('application/pdf');
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['x-content-type-options']).toBe('nosniff');
    expect(part.headers['cache-control']).toBe(`private, max-age=${MEDIA_LINK_TTL_MS / 1000}`);
    expect(part.body.equals(bytes.subarray(100, 1124))).toBe(true);

    const whole = await fetchRaw(link, { 'accept-encoding': BROWSER_ENCODINGS });
    expect(whole.status).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body.equals(bytes)).toBe(true);

    // An hour on, a browser may keep the bytes only for the hour the link has left.
    clock += HOUR_MS;
    const later = await fetchRaw(link, { range: 'bytes=0-4' });
    expect(later.headers['cache-control']).toBe(`private, max-age=${HOUR_MS / 1000}`);
    expect(later.body.toString()).toBe('%PDF-');
  });

  test('a video seeks: an open range and the last bytes, 206 video/mp4; past the end 416', async () => {
    const { video } = await lessonSevenMedia();
    const link = await linkFor(video);
    const bytes = bytesOf(video);

    const middle = await fetchRaw(link, { range: `bytes=${bytes.length - 2000}-` });
    expect(middle.status).toBe(206);
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.headers['content-range']).toBe(
      `bytes ${bytes.length - 2000}-${bytes.length - 1}/${bytes.length}`,
    );
    expect(middle.body.equals(bytes.subarray(bytes.length - 2000))).toBe(true);

    const tail = await fetchRaw(link, { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(bytes.subarray(bytes.length - 500))).toBe(true);

    const beyond = await fetchRaw(link, { range: `bytes=${bytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(envelopeOf(beyond.body).errorCode).toBe('BAD_REQUEST');
  });

  test('an expired link is refused; a new one works again', async () => {
    const { video } = await lessonSevenMedia();
    const link = await linkFor(video);
    clock += MEDIA_LINK_TTL_MS + 1000;
    const expired = await fetchRaw(link, { range: 'bytes=0-99' });
    expect(expired.status).toBe(403);
    expect(envelopeOf(expired.body)).toMatchObject({
      errorCode: 'FORBIDDEN',
      message: '资料链接已失效，请重新打开这节课',
    });
    const fresh = await fetchRaw(await linkFor(video), { range: 'bytes=0-99' });
    expect(fresh.status).toBe(206);
  });

  test('a tampered link is refused: another signature, a later expiry, another file', async () => {
    const { video, pdf } = await lessonSevenMedia();
    const link = await linkFor(pdf);
    const [, expires = '', sig = ''] = /expires=(\d+)&sig=([\w-]+)$/.exec(link) ?? [];
    const flipped = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    const tampered = [
      `${pdf}?expires=${expires}&sig=${flipped}`,
      `${pdf}?expires=${Number(expires) + 1000}&sig=${sig}`,
      `${pdf}?expires=${Number(expires) + 30 * 24 * HOUR_MS}&sig=${sig}`,
      `${video}?expires=${expires}&sig=${sig}`,
      `${pdf}?expires=${expires}`,
      `${pdf}?expires=${expires}&sig=`,
    ];
    for (const url of tampered) {
      const refused = await fetchRaw(url, { range: 'bytes=0-99' });
      expect([url, refused.status]).toEqual([url, 403]);
      expect(envelopeOf(refused.body).errorCode).toBe('FORBIDDEN');
    }
  });

  test('pictures of a lesson stay public, like the home page’s lesson cards', async () => {
    const card = '/content/lessons/scratch-start-07.jpg';
    const response = await fetchRaw(card);
    expect(response.status).toBe(200);
    expect(response.body.equals(readFileSync(path.join(PUBLIC_DIR, card)))).toBe(true);
  });
});
