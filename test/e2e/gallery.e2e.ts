import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const API = '/api/v3/student';
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

interface WorkRow {
  id: number;
  name: string;
  visibility?: number;
  isCollectioned?: boolean;
  studentName?: string;
}

/** Opens a screen the way a student does: from the side menu. */
async function openFromMenu(page: Page, entry: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: entry }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A call as the signed-in student of this page, with the token the browser keeps. */
async function callAs<T>(page: Page, method: 'GET' | 'POST', path: string): Promise<T> {
  return page.evaluate(
    async ({ method, url }) => {
      const stored = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
        string,
        string
      >;
      const token = JSON.parse(stored.accessToken ?? 'null') as string;
      const response = await fetch(url, { method, headers: { accessToken: token, from: 'pc' } });
      const body = (await response.json()) as { success: boolean; message: string; result: unknown };
      if (!body.success) throw new Error(`${url}: ${body.message}`);
      return body.result;
    },
    { method, url: `${API}${path}` },
  ) as Promise<T>;
}

function mainList(page: Page): Locator {
  return page.getByRole('list', { name: '全部作品' });
}

/** Waits until every card of a list shows the answer to the last change (no dimmed old page). */
async function settled(list: Locator): Promise<void> {
  await list.and(list.page().locator('[aria-busy="false"]')).waitFor();
}

/** Every cover on the page loaded, or was swapped for a drawn one: never a broken image. */
async function coversShown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.works-page img')).every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

function card(list: Locator, id: number): Locator {
  return list.getByRole('article').filter({ has: list.page().locator(`a[href="/opusDetail?id=${id}"]`) });
}

describe('works: the gallery, my works, favourites and classmates', () => {
  let app: RunningApp;
  let browser: Browser;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test(
    'demo browses 校内作品: picks, the most liked, filters by kind and tag, and searches',
    { timeout: 180_000 },
    async () => {
      const context = await openContext(browser, app.baseUrl);
      const page = await context.newPage();
      await signIn(page, 'demo', { closeNotices: true });
      await openFromMenu(page, '校内作品', '校内作品');
      await page.waitForURL('**/student/opusSquare');

      await page.getByRole('list', { name: '精选作品' }).getByRole('article').first().waitFor();
      await page.getByRole('list', { name: '最受欢迎' }).getByRole('article').first().waitFor();
      const main = mainList(page);
      await main.getByRole('article').first().waitFor();
      await coversShown(page);
      await screenshot(page, 'gallery-01-demo-school');

      // Python only: every card says so.
      await page.getByLabel('作品类型').getByText('Python', { exact: true }).click();
      await settled(main);
      const kinds = await main.locator('.works-kind').allInnerTexts();
      assert.ok(kinds.length > 0, 'the school has Python works');
      assert.deepEqual([...new Set(kinds)], ['Python']);

      // A tag narrows the list to works carrying it.
      await page.getByLabel('作品类型').getByText('全部', { exact: true }).click();
      await settled(main);
      const tagged = page.waitForResponse((response) => response.url().includes('tagId='));
      await page.getByRole('radiogroup', { name: '作品标签' }).getByText('游戏', { exact: true }).click();
      const tagAnswer = (await (await tagged).json()) as {
        result: { list: Array<{ tags: { name: string }[] }> };
      };
      assert.ok(tagAnswer.result.list.length > 0, 'the school has games');
      assert.ok(tagAnswer.result.list.every((opus) => opus.tags.some((tag) => tag.name === '游戏')));
      await settled(main);
      assert.equal(await main.getByRole('article').count(), tagAnswer.result.list.length);
      await page.getByRole('radiogroup', { name: '作品标签' }).getByText('全部标签', { exact: true }).click();
      await settled(main);

      // Search by a work's title, then by its author.
      const first = (
        await callAs<{ list: WorkRow[] }>(
          page,
          'GET',
          '/getSchoolRecommendOpusList?pageNumber=1&pageSize=1&limitCount=1000',
        )
      ).list[0];
      const search = page.getByRole('searchbox', { name: '搜索作品名称或作者' });
      await search.fill(first.name);
      await search.press('Enter');
      await settled(main);
      await card(main, first.id).waitFor();
      for (const title of await main.locator('.works-card-title').allInnerTexts()) {
        assert.ok(title.includes(first.name), `${title} matches ${first.name}`);
      }
      await search.fill(first.studentName ?? '');
      await page.getByRole('button', { name: '搜索' }).click();
      await settled(main);
      await card(main, first.id).waitFor();
      await search.fill('没有这样的作品名字');
      await search.press('Enter');
      await page.getByText('没有找到和“没有这样的作品名字”有关的作品').waitFor();

      // A card opens the work's page.
      await search.fill('');
      await settled(main);
      assert.match(
        (await main.getByRole('article').first().getByRole('link').getAttribute('href')) ?? '',
        /^\/opusDetail\?id=\d+$/,
      );

      await page.setViewportSize(TABLET);
      await coversShown(page);
      await screenshot(page, 'gallery-02-tablet');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'gallery-03-phone');
      await context.close();
    },
  );

  test(
    'trial sees 作品广场, the works open to everyone, and its full lists',
    { timeout: 120_000 },
    async () => {
      const context = await openContext(browser, app.baseUrl);
      const page = await context.newPage();
      await signIn(page, 'trial', { closeNotices: true });
      await openFromMenu(page, '作品广场', '作品广场');
      await mainList(page).getByRole('article').first().waitFor();
      await coversShown(page);
      await screenshot(page, 'gallery-04-trial-public');

      await page.getByRole('link', { name: '查看更多最新作品' }).click();
      await page.getByRole('heading', { name: '最新作品', level: 1 }).waitFor();
      await page.locator('.works-grid').getByRole('article').first().waitFor();
      await page.goto('/student/goodsOpusPage');
      await page.getByRole('heading', { name: '精选作品', level: 1 }).waitFor();
      await page.locator('.works-grid').getByRole('article').first().waitFor();
      await coversShown(page);
      await screenshot(page, 'gallery-05-featured');
      await context.close();
    },
  );

  test(
    'demo opens a work to the school, a classmate sees it in 校内作品, then it is private again and gone',
    { timeout: 180_000 },
    async () => {
      const demoContext = await openContext(browser, app.baseUrl);
      const demo = await demoContext.newPage();
      await signIn(demo, 'demo', { closeNotices: true });
      await openFromMenu(demo, '我的作品', '我的作品');
      const mine = demo.getByRole('list', { name: '我的作品' });
      await mine.getByRole('article').first().waitFor();
      await coversShown(demo);
      await screenshot(demo, 'gallery-06-my-works');

      const works = await callAs<{ list: WorkRow[] }>(demo, 'GET', '/getMyOpusList?pageNumber=1&pageSize=12');
      const work = works.list.find((opus) => opus.visibility === 0);
      assert.ok(work, 'demo has a private work on her first page');
      const tile = card(mine, work.id);
      await tile.getByText('私有', { exact: true }).waitFor();
      await tile.getByRole('button', { name: `校内公开“${work.name}”` }).click();
      await demo.getByText('作品已在校内公开，同校同学都能看到啦').waitFor();
      await tile.getByText('校内公开', { exact: true }).waitFor();

      const classmateContext = await openContext(browser, app.baseUrl);
      const classmate = await classmateContext.newPage();
      await signIn(classmate, 'zhouzihan', { closeNotices: true });
      await openFromMenu(classmate, '校内作品', '校内作品');
      await classmate.getByLabel('排序').getByText('最新', { exact: true }).click();
      const gallery = mainList(classmate);
      await card(gallery, work.id).waitFor();
      await screenshot(classmate, 'gallery-07-classmate-sees-it');

      await tile.getByRole('button', { name: `把“${work.name}”设为私有` }).click();
      await demo.getByText('作品已设为私有，只有你能看到').waitFor();
      await tile.getByText('私有', { exact: true }).waitFor();

      await classmate.reload();
      await classmate.getByRole('heading', { name: '校内作品', level: 1 }).waitFor();
      await classmate.getByLabel('排序').getByText('最新', { exact: true }).click();
      await settled(gallery);
      await gallery.getByRole('article').first().waitFor();
      assert.equal(await card(gallery, work.id).count(), 0, 'the private work left the gallery');
      await classmateContext.close();
      await demoContext.close();
    },
  );

  test('demo deletes a work, finds it in 回收站 and restores it', { timeout: 120_000 }, async () => {
    const context = await openContext(browser, app.baseUrl);
    const page = await context.newPage();
    await signIn(page, 'demo', { closeNotices: true });
    await openFromMenu(page, '我的作品', '我的作品');
    const mine = page.getByRole('list', { name: '我的作品' });
    await mine.getByRole('article').first().waitFor();
    const [work] = (await callAs<{ list: WorkRow[] }>(page, 'GET', '/getMyOpusList?pageNumber=1&pageSize=1'))
      .list;

    await card(mine, work.id)
      .getByRole('button', { name: `删除“${work.name}”` })
      .click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '30 天内可以在回收站恢复。' });
    await confirm.waitFor();
    // The bubble zooms in; a click while it moves can land beside its button on a loaded machine.
    await confirm.evaluate((bubble) =>
      Promise.all(bubble.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    await confirm.getByRole('button', { name: '删除' }).click();
    await page.getByText('作品已移到回收站').waitFor();
    await card(mine, work.id).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: '回收站' }).click();
    const bin = page.getByRole('list', { name: '回收站' });
    const deleted = bin.getByRole('article', { name: work.name });
    await deleted.getByText('还剩 30 天').waitFor();
    await screenshot(page, 'gallery-08-bin');
    await deleted.getByRole('button', { name: `恢复“${work.name}”` }).click();
    await page.getByText('作品已恢复').waitFor();
    await page.getByRole('tab', { name: '我的作品' }).click();
    await card(page.getByRole('list', { name: '我的作品' }), work.id).waitFor();
    await context.close();
  });

  test(
    'demo collects a work, finds it in 我的收藏 and takes it out again',
    { timeout: 120_000 },
    async () => {
      const context = await openContext(browser, app.baseUrl);
      const page = await context.newPage();
      await signIn(page, 'demo', { closeNotices: true });
      const latest = await callAs<{ list: WorkRow[] }>(
        page,
        'GET',
        '/getSchoolLatestOpusList?pageNumber=1&pageSize=50',
      );
      const work = latest.list.find((opus) => !opus.isCollectioned && opus.studentName !== '林小满');
      assert.ok(work, 'a schoolmate work demo has not collected');
      await callAs(page, 'POST', `/common/operationOpusCollection/${work.id}`);

      await openFromMenu(page, '我的收藏', '我的收藏');
      const collected = page.locator('.collection-page .works-grid');
      const tile = card(collected, work.id);
      await tile.waitFor();
      await coversShown(page);
      await screenshot(page, 'gallery-09-collection');
      await tile.getByRole('button', { name: `取消收藏“${work.name}”` }).click();
      await page.getByText('已取消收藏').waitFor();
      await tile.waitFor({ state: 'detached' });
      await context.close();
    },
  );

  test("demo opens 我的同学 and a classmate's works by month", { timeout: 120_000 }, async () => {
    const context = await openContext(browser, app.baseUrl, TABLET);
    const page = await context.newPage();
    await signIn(page, 'demo', { closeNotices: true });
    await openFromMenu(page, '我的同学', '我的同学');
    await page.getByRole('radiogroup', { name: '选择班级' }).getByRole('radio').first().waitFor();
    const classmates = page.getByRole('list', { name: '我的同学' });
    await classmates.getByRole('link').first().waitFor();
    await screenshot(page, 'gallery-10-classmates');

    await page.getByRole('searchbox', { name: '搜索同学姓名' }).fill('周子涵');
    await page.getByRole('searchbox', { name: '搜索同学姓名' }).press('Enter');
    const zihan = classmates.getByRole('link', { name: /周子涵/ });
    await zihan.waitFor();
    await zihan.click();
    await page.waitForURL(/\/myClassmate\/opus\?studentId=\d+$/);
    await page.getByRole('heading', { name: '周子涵的作品', level: 1 }).waitFor();
    await page.locator('.works-timeline-month').first().waitFor();
    const months = await page.locator('.works-timeline-month').allInnerTexts();
    assert.ok(
      months.every((month) => /^\d{4}年\d{1,2}月$/.test(month)),
      months.join(', '),
    );
    await coversShown(page);
    await screenshot(page, 'gallery-11-timeline');
    await context.close();
  });
});
