import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { latestCode, readOutbox } from '../helpers/smsOutbox';
import {
  DEMO_PASSWORD,
  chooseOption,
  launchBrowser,
  openContext,
  scanAccessibility,
  screenshot,
  startApp,
} from './harness';
import type { RunningApp } from './harness';
import { dismissNotices, noticesOf, signIn, submitSignIn } from './session';

const MOBILE = '13912345678';
const PASSWORD = 'Sprout123';

/** The outbox is appended by the server process; wait for the text to land. */
async function codeFromOutbox(dataDir: string, mobile: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (readOutbox(dataDir).some((sms) => sms.mobile === mobile)) return latestCode(dataDir, mobile);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS reached the outbox for ${mobile}`);
}

describe('registration and the student’s own account', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('a new student registers on /regist with the SMS code from the outbox, then signs in', async () => {
    await page.goto('/regist');
    const form = page.getByRole('form', { name: '注册表单' });
    await form.waitFor();
    assert.equal(await page.title(), '注册 - 码芽 少儿编程平台');

    // Every rule speaks before anything is sent.
    await form.getByRole('button', { name: '注册' }).click();
    for (const message of ['手机号不能为空', '验证码不能为空', '密码不能为空', '请再次输入密码']) {
      await form.getByText(message).waitFor();
    }
    await screenshot(page, 'register-01-rules');
    // The form takes the student away from /regist, not `goto`, so nothing else scans this page:
    // its rule messages, and its footer's links inside sentences.
    assert.deepEqual(await scanAccessibility(page), []);

    await form.getByLabel('手机号').fill(MOBILE);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送，请注意查收').waitFor();
    await form
      .getByRole('button', { name: /^\d+秒后重新获取$/ })
      .waitFor()
      .catch(async (error: unknown) => {
        // What the student sees instead, and whether the code went out twice, tell the cause.
        const button = await form.locator('.sms-code-button').evaluate((element) => element.outerHTML);
        const texts = readOutbox(app.dataDir).filter((sms) => sms.mobile === MOBILE).length;
        throw new Error(`no countdown after ${texts} text(s); the button: ${button}`, { cause: error });
      });
    assert.equal(await form.getByRole('button', { name: /秒后重新获取$/ }).isDisabled(), true);
    const code = await codeFromOutbox(app.dataDir, MOBILE);
    assert.match(code, /^\d{6}$/);

    await form.getByLabel('验证码').fill(code);
    await form.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await page.getByText('密码强度：中').waitFor();
    await screenshot(page, 'register-02-strength-and-countdown');
    await form.getByLabel('确认密码').fill(PASSWORD);
    await form.getByRole('button', { name: '注册' }).click();

    await page.getByText('注册成功，请登录').waitFor();
    await page.waitForURL('**/login');
    await screenshot(page, 'register-03-registered');

    await signIn(page, MOBILE, { password: PASSWORD, from: null, expectWelcome: true });
    await page.getByRole('button', { name: `用户菜单：码芽学员${MOBILE.slice(-4)}` }).waitFor();
    await screenshot(page, 'register-04-signed-in');

    // The code was single use: the server refuses it a second time.
    const reuse = await fetch(`${app.baseUrl}/api/v3/student/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: MOBILE, code, password: PASSWORD, confirmPassword: PASSWORD }),
    });
    assert.equal(reuse.status, 400);
  });

  test('a student outside a school changes the avatar and the password in the user centre', async () => {
    const own = await openContext(browser, app.baseUrl);
    const solo = await own.newPage();
    try {
      await signIn(solo, 'solo', { closeNotices: true });

      await solo.goto('/userCenter');
      await solo.getByText('我的资料').waitFor();
      await solo.getByText('最近访客').waitFor();
      // Any real picture will do: a PNG of the logo corner of this very page.
      const picture = await solo.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
      await solo
        .locator('input[type="file"]')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
      await solo.getByText('头像已更新').waitFor();
      const avatar = solo.locator('.user-center-identity img');
      await avatar.waitFor();
      assert.match((await avatar.getAttribute('src')) ?? '', /^\/uploads\/images\/\d+\/[0-9a-f]{24}\.png$/);
      await screenshot(solo, 'register-05-user-centre');

      await solo.getByRole('button', { name: /修改密码/ }).click();
      await solo.waitForURL('**/change-pass');
      const form = solo.getByRole('form', { name: '修改密码表单' });
      await form.getByLabel('原密码').fill(DEMO_PASSWORD);
      await form.getByLabel('新密码', { exact: true }).fill('Solo!2026x');
      await solo.getByText('密码强度：强').waitFor();
      await form.getByLabel('确认新密码').fill('Solo!2026x');
      await form.getByRole('button', { name: '确认修改' }).click();
      await solo.getByText('密码修改成功，其他设备上的登录已退出').waitFor();
      await screenshot(solo, 'register-06-password-changed');

      const oldPassword = await fetch(`${app.baseUrl}/api/v3/student/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'solo', password: DEMO_PASSWORD }),
      });
      assert.equal(oldPassword.status, 400);
    } finally {
      await own.close();
    }
  });

  test('the outbox holds one JSON line per text', () => {
    const sent = readOutbox(app.dataDir);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]?.mobile, MOBILE);
    assert.equal(sent[0]?.purpose, 'register');
  });
});

describe('a newcomer: the profile form first, then their name everywhere, and both halves linked', () => {
  const NEWCOMER = '13912349133';
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('the name entered in 完善个人信息 greets the student; the notices wait for the form', async () => {
    const registered = await fetch(`${app.baseUrl}/api/common/captcha/sendSms/${NEWCOMER}?type=0`);
    assert.equal(registered.status, 200);
    const code = await codeFromOutbox(app.dataDir, NEWCOMER);
    const signUp = await fetch(`${app.baseUrl}/api/v3/student/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: NEWCOMER, code, password: PASSWORD, confirmPassword: PASSWORD }),
    });
    assert.equal(signUp.status, 200);

    const notices = noticesOf(page);
    await signIn(page, NEWCOMER, { password: PASSWORD });
    const form = page.getByRole('dialog', { name: '完善个人信息' });
    await form.waitFor();
    await notices;
    // The school's notices are there, yet none is stacked on the form.
    await page.waitForTimeout(500);
    assert.equal(await page.locator('.notice-modal').filter({ visible: true }).count(), 0);
    await screenshot(page, 'newcomer-01-profile-form-alone');

    await form.getByLabel('学号').fill('XH2026099133');
    await form.getByLabel('姓名').fill('陈小禾');
    await chooseOption(page, form.getByRole('combobox', { name: '出生年份' }), '2014年');
    await chooseOption(page, form.getByRole('combobox', { name: '出生月份' }), '06月');
    await form.getByRole('button', { name: '提交' }).click();
    await page.getByText('个人信息已完善，欢迎开始学习！').waitFor();
    await form.waitFor({ state: 'detached' });

    // Only now the notices come, one at a time.
    await page.locator('.notice-modal').filter({ visible: true }).first().waitFor();
    await dismissNotices(page, Promise.resolve(await notices));
    await page.getByRole('heading', { name: '你好，陈小禾！' }).waitFor();
    await page.getByRole('button', { name: '用户菜单：陈小禾' }).waitFor();
    await screenshot(page, 'newcomer-02-greeted-by-name');

    await page.goto('/userCenter');
    await page.getByText('我的资料').waitFor();
    // 姓名 in 我的资料 is the name entered, not 暂无.
    const nameShown = () =>
      page.evaluate(() => {
        const label = Array.from(document.querySelectorAll('.ant-descriptions-item-label')).find(
          (cell) => cell.textContent?.trim() === '姓名',
        );
        return label?.nextElementSibling?.textContent?.trim() ?? null;
      });
    await page.waitForFunction(() => document.querySelectorAll('.ant-descriptions-item-label').length > 0);
    assert.equal(await nameShown(), '陈小禾');
    await screenshot(page, 'newcomer-03-user-centre-name');

    // Signing in again keeps the name.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, NEWCOMER, { password: PASSWORD, closeNotices: true });
    await page.getByRole('button', { name: '用户菜单：陈小禾' }).waitFor();
  });

  test('题库练习 in the student header and 学习中心 in the question bank lead to each other', async () => {
    await page.goto('/home');
    const header = page.locator('.shell-header');
    await header.getByRole('link', { name: '题库练习' }).click();
    await page.waitForURL('**/practise');
    await page.getByRole('heading', { name: '你好，陈小禾！' }).waitFor();
    const back = page.getByRole('banner').getByRole('link', { name: '学习中心' });
    await back.waitFor();
    await screenshot(page, 'newcomer-04-question-bank-header');
    await back.click();
    await page.waitForURL('**/home');
    await page.locator('.shell-student').waitFor();
  });

  test('newbie meets the same form in the question bank', async () => {
    const own = await openContext(browser, app.baseUrl);
    const newbie = await own.newPage();
    try {
      await newbie.goto('/practise');
      await newbie.getByRole('banner').getByRole('button', { name: '登录' }).click();
      const dialog = newbie.getByRole('dialog', { name: '登录码芽' });
      await submitSignIn(dialog, 'newbie');
      const form = newbie.getByRole('dialog', { name: '完善个人信息' });
      await form.waitFor();
      await form.getByRole('timer').waitFor();
      assert.match(newbie.url(), /\/practise$/);
      await screenshot(newbie, 'newcomer-05-profile-form-in-question-bank');
    } finally {
      await own.close();
    }
  });
});
