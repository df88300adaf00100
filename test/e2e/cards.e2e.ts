import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  chooseOption,
  clickMenuItem,
  launchBrowser,
  openContext,
  screenshot,
  startApp,
} from './harness';
import type { RunningApp } from './harness';
import { dismissNotices, noticesOf, signIn } from './session';

const LINKED_MESSAGE = '已关联「Scratch创意C班」的学习卡，可在右上角切换';
const REFUSED_MESSAGE = '学习卡或密码不正确，无法关联';
const PROFILE_DONE = '个人信息已完善，欢迎开始学习！';

/** The card context the browser keeps (SPEC.md §4): the main card's id while on an extra card. */
async function storedMainCardId(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('persist:codesprout.card') ?? '{}') as Record<
      string,
      string
    >;
    return JSON.parse(stored.currCardStudentId ?? 'null') as number | null;
  });
}

/** Leaves the screen as it was when a step failed, next to the other screenshots. */
async function screenshotOnFailure(page: Page, name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    await screenshot(page, `cards-${name}`).catch(() => undefined);
    throw error;
  }
}

/** Clicks the darkened area around a dialog, far from it: the dialog must stay. */
async function clickOutside(page: Page): Promise<void> {
  await page.mouse.click(8, 450);
}

describe('linked cards and the profile gate', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
  });

  async function freshPage(): Promise<Page> {
    await context?.close();
    context = await openContext(browser, app.baseUrl);
    return context.newPage();
  }

  test('demo links a past card, switches to it, and back to the main card', async () => {
    const page = await freshPage();
    await screenshotOnFailure(page, 'failed-link-switch', async () => {
      await signIn(page, 'demo', { closeNotices: true });
      const header = page.locator('header');
      const switcher = header.getByRole('button', { name: '当前学习卡：Scratch启蒙A班' });
      await switcher.waitFor();
      await screenshot(page, 'cards-01-demo-home');

      await switcher.click();
      await clickMenuItem(page.getByRole('menuitem', { name: '关联学习卡' }));
      const choose = page.getByRole('dialog', { name: '关联学习卡' });
      await choose.waitFor();
      await choose.getByRole('button', { name: '下一步' }).click();
      await choose.getByText('请选择所在班级', { exact: true }).filter({ visible: true }).last().waitFor();
      await clickOutside(page);
      assert.ok(await choose.isVisible(), 'a click outside does not close the dialog');
      await screenshot(page, 'cards-02-choose-class-required');

      await chooseOption(
        page,
        choose.getByRole('combobox', { name: '所在班级' }),
        'Scratch创意C班（2024-09-01 激活）',
      );
      await choose.getByRole('button', { name: '下一步' }).click();
      const confirm = page.getByRole('dialog', { name: '确认关联' });
      await confirm.waitFor();
      const studentName = confirm.getByLabel('学生姓名');
      assert.equal(await studentName.inputValue(), '林小满');
      assert.equal(await studentName.getAttribute('readonly'), '');
      await confirm.getByText('2024-09-01 09:00:00').waitFor();
      await clickOutside(page);
      assert.ok(await confirm.isVisible(), 'a click outside does not close the confirm dialog');
      await screenshot(page, 'cards-03-confirm-card');

      // The same real name proves nothing: the card's own password does.
      const password = confirm.getByLabel('该学习卡的密码');
      await password.fill('Guess2026');
      await confirm.getByRole('button', { name: '确认关联' }).click();
      await confirm.getByRole('alert').filter({ hasText: REFUSED_MESSAGE }).waitFor();
      await screenshot(page, 'cards-03b-wrong-password');

      await password.fill(DEMO_PASSWORD);
      await confirm.getByRole('button', { name: '确认关联' }).click();
      await page.getByText(LINKED_MESSAGE).waitFor();
      await confirm.waitFor({ state: 'hidden' });

      await switcher.click();
      const extraItem = page.getByRole('menuitem', { name: /Scratch创意C班/ });
      await extraItem.waitFor();
      await screenshot(page, 'cards-04-switcher-menu');
      const afterSwitch = noticesOf(page);
      const reloaded = page.waitForEvent('load');
      await clickMenuItem(extraItem);
      await reloaded;
      await dismissNotices(page, afterSwitch);

      const onExtra = header.getByRole('button', { name: '当前学习卡：Scratch创意C班' });
      await onExtra.waitFor();
      await onExtra.getByText('附加卡').waitFor();
      assert.equal(typeof (await storedMainCardId(page)), 'number', 'the main card is remembered');
      await screenshot(page, 'cards-05-on-extra-card');

      await onExtra.click();
      const backNotices = noticesOf(page);
      const backLoaded = page.waitForEvent('load');
      await clickMenuItem(page.getByRole('menuitem', { name: '返回主卡' }));
      await backLoaded;
      await dismissNotices(page, backNotices);
      await header.getByRole('button', { name: '当前学习卡：Scratch启蒙A班' }).waitFor();
      assert.equal(await header.getByText('附加卡').count(), 0);
      assert.equal(await storedMainCardId(page), null, 'back on the main card, nothing is remembered');
      await screenshot(page, 'cards-06-back-on-main');
    });
  });

  test('newbie meets the profile gate and completes it', async () => {
    const page = await freshPage();
    await screenshotOnFailure(page, 'failed-profile-gate', async () => {
      // The school's notices wait until the profile form is done: no dialog stacks on the form.
      await signIn(page, 'newbie');
      const gate = page.getByRole('dialog', { name: /完善个人信息/ });
      await gate.waitFor();
      const countdown = gate.getByRole('timer');
      const first = Number((await countdown.textContent())?.match(/\d+/)?.[0]);
      assert.ok(first > 0 && first <= 10, `the countdown starts at ten seconds (saw ${first})`);
      assert.equal(await gate.getByRole('button', { name: '关闭' }).count(), 0);
      await screenshot(page, 'cards-07-profile-gate');

      await clickOutside(page);
      assert.ok(await gate.isVisible(), 'a click outside does not close the profile form');

      await gate.getByLabel('学号').fill('XH2026040101');
      await chooseOption(page, gate.getByRole('combobox', { name: '性别' }), '女');
      await chooseOption(page, gate.getByRole('combobox', { name: '出生年份' }), '2014年');
      await chooseOption(page, gate.getByRole('combobox', { name: '出生月份' }), '06月');

      // The countdown moves on (or is already over), and its end brings the close button.
      await page.waitForFunction((start) => {
        const shown = document.querySelector('[role="timer"]')?.textContent;
        return !shown || Number(/\d+/.exec(shown)?.[0]) < start;
      }, first);
      await gate.getByRole('button', { name: '关闭' }).waitFor({ timeout: 15_000 });
      assert.equal(await countdown.count(), 0);
      await screenshot(page, 'cards-08-profile-closable');

      await gate.getByRole('button', { name: '提交' }).click();
      await page.getByText(PROFILE_DONE).waitFor();
      await gate.waitFor({ state: 'hidden' });
      await screenshot(page, 'cards-09-profile-completed');

      const reloadNotices = noticesOf(page);
      await page.reload();
      await dismissNotices(page, reloadNotices);
      await page
        .locator('header')
        .getByRole('button', { name: /用户菜单：赵欣然/ })
        .waitFor();
      assert.equal(await page.getByRole('dialog', { name: /完善个人信息/ }).count(), 0);
    });
  });
});
