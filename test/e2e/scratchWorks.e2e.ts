import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { scratchFrame, waitForScratchEditor } from './scratchFrame';
import { signIn } from './session';

const PATH = '/peixun/showScratch';

/** The sprite library's big button (its hover menu repeats the label on a smaller one). */
const chooseSprite = (frame: Frame) =>
  frame.locator('button[class*="action-menu_main-button_"][aria-label="选择一个角色"]');
const libraryTiles = (frame: Frame) => frame.locator('[class*="library-item_library-item_"]');
const spriteNames = (frame: Frame) =>
  frame.locator('[class*="sprite-selector-item_sprite-name_"]').allInnerTexts();

async function openEditor(page: Page, url: string): Promise<Frame> {
  await page.goto(url);
  const frame = await scratchFrame(page);
  await waitForScratchEditor(frame);
  return frame;
}

describe('the Scratch editor of works', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every request the browser made that was not for the app's own origin. */
  const foreign: string[] = [];

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(app.baseUrl) && !/^(data|blob):/.test(url)) foreign.push(url);
    });
    page = await context.newPage();
    await signIn(page, 'demo');
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('the sprite library is ours: every tile shows, in Chinese, and nothing comes from elsewhere', async () => {
    const frame = await openEditor(page, PATH);
    assert.equal(await frame.evaluate(() => document.body.dataset.library), 'ready');
    await chooseSprite(frame).click();
    await libraryTiles(frame).first().waitFor();
    const pictures = frame.locator('img[class*="library-item_library-item-image_"]');
    assert.ok((await pictures.count()) >= 40, 'at least 40 sprites');
    await frame.waitForFunction(
      () =>
        [
          ...document.querySelectorAll<HTMLImageElement>('img[class*="library-item_library-item-image_"]'),
        ].every((image) => image.complete),
      null,
      { timeout: 30_000 },
    );
    const broken = await pictures.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter(
          (image) =>
            image.naturalWidth === 0 || !image.src.startsWith(`${location.origin}/scratch-gui/library/`),
        )
        .map((image) => image.src),
    );
    assert.deepEqual(broken, []);
    await libraryTiles(frame).filter({ hasText: '小熊' }).first().waitFor();
    await screenshot(page, 'scratch-works-sprite-library');

    // The editor's own texts are Chinese: no English menu is left.
    const menuBar = await frame.locator('[class*="menu-bar_menu-bar_"]').first().innerText();
    for (const english of ['Settings', 'Debug', 'File', 'Edit', 'Tutorials'])
      assert.ok(!menuBar.includes(english), `menu bar: ${menuBar}`);
    assert.deepEqual(foreign, []);
  });

  test('a library sprite is saved by itself, and is there when the work is opened again', async () => {
    const frame = await scratchFrame(page);
    await libraryTiles(frame).filter({ hasText: '小熊' }).first().click();
    await frame.locator('[class*="sprite-selector-item_sprite-name_"]').filter({ hasText: '小熊' }).waitFor();
    // The autosave gives the new work its ?id=, then the indicator settles on 已保存.
    await page.waitForURL(/[?&]id=\d+/, { timeout: 30_000 });
    await page.getByRole('status').filter({ hasText: '已保存' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'scratch-works-editor');
    const url = page.url();

    await page.close();
    page = await context.newPage();
    const reopened = await openEditor(page, url.slice(app.baseUrl.length));
    await reopened
      .locator('[class*="sprite-selector-item_sprite-name_"]')
      .filter({ hasText: '小熊' })
      .waitFor({ timeout: 30_000 });
    assert.ok((await spriteNames(reopened)).includes('小熊'));
    // Opening is not a change: the reopened work stays 已保存.
    await page.getByRole('status').filter({ hasText: '已保存' }).waitFor();
    await page.waitForTimeout(2_500);
    assert.equal(await page.getByRole('status').filter({ hasText: '未保存' }).count(), 0);
    assert.deepEqual(foreign, []);
  });
});
