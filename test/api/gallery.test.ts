/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type {
  Classmate,
  ClassmateCard,
  CollectionPage,
  GalleryOpus,
  GalleryPage,
  OpusDetail,
  OpusTag,
  StudentTimeline,
} from '../../core/galleryTypes';
import type { Paged } from '../../core/homeTypes';
import type { SavedOpus } from '../../core/workTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { PNG, saveOpus, SB3 } from './support/myOpus';
import { createSchool, createStudents, createWork } from './support/works';
import type { TokenStudent } from './support/works';

/** The gallery's lists, filters and paging, a work's page, favourites and classmates. */

const API = '/api/v3/student';
const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 8, 10, 4, 0, 0);
const P = '画廊';

let server: RunningServer;
let ana: TokenStudent;
let ben: TokenStudent;
let cat: TokenStudent;
let loner: TokenStudent;
let classIds: Record<string, number>;
let tags: OpusTag[];
/** Works by name. */
const works: Record<string, number> = {};

const db = () => server.app.db;

async function work(
  author: TokenStudent,
  name: string,
  options: {
    daysAgo: number;
    opusType?: 1 | 2;
    praises?: number;
    views?: number;
    featuredDaysAgo?: number;
    tag?: string;
  },
): Promise<void> {
  const at = now - options.daysAgo * DAY_MS;
  const id = await createWork(db(), author.id, { name, createdAt: at, visibility: 'public' });
  await db()
    .updateTable('opus')
    .set({
      opus_type: options.opusType ?? 1,
      praise_number: options.praises ?? 0,
      view_number: options.views ?? 0,
      published_at: at,
      featured_at: options.featuredDaysAgo === undefined ? null : now - options.featuredDaysAgo * DAY_MS,
    })
    .where('id', '=', id)
    .execute();
  const tag = tags.find((each) => each.name === options.tag);
  if (tag) await db().insertInto('opus_tag_links').values({ opus_id: id, tag_id: tag.id }).execute();
  works[name] = id;
}

beforeAll(async () => {
  server = await startServer({ now: () => now });
  const school = await createSchool(db(), `${P}小学`, [`${P}一班`, `${P}二班`]);
  classIds = school.classIds;
  [ana, ben] = await createStudents(db(), `${P}甲`, 2, {
    ...school,
    classId: classIds[`${P}一班`] as number,
  });
  [cat] = await createStudents(db(), `${P}乙`, 1, { ...school, classId: classIds[`${P}二班`] as number });
  [loner] = await createStudents(db(), `${P}无校`, 1, null);
  await db().updateTable('students').set({ real_name: '安安' }).where('id', '=', ana.id).execute();
  // A registered account has no real name: it goes by its nickname.
  await db()
    .updateTable('students')
    .set({ real_name: '', nick_name: '小本' })
    .where('id', '=', ben.id)
    .execute();
  tags = (await apiGet<OpusTag[]>(server.baseUrl, `${API}/getOpusTagList`, { token: ana.token })).body
    .result as OpusTag[];

  await work(ana, `${P}赛车 100%`, { daysAgo: 1, praises: 9, views: 40, tag: '游戏' });
  await work(ana, `${P}海底`, { daysAgo: 2, praises: 3, views: 10, featuredDaysAgo: 1, tag: '动画' });
  await work(ben, `${P}画螺旋_1`, {
    daysAgo: 3,
    opusType: 2,
    praises: 12,
    views: 5,
    featuredDaysAgo: 0,
    tag: '艺术',
  });
  await work(ben, `${P}老故事`, { daysAgo: 200, praises: 10, views: 100, tag: '故事' });
  await work(cat, `${P}计算器`, { daysAgo: 4, opusType: 2, praises: 0, views: 0, tag: '数学' });
}, 60_000);
afterAll(() => server.close());

const get = <T>(student: TokenStudent, path: string) =>
  apiGet<T>(server.baseUrl, `${API}/${path}`, { token: student.token });
const names = (list: GalleryOpus[]) => list.map((item) => item.name).filter((name) => name.startsWith(P));
const page = async (student: TokenStudent, path: string) =>
  (await get<GalleryPage>(student, path)).body.result as GalleryPage;
const kw = (text: string) => `keyword=${encodeURIComponent(text)}`;

describe('tags', () => {
  test('the tag list comes in display order', () => {
    expect(tags.map((tag) => tag.name)).toEqual([
      '游戏',
      '动画',
      '故事',
      '音乐',
      '艺术',
      '科学',
      '数学',
      '节日',
    ]);
  });
});

describe('the public gallery', () => {
  test('latest: the latest opened first, paged, with a total', async () => {
    const first = await page(ana, `getLatestOpusList?${kw(P)}&pageNumber=1&pageSize=2`);
    expect(names(first.list)).toEqual([`${P}赛车 100%`, `${P}海底`]);
    expect(first).toMatchObject({ total: 5, pageNumber: 1, pageSize: 2 });
    const third = await page(ana, `getLatestOpusList?${kw(P)}&pageNumber=3&pageSize=2`);
    expect(names(third.list)).toEqual([`${P}老故事`]);
  });

  test('featured: teachers’ picks only, the latest pick first', async () => {
    const featured = await page(ana, `getFeaturedOpusList?${kw(P)}`);
    expect(names(featured.list)).toEqual([`${P}画螺旋_1`, `${P}海底`]);
    expect(featured.list.every((item) => item.featured)).toBe(true);
  });

  test('most popular: most liked, limitCount of them', async () => {
    const popular = (await get<GalleryOpus[]>(ana, `getTheMostPopularOpusList?${kw(P)}&limitCount=3`)).body
      .result as GalleryOpus[];
    expect(names(popular)).toEqual([`${P}画螺旋_1`, `${P}老故事`, `${P}赛车 100%`]);
  });

  test('recommended: likes and views weigh, age takes off; the total is capped at limitCount', async () => {
    const recommended = await page(ana, `getRecommendOpusList?${kw(P)}&pageSize=10`);
    // The 200-day-old story has many likes and views, but its age takes it below a new work with none.
    expect(names(recommended.list)).toEqual([
      `${P}赛车 100%`,
      `${P}画螺旋_1`,
      `${P}海底`,
      `${P}计算器`,
      `${P}老故事`,
    ]);
    const capped = await page(ana, `getRecommendOpusList?${kw(P)}&limitCount=3&pageSize=2&pageNumber=2`);
    expect(capped.total).toBe(3);
    expect(capped.list).toHaveLength(1);
  });

  test('filters: kind, tag, and a keyword in the title or the author’s name', async () => {
    expect(names((await page(ana, `getLatestOpusList?${kw(P)}&opusType=2`)).list)).toEqual([
      `${P}画螺旋_1`,
      `${P}计算器`,
    ]);
    const art = tags.find((tag) => tag.name === '艺术') as OpusTag;
    const tagged = await page(ana, `getLatestOpusList?${kw(P)}&tagId=${art.id}`);
    expect(names(tagged.list)).toEqual([`${P}画螺旋_1`]);
    expect(tagged.list[0]?.tags).toEqual([art]);
    // By author: the real name, or the nickname of an account without one.
    expect(names((await page(ana, `getLatestOpusList?${kw('安安')}`)).list)).toEqual([
      `${P}赛车 100%`,
      `${P}海底`,
    ]);
    expect(names((await page(ana, `getLatestOpusList?${kw('小本')}`)).list)).toEqual([
      `${P}画螺旋_1`,
      `${P}老故事`,
    ]);
  });

  test('% and _ in a keyword are plain characters', async () => {
    expect(names((await page(ana, `getLatestOpusList?${kw('100%')}`)).list)).toEqual([`${P}赛车 100%`]);
    expect((await page(ana, `getLatestOpusList?${kw('%')}`)).list.map((item) => item.name)).toEqual([
      `${P}赛车 100%`,
    ]);
    expect(names((await page(ana, `getLatestOpusList?${kw('旋_1')}`)).list)).toEqual([`${P}画螺旋_1`]);
    expect((await page(ana, `getLatestOpusList?${kw('旋_')}`)).total).toBe(1);
    expect((await page(ana, `getLatestOpusList?${kw('旋%1')}`)).total).toBe(0);
  });

  test('cards carry the author, class, counts and a cover that is never empty', async () => {
    const latest = await page(ana, `getLatestOpusList?${kw(P)}`);
    const spiral = latest.list.find((item) => item.name === `${P}画螺旋_1`);
    expect(spiral).toMatchObject({
      studentId: ben.id,
      studentName: '小本',
      className: `${P}一班`,
      praiseNumber: 12,
      viewNumber: 5,
      opusType: 2,
      isPraised: false,
      featured: true,
    });
    expect(latest.list.every((item) => item.cover !== '')).toBe(true);
    expect(spiral?.cover).toMatch(/^\/works\/covers\/[a-z]+-\d\.svg$/);
    const picture = await fetch(`${server.baseUrl}${spiral?.cover ?? ''}`);
    expect(picture.status).toBe(200);
  });

  test('bad input is 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=51', 'pageSize'],
      ['opusType=3', 'opusType'],
      [`keyword=${'长'.repeat(31)}`, 'keyword'],
      ['tagId=abc', 'tagId'],
      ['limitCount=1001', 'limitCount'],
      ['colour=red', 'colour'],
    ]) {
      const response = await get(ana, `getRecommendOpusList?${encodeURI(query as string)}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field);
    }
  });
});

describe('the school gallery', () => {
  test('lists my school’s works; a student without a school gets empty lists', async () => {
    expect(names((await page(cat, `getSchoolLatestOpusList?${kw(P)}`)).list)).toHaveLength(5);
    expect(await page(loner, 'getSchoolLatestOpusList')).toMatchObject({ list: [], total: 0 });
    expect((await get(loner, 'getSchoolTheMostPopularOpusList')).body.result).toEqual([]);
    // The public gallery is everyone's.
    expect(names((await page(loner, `getLatestOpusList?${kw(P)}`)).list)).toHaveLength(5);
  });
});

describe('a work’s page', () => {
  test('plays from a signed link, names its activity, and says what the viewer may do', async () => {
    const saved = await saveOpus(server.baseUrl, ana.token, {
      name: `${P}能玩`,
      opusType: 1,
      file: SB3,
      cover: PNG,
    });
    const id = (saved.body.result as SavedOpus).id;
    await apiPost(server.baseUrl, `${API}/operationOpusOpen/${id}`, { token: ana.token });
    const activity = await db().selectFrom('activities').select(['id', 'name']).executeTakeFirstOrThrow();
    await db()
      .updateTable('opus')
      .set({ activity_id: activity.id, description: '按绿旗开始' })
      .where('id', '=', id)
      .execute();

    const visitor = (await apiGet<OpusDetail>(server.baseUrl, `${API}/getOpusDetails?id=${id}`)).body
      .result as OpusDetail;
    expect(visitor).toMatchObject({
      id,
      name: `${P}能玩`,
      description: '按绿旗开始',
      visibility: 2,
      mine: false,
      signedIn: false,
      version: 1,
      activityId: activity.id,
      activityName: activity.name,
      original: null,
      remixes: [],
      remixCount: 0,
    });
    expect(visitor.projectUrl).toMatch(/\?expires=\d+&sig=/);
    const download = await fetch(`${server.baseUrl}${visitor.projectUrl}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(SB3)).toBe(true);

    const own = (await get<OpusDetail>(ana, `getOpusDetails?id=${id}`)).body.result as OpusDetail;
    expect(own).toMatchObject({ mine: true, signedIn: true });
  });

  test('an unknown id is 404; a bad id is 400', async () => {
    expect((await get(ana, 'getOpusDetails?id=99999999')).body).toMatchObject({
      code: 404,
      message: '作品不存在',
    });
    expect((await get(ana, 'getOpusDetails?id=x')).status).toBe(400);
    expect((await get(ana, 'getOpusDetails')).status).toBe(400);
  });

  test('the page shows my own like and favourite', async () => {
    const id = works[`${P}海底`] as number;
    await apiPost(server.baseUrl, `${API}/common/operationOpusPraise/${id}`, { token: cat.token });
    const detail = (await get<OpusDetail>(cat, `getOpusDetails?id=${id}`)).body.result as OpusDetail;
    // The counter is recounted from the like rows: this one is the only row.
    expect(detail).toMatchObject({ isPraised: true, isCollectioned: false, praiseNumber: 1 });
  });
});

describe('favourites', () => {
  test('my favourites, the latest collected first, by kind; uncollected ones leave', async () => {
    const race = works[`${P}赛车 100%`] as number;
    const sum = works[`${P}计算器`] as number;
    await apiPost(server.baseUrl, `${API}/common/operationOpusCollection/${race}`, { token: loner.token });
    await apiPost(server.baseUrl, `${API}/common/operationOpusCollection/${sum}`, { token: loner.token });
    const all = (await get<CollectionPage>(loner, 'getMyCollectionList/0')).body.result as CollectionPage;
    expect(all.list.map((item) => item.id)).toEqual([sum, race]);
    expect(all.list.every((item) => item.isCollectioned && item.collectTime === now)).toBe(true);
    const python = (await get<CollectionPage>(loner, 'getMyCollectionList/2')).body.result as CollectionPage;
    expect(python.list.map((item) => item.id)).toEqual([sum]);

    await apiPost(server.baseUrl, `${API}/common/operationOpusCollection/${sum}?cancel=1`, {
      token: loner.token,
    });
    const after = (await get<CollectionPage>(loner, 'getMyCollectionList/0')).body.result as CollectionPage;
    expect(after).toMatchObject({ total: 1 });
    expect((await get(loner, 'getMyCollectionList/3')).status).toBe(400);
  });
});

describe('classmates', () => {
  test('one card per class I am in, with classmates and the works I may see', async () => {
    const cards = (await get<ClassmateCard[]>(ana, 'getMyClassmateCard')).body.result as ClassmateCard[];
    expect(cards).toEqual([
      { classId: classIds[`${P}一班`], className: `${P}一班`, classmateCount: 1, opusCount: 2 },
    ]);
    expect((await get(loner, 'getMyClassmateCard')).body.result).toEqual([]);
  });

  test('classmates with their names, works and medals; a keyword narrows by name', async () => {
    const medal = await db().selectFrom('medals').select(['id', 'name', 'icon']).executeTakeFirstOrThrow();
    await db()
      .insertInto('student_medals')
      .values({ student_id: ben.id, medal_id: medal.id, obtained_at: now })
      .execute();
    const list = (await get<Paged<Classmate>>(ana, 'getMyClassmateList')).body.result as Paged<Classmate>;
    expect(list.list).toEqual([
      {
        studentId: ben.id,
        name: '小本',
        avatar: '',
        className: `${P}一班`,
        opusCount: 2,
        medals: [{ medalIcon: medal.icon, medalName: medal.name }],
      },
    ]);
    expect(
      (await get<Paged<Classmate>>(ana, `getMyClassmateList?${kw('没有这个人')}`)).body.result,
    ).toMatchObject({
      total: 0,
    });
    // A class of my school that is not mine lists nobody.
    expect(
      (await get<Paged<Classmate>>(ana, `getMyClassmateList?classId=${classIds[`${P}二班`]}`)).body.result,
    ).toMatchObject({ total: 0 });
  });

  test('a schoolmate’s timeline, newest first; my own id shows mine', async () => {
    const timeline = (await get<StudentTimeline>(cat, `getStudentOpusTimeline?studentId=${ben.id}`)).body
      .result as StudentTimeline;
    expect(timeline.student).toEqual({ studentId: ben.id, name: '小本', avatar: '', className: `${P}一班` });
    expect(names(timeline.list)).toEqual([`${P}画螺旋_1`, `${P}老故事`]);
    expect((await get<StudentTimeline>(loner, `getStudentOpusTimeline?studentId=${loner.id}`)).status).toBe(
      200,
    );
    expect((await get(loner, `getStudentOpusTimeline?studentId=${ben.id}`)).body).toMatchObject({
      code: 404,
      message: '同学不存在',
    });
  });
});

describe('activities', () => {
  test('an activity’s entry count is counted from the works entered in it', async () => {
    const activity = await db()
      .selectFrom('activities')
      .select(['id', 'organization_id'])
      .where('organization_id', 'is', null)
      .executeTakeFirst();
    if (!activity) return;
    const before = await get<{ opusCount: number }>(ana, `activities/getActivityDetails/${activity.id}`);
    const entered = before.body.result?.opusCount ?? 0;
    await db()
      .updateTable('opus')
      .set({ activity_id: activity.id })
      .where('id', 'in', [works[`${P}计算器`] as number, works[`${P}老故事`] as number])
      .execute();
    const after = await get<{ opusCount: number }>(ana, `activities/getActivityDetails/${activity.id}`);
    expect(after.body.result?.opusCount).toBe(entered + 2);
  });
});

describe('a teacher’s pick from the command line', () => {
  /** `npm run feature -- …` against the server's own database. */
  function runFeature(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.app.config.dataDir, LOG: '0' };
    if (server.app.config.databaseUrl) env.DATABASE_URL = server.app.config.databaseUrl;
    else delete env.DATABASE_URL;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/feature.ts', ...args],
        { cwd: path.resolve(__dirname, '../..'), env },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }
  const featuredNames = async () => names((await page(ana, `getFeaturedOpusList?${kw(P)}`)).list);

  test('features a work (the latest pick first) and takes it back', async () => {
    const id = works[`${P}计算器`] as number;
    const on = await runFeature(['--id', String(id)]);
    expect(on.code).toBe(0);
    expect(on.stdout).toContain(`${P}计算器`);
    expect((await featuredNames())[0]).toBe(`${P}计算器`);

    const off = await runFeature(['--id', String(id), '--off']);
    expect(off.code).toBe(0);
    expect(await featuredNames()).not.toContain(`${P}计算器`);
  }, 120_000);

  test('a bad or unknown id is refused with exit code 2', async () => {
    expect((await runFeature(['--id', 'abc'])).code).toBe(2);
    const unknown = await runFeature(['--id', '99999999']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('99999999');
  }, 120_000);
});
