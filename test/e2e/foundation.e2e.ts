import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickMenuItem, launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { dismissNotices, noticesOf, signIn, submitSignIn } from './session';

const TITLE_SUFFIX = ' - 码芽 少儿编程平台';

describe('foundation: sign in, shells, sign out', () => {
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

  test('a visitor is sent to /login and signs in to the student shell', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    assert.equal(await page.title(), `登录${TITLE_SUFFIX}`);
    await screenshot(page, 'foundation-01-login');

    // The form trims the spaces a child may type around the username.
    await signIn(page, '  demo  ', { from: null, expectWelcome: true });
    await page.getByRole('heading', { name: '你好，林小满！' }).waitFor();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '首页' }).waitFor();
    await page.getByRole('button', { name: /用户菜单：林小满/ }).waitFor();
    assert.equal(await page.title(), `首页${TITLE_SUFFIX}`);
    await screenshot(page, 'foundation-02-home');
  });

  test('a reload keeps the student signed in', async () => {
    await page.reload();
    await page.getByRole('heading', { name: '你好，林小满！' }).waitFor();
    assert.match(page.url(), /\/home$/);
  });

  test('/login redirects a signed-in student home, unknown pages show the 404 page', async () => {
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404-页面不存在' }).waitFor();
    assert.equal(await page.title(), `404-页面不存在${TITLE_SUFFIX}`);
  });

  test('the question-bank shell asks for the request signing with its own code; what the first render runs asks to be compiled at once, what comes after it does not', async () => {
    const scripts: string[] = [];
    const record = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    };
    const chunk = (name: string) => scripts.findIndex((path) => path.startsWith(`/js/${name}.`));
    const tab = await context.newPage();
    try {
      tab.on('request', record);
      // The request signing starts with the question-bank shell, not after the shell's first render.
      await tab.goto('/questionBank');
      await tab.getByRole('button', { name: '进入练习：题库一' }).waitFor();
      assert.ok(chunk('signing') >= 0 && chunk('signing') < chunk('shell-question-bank'), scripts.join(' '));

      const firstRender = [...scripts];
      // The message bell comes once the page has painted and the browser has come to rest.
      if (chunk('message-bell') < 0)
        await tab.waitForRequest((request) => /\/js\/message-bell\./.test(request.url()));
      const hinted = async (paths: string[]) => {
        const firstLines = await tab.evaluate(
          (all) => Promise.all(all.map(async (path) => (await (await fetch(path)).text()).split('\n', 1)[0])),
          paths,
        );
        return paths.filter((_, index) => firstLines[index] === '//# allFunctionsCalledOnLoad');
      };
      const hintedFirst = await hinted(firstRender);
      for (const name of ['main', 'signing', 'shell-question-bank', 'page-question-bank'])
        assert.ok(
          hintedFirst.some((path) => path.startsWith(`/js/${name}.`)),
          `${name}: ${hintedFirst.join(' ')}`,
        );
      // antd's core, split out of the pages into a library chunk of its own.
      assert.ok(
        hintedFirst.some((path) => /^\/js\/\d+\./.test(path)),
        hintedFirst.join(' '),
      );
      const bell = scripts.filter((path) => path.startsWith('/js/message-bell.'));
      assert.deepEqual(await hinted(bell), []);
    } finally {
      await tab.close();
    }
  });

  test('calls carry the token only: a cookie named like an XSRF token never becomes a header', async () => {
    const calls: Array<Record<string, string>> = [];
    const tab = await context.newPage();
    try {
      await context.addCookies([{ name: 'XSRF-TOKEN', value: 'planted', url: app.baseUrl }]);
      tab.on('request', (request) => {
        if (request.resourceType() === 'xhr') calls.push(request.headers());
      });
      const studentInfo = tab.waitForRequest((request) =>
        request.url().includes('/api/v3/student/getStudentInfo'),
      );
      await tab.goto('/home');
      await studentInfo;
      await tab.getByRole('heading', { name: '你好，林小满！' }).waitFor();
      assert.ok(calls.length > 0, 'the home page makes its calls');
      assert.ok(
        calls.every((headers) => headers.accesstoken && !('x-xsrf-token' in headers)),
        JSON.stringify(calls.map((headers) => Object.keys(headers))),
      );
    } finally {
      await context.clearCookies({ name: 'XSRF-TOKEN' });
      await tab.close();
    }
  });

  test('logging out revokes the token on the server', async () => {
    const notices = noticesOf(page);
    await page.goto('/home');
    const token = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
        string,
        string
      >;
      return JSON.parse(stored.accessToken ?? 'null') as string | null;
    });
    assert.ok(token, 'the session keeps the access token');
    const before = await fetch(`${app.baseUrl}/api/v3/student/getStudentInfo`, {
      headers: { accessToken: token },
    });
    assert.equal(before.status, 200);

    await dismissNotices(page, notices);
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await clickMenuItem(page.getByRole('menuitem', { name: /退出登录/ }));
    await page.waitForURL('**/login');

    const afterLogout = await fetch(`${app.baseUrl}/api/v3/student/getStudentInfo`, {
      headers: { accessToken: token },
    });
    assert.equal(afterLogout.status, 401);
    await page.goto('/home');
    await page.waitForURL('**/login');
  });

  test('wrong password shows the server message and keeps the visitor on /login', async () => {
    await submitSignIn(page, 'demo', 'not-the-password', { viaButton: true });
    await page.getByText('用户名或密码错误').first().waitFor();
    assert.match(page.url(), /\/login$/);
  });

  test("a signed-in page's chunks are announced in its HTML and download beside the entry; a visitor's are not", async () => {
    /** Opens `path` with the entry held back, and lists the scripts asked for before it arrived. */
    const openHeld = async (tab: Page, path = '/home') => {
      let entryArrived = false;
      const early: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() !== 'script') return;
        const path = new URL(request.url()).pathname;
        if (!entryArrived) early.push(path);
      });
      await tab.route('**/js/main.*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        entryArrived = true;
        await route.continue();
      });
      await tab.goto(path);
      // Announced in the page's HTML, the browser asks for them as it reads the page.
      const announced = await tab.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'),
          (link) => new URL(link.href).pathname,
        ),
      );
      return {
        early: (name: string) => early.some((script) => script.startsWith(`/js/${name}.`)),
        announced: (name: string) => announced.some((file) => file.startsWith(`/js/${name}.`)),
      };
    };

    const student = await openContext(browser, app.baseUrl);
    try {
      await signIn(await student.newPage(), 'demo', { closeNotices: true });
      const tab = await student.newPage();
      const scripts = await openHeld(tab);
      await tab.getByRole('heading', { name: '你好，林小满！' }).waitFor();
      assert.ok(scripts.early('shell-student'), 'the shell waited for the entry');
      assert.ok(scripts.early('page-home'), 'the page waited for the entry');
      assert.ok(scripts.announced('page-home'), "the student's page did not announce its chunks");

      // Practice shows a question as soon as its data is there: its viewers come with the page.
      const practice = await openHeld(await student.newPage(), '/testStore');
      assert.ok(practice.early('page-practice'), 'practice waited for the entry');
      assert.ok(practice.early('question-view'), "practice's question viewers waited for the entry");
    } finally {
      await student.close();
    }

    const visitor = await openContext(browser, app.baseUrl);
    try {
      const tab = await visitor.newPage();
      const scripts = await openHeld(tab);
      await tab.waitForURL('**/login');
      await tab.getByRole('tab', { name: '账号登录' }).waitFor();
      assert.ok(!scripts.early('shell-student'), "a visitor's browser fetched the student's shell early");
      assert.ok(!scripts.early('page-home'), "a visitor's browser fetched the student's home page early");
      assert.ok(!scripts.announced('page-home'), "a visitor's page announced the student's home page");
    } finally {
      await visitor.close();
    }
  });

  test('the sign-in page loads no antd until a message needs it, and the message wears the app theme', async () => {
    const visitor = await openContext(browser, app.baseUrl);
    try {
      const tab = await visitor.newPage();
      const scripts: string[] = [];
      tab.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      const antdChunks = () => scripts.filter((path) => /\/js\/antd-(?:runtime|provider)\./.test(path));
      await tab.goto('/login');
      await tab.getByRole('tab', { name: '账号登录' }).waitFor();
      await tab.waitForLoadState('networkidle');
      assert.deepEqual(antdChunks(), [], 'the sign-in page fetched antd');
      // Nothing of antd is drawn there, so nothing there can miss the provider it does not load.
      assert.equal(await tab.locator('[class*="ant-"]').count(), 0);

      await submitSignIn(tab, 'demo', 'not-the-password', { viaButton: true });
      const notice = tab.locator('.ant-message-notice').filter({ hasText: '用户名或密码错误' });
      await notice.waitFor();
      assert.ok(antdChunks().length > 0, 'the message brought antd along');
      // The app's error red (theme.ts), not antd's default #ff4d4f: the holder has the provider.
      const iconColor = await notice
        .locator('.anticon')
        .first()
        .evaluate((icon) => getComputedStyle(icon).color);
      assert.equal(iconColor, 'rgb(207, 19, 34)');
    } finally {
      await visitor.close();
    }
  });

  test('the question-bank shell: visitor header, then sign-in through the modal', async () => {
    await page.goto('/practise');
    const header = page.getByRole('banner');
    for (const name of ['登录', '注册', '激活']) await header.getByRole('button', { name }).waitFor();
    for (const name of ['知识点强化', '题库练习', '模拟考试', '我的错题集', '我的考试'])
      await page.getByRole('menuitem', { name }).waitFor();
    await screenshot(page, 'foundation-03-practise-visitor');

    await header.getByRole('button', { name: '登录' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: '账号登录' }).waitFor();
    // "登录成功", then the page reloads after 500 ms and the header shows the student.
    const reloaded = page.waitForEvent('load');
    await submitSignIn(dialog, 'demo');
    await reloaded;
    await page.getByRole('button', { name: /用户菜单：/ }).waitFor();
    await header.getByRole('button', { name: '激活' }).waitFor();
    assert.equal(await header.getByRole('button', { name: '注册' }).count(), 0);
    await screenshot(page, 'foundation-04-practise-signed-in');

    await page.getByRole('button', { name: /用户菜单：/ }).click();
    await page.getByRole('menuitem', { name: /退出登录/ }).waitFor();
  });
});
