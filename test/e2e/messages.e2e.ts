import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const repoRoot = path.resolve(__dirname, '../..');

/** `npm run notify -- …` against the app's own data directory, as a school would run it. */
function publish(app: RunningApp, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/notify.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: app.dataDir } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

describe('messages: notices after sign-in, a published message raises the bell live, the message page', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    const context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const bell = (name: string) => page.getByRole('button', { name, exact: true });

  test('demo signs in and meets the popup notice, then the notice carousel', async () => {
    await signIn(page, 'demo');

    const popup = page.getByRole('dialog', { name: '寒假 Scratch 创意编程营开始报名啦' });
    await popup.waitFor();
    await popup.getByRole('img', { name: '寒假 Scratch 创意编程营开始报名啦' }).waitFor();
    await screenshot(page, 'messages-01-popup-notice');
    const reported = page.waitForResponse((response) =>
      response.url().includes('/api/v3/notice/closeNotice'),
    );
    await popup.getByRole('button', { name: '我知道了' }).click();
    assert.equal((await reported).status(), 200);

    const carousel = page.getByRole('dialog', { name: '通知公告' });
    // Newest first: the platform's notice, then the school's two.
    await carousel.getByRole('heading', { name: '小铃铛上线：新消息实时提醒' }).waitFor();
    await carousel.getByRole('button', { name: '下一条' }).click();
    await carousel.getByRole('heading', { name: 'Scratch 等级考试模拟练习已开放' }).waitFor();
    await carousel
      .getByRole('link', { name: '查看详情' })
      .or(carousel.getByRole('button', { name: '查看详情' }))
      .waitFor();
    await screenshot(page, 'messages-02-notice-carousel');
    await carousel.getByRole('button', { name: '下一条' }).click();
    await carousel.getByRole('heading', { name: '春季学期上课时间安排' }).waitFor();
    await carousel.getByRole('button', { name: '我知道了' }).click();
    await carousel.waitFor({ state: 'hidden' });
  });

  test('the bell shows demo’s unread messages', async () => {
    const button = bell('2条未读消息');
    await button.waitFor();
    await button.hover();
    await page.getByRole('tooltip', { name: '2条未读消息' }).waitFor();
    await screenshot(page, 'messages-03-bell');
  });

  test('a message published with the command raises the counter without a reload', async () => {
    await page.evaluate(() => {
      (window as Window & { beforePublish?: boolean }).beforePublish = true;
    });
    const out = await publish(app, [
      '--to',
      'demo',
      '--title',
      '编程比赛报名提醒',
      '--content',
      '第三届少儿创意编程比赛本周五截止报名，想参加的同学请把作品发给王老师。',
      '--sender',
      '王老师',
    ]);
    assert.match(out, /已发送给 1 名学生/);
    await bell('3条未读消息').waitFor();

    await publish(app, [
      '--all',
      '--title',
      '五一放假通知',
      '--content',
      '5 月 1 日至 5 日放假，6 日正常上课。',
    ]);
    await bell('4条未读消息').waitFor();
    // Still the same page: nothing was reloaded.
    assert.equal(
      await page.evaluate(() => (window as Window & { beforePublish?: boolean }).beforePublish),
      true,
    );
    await screenshot(page, 'messages-04-bell-after-publish');
  });

  test('the message page lists it unread; opening it reads it and the counter goes down', async () => {
    await bell('4条未读消息').click();
    await page.waitForURL('**/message');
    await page.locator('.shell-banner').getByRole('heading', { name: '我的消息' }).waitFor();
    const list = page.getByRole('list', { name: '消息列表' });
    const newest = list.getByRole('listitem').first();
    await newest.getByText('五一放假通知').waitFor();
    await list.getByRole('listitem').filter({ hasText: '编程比赛报名提醒' }).getByText('未读').waitFor();
    await page.getByText('共 7 条，未读 4 条').waitFor();
    await screenshot(page, 'messages-05-message-page');

    await page.getByRole('button', { name: '查看：编程比赛报名提醒' }).click();
    const dialog = page.getByRole('dialog', { name: '编程比赛报名提醒' });
    await dialog.getByText('第三届少儿创意编程比赛本周五截止报名').waitFor();
    await dialog.getByText('来自 王老师').waitFor();
    await bell('3条未读消息').waitFor();
    await screenshot(page, 'messages-06-message-opened');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('共 7 条，未读 3 条').waitFor();
  });

  test('deleting asks first; mark all read empties the counter', async () => {
    await page.getByRole('button', { name: '删除：五一放假通知' }).click();
    await page.getByText('确定删除这条消息吗？删除后无法恢复。').waitFor();
    const confirm = page.locator('.ant-popconfirm');
    // The bubble zooms in; the picture is taken once it has settled.
    await confirm.evaluate((bubble) =>
      Promise.all(bubble.getAnimations({ subtree: true }).map((a) => a.finished)),
    );
    await screenshot(page, 'messages-07-delete-confirm');
    await confirm.getByRole('button', { name: '确定' }).click();
    await page.getByText('删除成功').waitFor();
    await page.getByText('共 6 条，未读 2 条').waitFor();
    await bell('2条未读消息').waitFor();

    await page.getByRole('button', { name: '全部标为已读' }).click();
    await bell('暂无未读消息').waitFor();
    await page.getByText('共 6 条，未读 0 条').waitFor();
    await screenshot(page, 'messages-08-all-read');

    // After a reload the popup that reported its close stays away; the carousel returns only on
    // the next sign-in.
    await page.reload();
    await bell('暂无未读消息').waitFor();
    assert.equal(await page.getByRole('dialog').filter({ visible: true }).count(), 0);
  });
});
