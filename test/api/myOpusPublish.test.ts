/** @jest-environment node */
import type { DeletedOpus, GalleryPage, MyOpusStanding, OpusDetail } from '../../core/galleryTypes';
import type { Paged } from '../../core/homeTypes';
import type { SavedOpus } from '../../core/workTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { saveOpus, SB3 } from './support/myOpus';
import { buildGalleryWorld } from './support/gallery';
import type { GalleryWorld } from './support/gallery';
import { createStudents } from './support/works';
import type { TokenStudent } from './support/works';

/**
 * My works' standing and publishing: private → school → everyone → private again, who may publish
 * what, the bin (soft delete, restore within 30 days by the server's clock) and remixes with credit.
 */

const API = '/api/v3/student';
const DAY_MS = 24 * 60 * 60 * 1000;
let now = Date.UTC(2026, 8, 10, 4, 0, 0);

let server: RunningServer;
let world: GalleryWorld;
let trial: TokenStudent;
let member: TokenStudent;

beforeAll(async () => {
  server = await startServer({ now: () => now });
  world = await buildGalleryWorld(server.app.db, '发布', now);
  [trial, member] = await createStudents(server.app.db, '发布无校', 2, null);
  await server.app.db.updateTable('students').set({ student_status: 1 }).where('id', '=', trial.id).execute();
}, 60_000);
afterAll(() => server.close());

const post = <T>(student: TokenStudent, path: string, body?: Record<string, unknown>) =>
  apiPost<T>(server.baseUrl, `${API}/${path}`, { token: student.token, body });
const get = <T>(student: TokenStudent, path: string) =>
  apiGet<T>(server.baseUrl, `${API}/${path}`, { token: student.token });
const newWork = async (student: TokenStudent, name: string): Promise<number> => {
  const saved = await saveOpus(server.baseUrl, student.token, { name, opusType: 1, file: SB3 });
  return (saved.body.result as SavedOpus).id;
};
const mine = async (student: TokenStudent) =>
  (
    (await get<Paged<MyOpusStanding>>(student, 'getMyOpusList?pageSize=50')).body
      .result as Paged<MyOpusStanding>
  ).list;
const schoolGalleryIds = async (student: TokenStudent) =>
  (
    (await get<GalleryPage>(student, 'getSchoolLatestOpusList?pageSize=50')).body.result as GalleryPage
  ).list.map((work) => work.id);
const publicGalleryIds = async (student: TokenStudent) =>
  ((await get<GalleryPage>(student, 'getLatestOpusList?pageSize=50')).body.result as GalleryPage).list.map(
    (work) => work.id,
  );

describe('publishing', () => {
  test('a new work is private; opened to the school a classmate finds it, opened to everyone a stranger does; closed, nobody', async () => {
    const id = await newWork(world.author, '发布小猫');
    expect((await mine(world.author)).find((work) => work.id === id)).toMatchObject({
      visibility: 0,
      held: false,
      viewNumber: 0,
      praiseNumber: 0,
      collectionNumber: 0,
      commentNumber: 0,
    });
    expect(await schoolGalleryIds(world.classmate)).not.toContain(id);

    now += 1000;
    const school = await post<MyOpusStanding>(world.author, `operationSchoolOpusOpen/${id}`);
    expect(school.body).toMatchObject({ code: 200, message: '已在校内公开' });
    expect(school.body.result).toMatchObject({ id, visibility: 1, schoolPublished: true, published: false });
    expect(await schoolGalleryIds(world.classmate)).toContain(id);
    expect(await publicGalleryIds(world.stranger)).not.toContain(id);
    expect((await get(world.stranger, `getOpusDetails?id=${id}`)).status).toBe(404);

    now += 1000;
    const open = await post<MyOpusStanding>(world.author, `operationOpusOpen/${id}`);
    expect(open.body.result).toMatchObject({ visibility: 2, published: true });
    expect(await publicGalleryIds(world.stranger)).toContain(id);
    const detail = (await get<OpusDetail>(world.stranger, `getOpusDetails?id=${id}`)).body
      .result as OpusDetail;
    // Opening stamps the time the latest lists sort by.
    expect(detail).toMatchObject({ visibility: 2, publishTime: now, mine: false });

    now += 1000;
    const close = await post<MyOpusStanding>(world.author, `operationOpusClose/${id}`);
    expect(close.body.result).toMatchObject({ visibility: 0, published: false, schoolPublished: false });
    expect(await schoolGalleryIds(world.classmate)).not.toContain(id);
    expect(await publicGalleryIds(world.stranger)).not.toContain(id);
    expect((await get(world.classmate, `getOpusDetails?id=${id}`)).status).toBe(404);
  });

  test('a trial account may not publish to everyone; without a school there is no school to open to', async () => {
    const trialWork = await newWork(trial, '试用作品');
    const refused = await post(trial, `operationOpusOpen/${trialWork}`);
    expect(refused.body).toMatchObject({
      code: 403,
      message: '试用账号暂不能公开作品',
      errorCode: 'FORBIDDEN',
    });
    const noSchool = await post(trial, `operationSchoolOpusOpen/${trialWork}`);
    expect(noSchool.status).toBe(403);
    expect((await mine(trial)).find((work) => work.id === trialWork)).toMatchObject({ visibility: 0 });

    // A member without a school may still publish to everyone.
    const memberWork = await newWork(member, '会员作品');
    expect((await post<MyOpusStanding>(member, `operationOpusOpen/${memberWork}`)).body.result).toMatchObject(
      {
        visibility: 2,
      },
    );
    expect(await publicGalleryIds(world.stranger)).toContain(memberWork);
  });

  test('another student’s work cannot be published or closed by me', async () => {
    for (const path of ['operationSchoolOpusOpen', 'operationOpusOpen', 'operationOpusClose']) {
      const response = await post(world.classmate, `${path}/${world.works.school}`);
      expect(response.body).toMatchObject({ code: 404, message: '作品不存在' });
    }
    expect(
      await server.app.db
        .selectFrom('opus')
        .select('school_published')
        .where('id', '=', world.works.school)
        .executeTakeFirstOrThrow(),
    ).toEqual({ school_published: 1 });
  });

  test('a held work shows 审核中 to its author only', async () => {
    const held = (await mine(world.author)).find((work) => work.id === world.works.held);
    expect(held).toMatchObject({ held: true, visibility: 2 });
  });
});

describe('the bin', () => {
  test('a deleted work leaves every list, sits in the bin, and comes back as it was', async () => {
    const id = await newWork(world.author, '发布删除');
    await post(world.author, `operationSchoolOpusOpen/${id}`);
    now += 1000;
    const deletedAt = now;
    expect((await post(world.author, `deleteOpus/${id}`)).status).toBe(200);
    expect((await mine(world.author)).map((work) => work.id)).not.toContain(id);
    expect(await schoolGalleryIds(world.classmate)).not.toContain(id);
    expect((await get(world.author, `getOpusDetails?id=${id}`)).status).toBe(404);

    const bin = (await get<Paged<DeletedOpus>>(world.author, 'getMyDeletedOpusList')).body
      .result as Paged<DeletedOpus>;
    expect(bin.list.find((work) => work.id === id)).toMatchObject({
      name: '发布删除',
      deleteTime: deletedAt,
      purgeTime: deletedAt + 30 * DAY_MS,
    });
    // Nobody else's bin shows it, and nobody else can restore it.
    const theirs = (await get<Paged<DeletedOpus>>(world.classmate, 'getMyDeletedOpusList')).body
      .result as Paged<DeletedOpus>;
    expect(theirs.list.map((work) => work.id)).not.toContain(id);
    expect((await post(world.classmate, `restoreOpus/${id}`)).status).toBe(404);

    now += 29 * DAY_MS;
    const restored = await post<MyOpusStanding>(world.author, `restoreOpus/${id}`);
    expect(restored.body).toMatchObject({ code: 200, message: '作品已恢复' });
    expect(restored.body.result).toMatchObject({ id, visibility: 1 });
    expect(await schoolGalleryIds(world.classmate)).toContain(id);
    // Restoring what is not in the bin is 404.
    expect((await post(world.author, `restoreOpus/${id}`)).status).toBe(404);
  });

  test('after 30 days it cannot be restored (409 RESTORE_EXPIRED) and leaves the bin', async () => {
    const id = await newWork(world.author, '发布过期');
    await post(world.author, `deleteOpus/${id}`);
    now += 30 * DAY_MS + 1;
    const late = await post(world.author, `restoreOpus/${id}`);
    expect(late.body).toMatchObject({ code: 409, errorCode: 'RESTORE_EXPIRED' });
    expect(late.body.message).toContain('30');
    const bin = (await get<Paged<DeletedOpus>>(world.author, 'getMyDeletedOpusList')).body
      .result as Paged<DeletedOpus>;
    expect(bin.list.map((work) => work.id)).not.toContain(id);
    expect((await mine(world.author)).map((work) => work.id)).not.toContain(id);
  });
});

describe('remixes', () => {
  test('remixing a classmate’s work makes a private copy in my works, crediting the original', async () => {
    const original = await newWork(world.author, '发布原作');
    await post(world.author, `operationSchoolOpusOpen/${original}`);
    const remix = await post<SavedOpus>(world.classmate, `copyOpus/${original}`, {});
    expect(remix.status).toBe(200);
    const saved = remix.body.result as SavedOpus;
    expect(saved).toMatchObject({ name: '发布原作', version: 1 });

    const standing = (await mine(world.classmate)).find((work) => work.id === saved.id);
    expect(standing).toMatchObject({ originalId: original, visibility: 0 });

    const page = (await get<OpusDetail>(world.classmate, `getOpusDetails?id=${saved.id}`)).body
      .result as OpusDetail;
    expect(page.original).toMatchObject({ id: original, name: '发布原作', studentId: world.author.id });
    // The original lists the remix only once others may see it.
    const before = (await get<OpusDetail>(world.author, `getOpusDetails?id=${original}`)).body
      .result as OpusDetail;
    expect(before.remixCount).toBe(0);
    await post(world.classmate, `operationSchoolOpusOpen/${saved.id}`);
    const after = (await get<OpusDetail>(world.author, `getOpusDetails?id=${original}`)).body
      .result as OpusDetail;
    expect(after.remixCount).toBe(1);
    expect(after.remixes.map((work) => work.id)).toEqual([saved.id]);

    // A copy of my own work is still "… 副本".
    const own = await post<SavedOpus>(world.author, `copyOpus/${original}`, {});
    expect((own.body.result as SavedOpus).name).toBe('发布原作 副本');
  });

  test('a work I may not see cannot be remixed', async () => {
    const response = await post(world.stranger, `copyOpus/${world.works.school}`, {});
    expect(response.body).toMatchObject({ code: 404, message: '作品不存在' });
  });
});
