import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const PICTURE = readFileSync(path.resolve(__dirname, '../../public/content/lessons/scratch-creative-10.jpg'));
const PYTHON = 'import turtle\nturtle.forward(100)\n';
/** With a 1 MB quota, one of these passes half and a second does not fit. */
const NOTES = Buffer.alloc(600 * 1024, 'notes\n');

describe('cloud files: folders, uploads, rename, download, delete and the quota', () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;

  before(async () => {
    app = await startApp({ CLOUD_QUOTA_MB: '1' });
    browser = await launchBrowser();
    const context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  const row = (name: string) => page.getByRole('row').filter({ hasText: name });

  async function upload(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    const answered = page.waitForResponse((response) =>
      response.url().includes('/api/v3/student/uploadCloudFile'),
    );
    await page.locator('.cloud-files input[type=file]').setInputFiles({ name, mimeType, buffer });
    await answered;
  }

  test('demo opens the cloud files from the user centre and finds them empty', async () => {
    await signIn(page, 'demo', { closeNotices: true });
    await page.goto('/userCenter');
    await page.getByRole('button', { name: '打开云文件' }).click();
    await page.waitForURL('**/student/cloudFile');
    await page.getByText('这个文件夹还是空的').waitFor();
    await page.getByText('已用 0 B / 共 1.0 MB').waitFor();
  });

  test('a new folder, then a picture and a Python file uploaded into it', async () => {
    await page.getByRole('button', { name: '新建文件夹' }).click();
    const dialog = page.getByRole('dialog', { name: '新建文件夹' });
    await dialog.getByLabel('名称').fill('我的作品');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('我的作品').getByRole('button', { name: '我的作品' }).click();
    await page.locator('.cloud-files-path-current', { hasText: '我的作品' }).waitFor();

    await upload('小猫.jpg', 'image/jpeg', PICTURE);
    await row('小猫.jpg').getByRole('cell', { name: 'JPG', exact: true }).waitFor();
    await upload('hello.py', 'text/x-python', Buffer.from(PYTHON));
    await row('hello.py').getByRole('cell', { name: 'PY', exact: true }).waitFor();
    await page.locator('.ant-tree').getByText('我的作品').waitFor();
  });

  test('rename, then download the renamed file', async () => {
    await row('hello.py').getByRole('button', { name: '重命名' }).click();
    const dialog = page.getByRole('dialog', { name: '重命名' });
    await dialog.getByLabel('名称').fill('画图.py');
    await dialog.getByRole('button', { name: '确定' }).click();
    await row('画图.py').waitFor();

    const downloading = page.waitForEvent('download');
    await row('画图.py').getByRole('button', { name: '下载' }).click();
    const download = await downloading;
    assert.equal(download.suggestedFilename(), '画图.py');
    assert.equal(readFileSync(await download.path()).toString('utf8'), PYTHON);
  });

  test('delete asks first, then the picture is gone', async () => {
    await row('小猫.jpg').getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('tooltip').filter({ hasText: '确定删除“小猫.jpg”吗？' });
    await confirm.getByRole('button', { name: '确定' }).click();
    await row('小猫.jpg').waitFor({ state: 'detached' });
    await screenshot(page, 'cloud-files-01-folder');
  });

  test('the quota bar warns past half and an upload that does not fit is refused', async () => {
    await upload('笔记.txt', 'text/plain', NOTES);
    await page.getByText('云文件空间已用了一半以上').waitFor();
    await upload('更多笔记.txt', 'text/plain', NOTES);
    await page.locator('.ant-message-error').getByText('云文件空间不足：每位同学最多 1 MB').waitFor();
    // The toasts before it have slid away; the refusal is the one on screen.
    await page.locator('.ant-message-success').first().waitFor({ state: 'detached' });
    assert.equal(await row('更多笔记.txt').count(), 0);
    await screenshot(page, 'cloud-files-02-quota');
  });
});
