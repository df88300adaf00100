import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn, submitSignIn } from './session';

const PATH = '/peixun/showPython';

const GUESS_PROGRAM = [
  'name = input("你叫什么名字？")',
  'print("你好，" + name + "！")',
  'for i in range(3):',
  '    print("码芽", i)',
  '',
].join('\n');

/** Replaces the program as a paste would: typed keys would be auto-indented and auto-closed. */
async function setProgram(page: Page, code: string): Promise<void> {
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** The program as CodeMirror holds it (its rendered lines can lag behind while scrolled). */
function programOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll('.cm-content .cm-line')].map((line) => line.textContent);
    return lines.join('\n');
  });
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const titleOf = (page: Page) => page.getByLabel('作品名称');
const dialogTitled = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

function workIdOf(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}

async function openEditor(page: Page, path = PATH): Promise<void> {
  await page.goto(path);
  await page.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
}

/** 保存, then the server's answer: the indicator may say 已保存 of the previous save until then. */
async function saveNow(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/v3/student/saveOpus'));
  await page.getByRole('button', { name: /(^|\s)保\s*存$/ }).click();
  assert.equal((await answered).status(), 200);
  await status(page, '已保存').waitFor();
}

describe('Python works: saving, versions and restore points', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let workId = 0;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
    await signIn(page, 'demo');
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('a program with input() is saved, gets its ?id=, and reopens intact', async () => {
    await openEditor(page);
    await status(page, '未保存').waitFor();
    await titleOf(page).fill('猜猜我是谁');
    await setProgram(page, GUESS_PROGRAM);
    // Nothing pressed: the autosave takes it 2 s after the last change.
    await status(page, '已保存').waitFor({ timeout: 10_000 });
    await page.waitForURL(/\?id=\d+$/);
    workId = workIdOf(page);
    assert.ok(workId > 0);

    await page.getByRole('button', { name: '运行' }).click();
    const answer = page.getByLabel('在这里输入，按回车键提交');
    await answer.fill('小芽');
    await answer.press('Enter');
    await page.getByTestId('python-output').getByText('程序运行结束').waitFor({ timeout: 30_000 });
    assert.match(await page.getByTestId('python-output').innerText(), /你好，小芽！/);
    await saveNow(page);
    await screenshot(page, 'python-works-01-saved');

    await page.reload();
    await page.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
    await status(page, '已保存').waitFor();
    assert.equal(await titleOf(page).inputValue(), '猜猜我是谁');
    assert.equal(await programOf(page), GUESS_PROGRAM);
    assert.equal(workIdOf(page), workId);

    // The list of my works shows it, with a cover drawn from the output.
    const token = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
        string,
        string
      >;
      return JSON.parse(stored.accessToken ?? 'null') as string;
    });
    const list = (await (
      await fetch(`${app.baseUrl}/api/v3/student/getMyOpusList?pageNumber=1&pageSize=10&opusType=2`, {
        headers: { accessToken: token },
      })
    ).json()) as { result: { list: Array<{ id: number; name: string; cover: string; version: number }> } };
    const mine = list.result.list.find((work) => work.id === workId);
    assert.ok(mine, 'the work is in my works');
    assert.equal(mine.name, '猜猜我是谁');
    assert.ok(mine.cover, 'the work has a cover');
    const cover = await fetch(new URL(mine.cover, app.baseUrl), { headers: { accessToken: token } });
    assert.equal(cover.status, 200);
    assert.equal(cover.headers.get('content-type'), 'image/png');
    await screenshot(page, 'python-works-02-reopened');
  });

  test('a second tab that saved first makes the first choose: load the newer, or keep mine as a copy', async () => {
    const other = await context.newPage();
    await openEditor(other, `${PATH}?id=${workId}`);
    await setProgram(other, 'print("另一个窗口写的")\n');
    await saveNow(other);

    // The autosave meets the newer version 2 s after the change. 保存 is not pressed here: on a
    // slow machine the autosave can come first, and its dialog would then cover the button.
    await setProgram(page, 'print("这个窗口写的")\n');
    const conflict = dialogTitled(page, '这个作品在别处保存过更新的版本');
    await conflict.waitFor({ timeout: 10_000 });
    await status(page, '有更新的版本').waitFor();
    await screenshot(page, 'python-works-03-conflict');

    await conflict.getByRole('button', { name: '加载最新版本' }).click();
    await status(page, '已保存').waitFor();
    assert.equal(await programOf(page), 'print("另一个窗口写的")\n');

    // Again, and this time the first tab keeps its program as a new work.
    await setProgram(other, 'print("另一个窗口又改了")\n');
    await saveNow(other);
    await setProgram(page, 'print("我的版本要留下")\n');
    await conflict.waitFor({ timeout: 10_000 });
    await conflict.getByRole('button', { name: '另存为副本' }).click();
    await status(page, '已保存').waitFor();
    await page.waitForURL((url) => Number(url.searchParams.get('id')) !== workId);
    const copyId = workIdOf(page);
    assert.ok(copyId > workId);
    assert.equal(await titleOf(page).inputValue(), '猜猜我是谁的副本');

    await other.reload();
    await other.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
    assert.equal(await programOf(other), 'print("另一个窗口又改了")\n');
    await openEditor(other, `${PATH}?id=${copyId}`);
    assert.equal(await programOf(other), 'print("我的版本要留下")\n');
    await other.close();
    workId = copyId;
  });

  test('offline, the work waits in this browser; a closed tab offers it back, and it is saved', async () => {
    await openEditor(page, `${PATH}?id=${workId}`);
    await context.setOffline(true);
    await setProgram(page, 'print("断网时写的")\n');
    await page.getByRole('button', { name: /(^|\s)保\s*存$/ }).click();
    await status(page, '离线').waitFor();
    await screenshot(page, 'python-works-04-offline');
    // Give the restore point its moment to be written, then lose the tab.
    await page.waitForTimeout(1_000);
    await page.close();
    await context.setOffline(false);

    page = await context.newPage();
    await openEditor(page, `${PATH}?id=${workId}`);
    const offer = dialogTitled(page, '找到还没保存的修改');
    await offer.waitFor();
    await screenshot(page, 'python-works-05-restore-offer');
    await offer.getByRole('button', { name: '恢复' }).click();
    assert.equal(await programOf(page), 'print("断网时写的")\n');
    await status(page, '已保存').waitFor({ timeout: 10_000 });

    await page.reload();
    await page.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
    assert.equal(await programOf(page), 'print("断网时写的")\n');
    assert.equal(await dialogTitled(page, '找到还没保存的修改').count(), 0);
  });

  test('an expired session asks to sign in on the page, and the save goes through', async () => {
    await setProgram(page, 'print("登录过期也不会丢")\n');
    await saveNow(page);
    const token = await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
        string,
        string
      >;
      return JSON.parse(stored.accessToken ?? 'null') as string;
    });
    // The token is revoked behind the page's back, as an expiry would.
    const logout = await fetch(`${app.baseUrl}/api/v3/student/logout`, {
      method: 'POST',
      headers: { accessToken: token, from: 'pc' },
    });
    assert.equal(logout.status, 200);

    await setProgram(page, 'print("登录过期也不会丢！")\n');
    const login = dialogTitled(page, '登录码芽');
    await login.waitFor({ timeout: 10_000 });
    await status(page, '需要重新登录').waitFor();
    assert.equal(new URL(page.url()).pathname, PATH);
    await screenshot(page, 'python-works-06-sign-in');
    await submitSignIn(login, 'demo', undefined, { viaButton: true });
    await status(page, '已保存').waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, PATH);

    await page.reload();
    await page.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
    assert.equal(await programOf(page), 'print("登录过期也不会丢！")\n');
  });
});
