/** @jest-environment node */
import type { OpusDetail } from '../../core/galleryTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { buildGalleryWorld } from './support/gallery';
import type { GalleryWorld } from './support/gallery';
import type { TokenStudent } from './support/works';

/**
 * Views count when a work is run (first green flag / first Run, reported as a 'run' event), once
 * per student, work and Beijing day; page loads and the author's own runs count nothing.
 */

const API = '/api/v3/student';
const HOUR_MS = 60 * 60 * 1000;
// 10:00 in Beijing (02:00 UTC): the Beijing day ends at 16:00 UTC.
let now = Date.UTC(2026, 8, 10, 2, 0, 0);

let server: RunningServer;
let world: GalleryWorld;

beforeAll(async () => {
  server = await startServer({ now: () => now });
  world = await buildGalleryWorld(server.app.db, '浏览', now);
}, 60_000);
afterAll(() => server.close());

const run = (student: TokenStudent, opusId: number) =>
  apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
    token: student.token,
    body: { event: 'run', opusType: 1, opusId },
  });
const views = async (opusId: number) =>
  (
    (
      await apiGet<OpusDetail>(server.baseUrl, `${API}/getOpusDetails?id=${opusId}`, {
        token: world.author.token,
      })
    ).body.result as OpusDetail
  ).viewNumber;

test('opening a work’s page, however often, is not a view', async () => {
  for (let load = 0; load < 5; load += 1) {
    await apiGet(server.baseUrl, `${API}/getOpusDetails?id=${world.works.public}`, {
      token: world.classmate.token,
    });
    await apiGet(server.baseUrl, `${API}/getOpusDetails?id=${world.works.public}`);
  }
  expect(await views(world.works.public)).toBe(0);
});

test('runs count once per student per Beijing day, even when sent in parallel', async () => {
  const id = world.works.public;
  const responses = await Promise.all(Array.from({ length: 20 }, () => run(world.classmate, id)));
  expect(responses.every((response) => response.status === 200)).toBe(true);
  expect(await views(id)).toBe(1);

  await run(world.stranger, id);
  expect(await views(id)).toBe(2);

  // A millisecond before midnight in Beijing: still the same day, nothing more.
  now += 14 * HOUR_MS - 1;
  await run(world.classmate, id);
  expect(await views(id)).toBe(2);

  // Just past midnight in Beijing, a new day: the same student counts again.
  now += 2;
  await run(world.classmate, id);
  expect(await views(id)).toBe(3);
});

test('the author’s own runs are not views, and the editor events are still kept', async () => {
  const id = world.works.private;
  await run(world.author, id);
  await run(world.author, id);
  expect(await views(id)).toBe(0);
  const events = await server.app.db
    .selectFrom('editor_events')
    .select(['event', 'opus_id'])
    .where('student_id', '=', world.author.id)
    .where('opus_id', '=', id)
    .execute();
  expect(events).toHaveLength(2);
});

test('a run of a work the student may not see is 404 and counts nothing', async () => {
  const response = await run(world.stranger, world.works.school);
  expect(response.body).toMatchObject({ code: 404, message: '作品不存在' });
  expect(await views(world.works.school)).toBe(0);
});

test('other editor events still name only my own works', async () => {
  const response = await apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
    token: world.classmate.token,
    body: { event: 'save', opusType: 1, opusId: world.works.public },
  });
  expect(response.status).toBe(404);
});
