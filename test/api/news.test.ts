/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { Ad, ManualFile, NewsArticle, NewsArticleDetail, Paged, VideoNews } from '../../core/homeTypes';
import { apiGet } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { PUBLIC_DIR, servedFileExists, SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

let server: RunningServer;
let demo: Caller;
let trial: Caller;
let solo: Caller;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  [demo, trial, solo] = await Promise.all(['demo', 'trial', 'solo'].map((name) => signInAs(server, name)));
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const articles = (caller: Caller, query: string) =>
  caller.get<Paged<NewsArticle>>(`getNewsArticleList?${query}`);
const articleDetail = (id: number | string, token?: string) =>
  apiGet<NewsArticleDetail>(server.baseUrl, `/api/v3/student/getNewsArticleDetails/${id}`, { token });

describe('getAdListByType', () => {
  test('category 2 is the strip, category 4 the carousel, each in display order with a served banner', async () => {
    const strip = await solo.get<Ad[]>('getAdListByType?type=2');
    const carousel = await solo.get<Ad[]>('getAdListByType?type=4');
    expect(strip.status).toBe(200);
    expect(strip.body.result.map((ad) => ad.title)).toEqual(['等级考试题库上线', '试试 Python 创作']);
    expect(carousel.body.result).toHaveLength(3);
    expect(carousel.body.result[0]).toMatchObject({
      title: '图形化创作，想到就能做到',
      adLink: '/peixun/showScratch',
    });
    for (const ad of [...strip.body.result, ...carousel.body.result]) {
      expect(servedFileExists(ad.bannerCover)).toBe(true);
      expect(ad.adLink).toMatch(/^\//);
    }
    const stripIds = new Set(strip.body.result.map((ad) => ad.id));
    expect(carousel.body.result.some((ad) => stripIds.has(ad.id))).toBe(false);
  });

  test('the type is required and must be 2 or 4', async () => {
    const missing = await demo.get('getAdListByType');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('type 不能为空');
    const other = await demo.get('getAdListByType?type=3');
    expect(other.status).toBe(400);
    expect(other.body.message).toContain('type');
  });
});

describe('getNewsArticleList', () => {
  test('new-star articles, four to a page, newest first', async () => {
    const first = await articles(trial, 'pageNumber=1&pageSize=4&category=newStar');
    expect(first.status).toBe(200);
    const page = first.body.result;
    expect(page).toMatchObject({ total: 8, pageNumber: 1, pageSize: 4 });
    expect(page.list).toHaveLength(4);
    const times = page.list.map((article) => article.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const article of page.list) {
      expect(article.category).toBe('newStar');
      expect(article.title).toMatch(/^编程新星｜/);
      expect(article.programNewStarAbstract.length).toBeGreaterThan(10);
      expect(article.signature).not.toBe('');
      expect(servedFileExists(article.cover)).toBe(true);
      expect(servedFileExists(article.userAvatar)).toBe(true);
    }
    const second = (await articles(trial, 'pageNumber=2&pageSize=4&category=newStar')).body.result;
    expect(second.list).toHaveLength(4);
    expect(second.list[0]?.createTime).toBeLessThanOrEqual(page.list[3]?.createTime ?? 0);
  });

  test('without a category every article is listed; an unknown category is refused', async () => {
    const all = await articles(demo, 'pageNumber=1&pageSize=50');
    expect(all.body.result.total).toBe(11);
    expect(new Set(all.body.result.list.map((article) => article.category))).toEqual(
      new Set(['newStar', 'campus']),
    );
    const bad = await articles(demo, 'pageNumber=1&pageSize=4&category=gossip');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('category');
  });

  test('needs a token (the detail does not)', async () => {
    expect(
      (await apiGet(server.baseUrl, '/api/v3/student/getNewsArticleList?pageNumber=1&pageSize=4')).status,
    ).toBe(401);
  });
});

describe('getNewsArticleDetails', () => {
  test('public: a visitor without a token reads it, and each read counts one view', async () => {
    const [article] = (await articles(trial, 'pageNumber=1&pageSize=1&category=newStar')).body.result.list;
    if (!article) throw new Error('no article');
    const first = await articleDetail(article.id);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({
      id: article.id,
      title: article.title,
      viewNumber: article.viewNumber + 1,
    });
    expect(first.body.result.content).toMatch(/^<p>/);
    expect(first.body.result.content).not.toMatch(/<script|\son\w+=|javascript:/i);

    const second = await articleDetail(article.id, trial.token);
    expect(second.body.result.viewNumber).toBe(article.viewNumber + 2);
    const listed = (await articles(trial, 'pageNumber=1&pageSize=1&category=newStar')).body.result.list[0];
    expect(listed?.viewNumber).toBe(article.viewNumber + 2);
  });

  test('simultaneous readers are all counted', async () => {
    const [, article] = (await articles(demo, 'pageNumber=1&pageSize=2&category=newStar')).body.result.list;
    if (!article) throw new Error('no article');
    const reads = await Promise.all(Array.from({ length: 20 }, () => articleDetail(article.id)));
    expect(reads.every((read) => read.status === 200)).toBe(true);
    const counts = reads.map((read) => read.body.result.viewNumber).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => article.viewNumber + 1 + i));
  });

  test('unknown 404; a bad id is 400 naming it', async () => {
    const unknown = await articleDetail(999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('文章不存在');
    const bad = await articleDetail('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
  });
});

test('getVideoNewsList: four videos with posters, all served', async () => {
  const response = await trial.get<VideoNews[]>('getVideoNewsList');
  expect(response.status).toBe(200);
  expect(response.body.result).toHaveLength(4);
  for (const video of response.body.result) {
    expect(video.videoUrl).toMatch(/\.mp4$/);
    expect(servedFileExists(video.videoUrl)).toBe(true);
    expect(servedFileExists(video.cover)).toBe(true);
  }
  const clip = await fetch(`${server.baseUrl}${response.body.result[0]?.videoUrl}`, {
    headers: { range: 'bytes=0-99' },
  });
  expect(clip.status).toBe(206);
  expect(clip.headers.get('content-type')).toMatch(/^video\/mp4/);
  await clip.arrayBuffer();
});

test('getManual: the PDF on disk, its name and size, downloadable', async () => {
  const response = await demo.get<ManualFile>('getManual');
  expect(response.status).toBe(200);
  const manual = response.body.result;
  expect(manual.fileName).toBe('码芽学生使用手册.pdf');
  const onDisk = fs.statSync(path.join(PUBLIC_DIR, manual.url));
  expect(manual.size).toBe(onDisk.size);
  const file = await fetch(`${server.baseUrl}${manual.url}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await file.arrayBuffer());
  expect(bytes.length).toBe(manual.size);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('every picture, card and clip the seeded content links to is served', async () => {
  const db = server.app.db;
  const urls = [
    ...(await db.selectFrom('courses').select('picture as url').execute()),
    ...(await db.selectFrom('course_materials').select('material_url as url').execute()),
    ...(await db.selectFrom('activities').select('cover as url').execute()),
    ...(await db.selectFrom('news_articles').select('cover as url').execute()),
    ...(await db.selectFrom('news_articles').select('user_avatar as url').execute()),
    ...(await db.selectFrom('video_news').select('cover as url').execute()),
    ...(await db.selectFrom('video_news').select('video_url as url').execute()),
    ...(await db.selectFrom('ads').select('banner_cover as url').execute()),
  ].map((row) => row.url);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls.filter((url) => !servedFileExists(url))).toEqual([]);
});
