import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const TABLET = { width: 1024, height: 768 };

/** Opens 创作中心 the way a student does: from the side menu. */
async function openFromMenu(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '创作中心' }).click();
  await page.waitForURL('**/student/createCenter');
  await page.getByRole('heading', { name: '创作中心', level: 1 }).waitFor();
}

function templateList(page: Page): Locator {
  return page.getByRole('list', { name: '主题模板' });
}

function workList(page: Page): Locator {
  return page.getByRole('list', { name: '我的作品与草稿' });
}

/** The balance in the page's 我的积分 chip, once it has arrived. */
async function balanceOf(page: Page): Promise<number> {
  const value = page.locator('.create-points strong').filter({ hasText: /^\d+$/ });
  await value.waitFor();
  return Number(await value.innerText());
}

/**
 * Waits until every cover image has loaded: covers load lazily, so the page is scrolled through
 * first. A cover that cannot load is swapped for a drawn one, so a broken image never stays.
 */
async function coversShown(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.create-center img')).every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The start entries, the template types and tiles, and my works: what every student sees. */
async function assertPageShown(page: Page): Promise<void> {
  const starts = page.getByRole('navigation', { name: '新建作品' });
  assert.equal(
    await starts.getByRole('link', { name: /新建 Scratch 作品/ }).getAttribute('href'),
    '/peixun/showScratch',
  );
  assert.equal(
    await starts.getByRole('link', { name: /新建 Python 作品/ }).getAttribute('href'),
    '/peixun/showPython',
  );
  await page.getByRole('tab', { name: '游戏' }).waitFor();
  await templateList(page).getByRole('article').first().waitFor();
  await page.getByRole('region', { name: /我的作品与草稿/ }).waitFor();
  assert.equal(await page.getByRole('link', { name: /云文件/ }).getAttribute('href'), '/student/cloudFile');
  await coversShown(page);
}

describe('the creation centre: templates, points and my works', () => {
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
    'demo unlocks a priced template with points, uses it and finds the new work',
    { timeout: 180_000 },
    async () => {
      const context = await openContext(browser, app.baseUrl);
      const page = await context.newPage();
      await signIn(page, 'demo', { closeNotices: true });
      await openFromMenu(page);
      await assertPageShown(page);
      await screenshot(page, 'createCenter-01-demo');

      const balance = await balanceOf(page);
      const locked = templateList(page)
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: /解\s*锁/ }) });
      assert.ok((await locked.count()) > 0, 'a priced template is still locked for demo');
      // The cheapest locked one demo can afford.
      const offers = await locked.evaluateAll((tiles) =>
        tiles.map((tile) => ({
          name: tile.querySelector('h3')?.textContent ?? '',
          price: Number(
            /(\d+) 积分/.exec(tile.querySelector('.create-price')?.textContent ?? '')?.[1] ?? NaN,
          ),
        })),
      );
      const offer = offers.filter((item) => item.price <= balance).sort((a, b) => a.price - b.price)[0];
      assert.ok(offer, `demo's ${balance} points buy one of ${JSON.stringify(offers)}`);
      const tile = templateList(page).getByRole('article', { name: offer.name });

      await tile.getByRole('button', { name: /解\s*锁/ }).click();
      const dialog = page.getByRole('dialog', { name: `解锁模板“${offer.name}”` });
      await dialog.getByText(`${offer.price} 积分`, { exact: true }).first().waitFor();
      await dialog.getByText(`${balance} 积分`, { exact: true }).waitFor();
      await screenshot(page, 'createCenter-02-unlock-dialog');
      await dialog.getByRole('button', { name: '确定解锁' }).click();
      await page.getByText(`模板“${offer.name}”解锁成功，快去使用吧！`).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await tile.getByText('已解锁').waitFor();
      await page.locator('.create-points strong', { hasText: String(balance - offer.price) }).waitFor();

      const popup = page.waitForEvent('popup');
      await tile.getByRole('button', { name: /使用模板/ }).click();
      const editor = await popup;
      await editor.waitForURL(/\/peixun\/show(Scratch|Python)\?id=\d+$/);
      const id = new URL(editor.url()).searchParams.get('id');
      await editor.close();

      const work = workList(page).getByRole('article', { name: offer.name });
      await work.getByText('刚刚保存').waitFor();
      assert.match(
        (await work.getByRole('link', { name: /编辑/ }).getAttribute('href')) ?? '',
        new RegExp(`\\?id=${id}$`),
      );
      await coversShown(page);
      await screenshot(page, 'createCenter-03-after-use');

      // What is left does not buy the dearest locked template: the server says no, kindly.
      const left = balance - offer.price;
      const dearest = offers.filter((item) => item.name !== offer.name).sort((a, b) => b.price - a.price)[0];
      assert.ok(
        dearest && dearest.price > left,
        `a template dearer than ${left} points: ${JSON.stringify(offers)}`,
      );
      await templateList(page)
        .getByRole('article', { name: dearest.name })
        .getByRole('button', { name: /解\s*锁/ })
        .click();
      const refused = page.getByRole('dialog', { name: `解锁模板“${dearest.name}”` });
      await refused.getByRole('button', { name: '确定解锁' }).click();
      await refused.getByText('积分还不够哦').waitFor();
      assert.equal(await refused.getByRole('button', { name: '确定解锁' }).isDisabled(), true);
      await screenshot(page, 'createCenter-04-not-enough');
      await refused.getByRole('button', { name: '再想想' }).click();
      await refused.waitFor({ state: 'hidden' });
      assert.equal(await balanceOf(page), left, 'nothing was spent');

      await page.setViewportSize(TABLET);
      await coversShown(page);
      await screenshot(page, 'createCenter-05-tablet');
      await context.close();
    },
  );

  for (const username of ['trial', 'solo']) {
    test(`${username} opens the creation centre too`, { timeout: 120_000 }, async () => {
      const context = await openContext(browser, app.baseUrl, TABLET);
      const page = await context.newPage();
      await signIn(page, username, { closeNotices: true });
      await openFromMenu(page);
      await assertPageShown(page);
      await balanceOf(page);
      await screenshot(page, `createCenter-06-${username}`);
      await context.close();
    });
  }
});
