import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import type { CommentPage } from '../../core/commentTypes';
import type { GalleryPage, OpusDetail } from '../../core/galleryTypes';
import type { MyOpus } from '../../core/workTypes';
import type { Paged } from '../../core/homeTypes';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { EDITOR_TIMEOUT_MS, scratchFrame } from './scratchFrame';
import { signIn } from './session';

const API = '/api/v3/student/';

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

/** Text a signed link points at, read in the page (it needs no token). */
function textAt(page: Page, url: string): Promise<string> {
  return page.evaluate(async (link) => (await fetch(link)).text(), url);
}

/** Works of the school by others than demo, newest first. */
async function classmatesWorks(page: Page, opusType: 1 | 2): Promise<OpusDetail[]> {
  const { list } = await callAs<GalleryPage>(
    page,
    'GET',
    `getSchoolLatestOpusList?opusType=${opusType}&pageNumber=1&pageSize=50`,
  );
  const details: OpusDetail[] = [];
  for (const work of list) {
    const detail = await callAs<OpusDetail>(page, 'GET', `getOpusDetails?id=${work.id}`);
    if (!detail.mine) details.push(detail);
  }
  return details;
}

async function openWork(page: Page, id: number, path = '/opusDetail'): Promise<void> {
  await page.goto(`${path}?id=${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The Scratch player's frame, once the work is on its stage. */
async function playerReady(page: Page): Promise<Frame> {
  const frame = await scratchFrame(page);
  await page.locator('[data-player-state="ready"]').waitFor({ timeout: EDITOR_TIMEOUT_MS });
  return frame;
}

/** A picture of the stage as drawn now (WebGL keeps no pixels to read back: the screen is read). */
async function stagePicture(frame: Frame): Promise<Buffer> {
  return frame.locator('canvas').first().screenshot();
}

describe('a work’s page', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl);
    page = await context.newPage();
    await signIn(page, 'demo', { closeNotices: true });
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test('a classmate’s Scratch work plays: the green flag moves the stage, the first run counts a view', async () => {
    const [work] = await classmatesWorks(page, 1);
    assert.ok(work, 'a classmate has a Scratch work');
    await openWork(page, work.id);
    const frame = await playerReady(page);
    await page.waitForTimeout(500);
    const before = await stagePicture(frame);

    const tracked = page.waitForRequest(
      (request) => request.url().includes('showScratchEvent/tracking') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: '绿旗' }).click();
    const body = new URLSearchParams((await tracked).postData() ?? '');
    assert.deepEqual(Object.fromEntries(body), { event: 'run', opusType: '1', opusId: String(work.id) });

    let changed = false;
    for (let attempt = 0; attempt < 20 && !changed; attempt += 1) {
      await page.waitForTimeout(250);
      changed = !(await stagePicture(frame)).equals(before);
    }
    assert.ok(changed, 'the stage changed after the green flag');
    await screenshot(page, 'opus-detail-01-scratch-playing');
    await page.getByRole('button', { name: '停止' }).click();

    // The tracked run counted one view; reading the page again counts none.
    const after = await callAs<OpusDetail>(page, 'GET', `getOpusDetails?id=${work.id}`);
    assert.equal(after.viewNumber, work.viewNumber + 1);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(
      (await callAs<OpusDetail>(page, 'GET', `getOpusDetails?id=${work.id}`)).viewNumber,
      after.viewNumber,
    );
  });

  test('full screen and the on-screen keys of a game that listens to keys', async () => {
    const works = await classmatesWorks(page, 1);
    let keyed: { work: OpusDetail; keys: string[] } | null = null;
    for (const work of works) {
      await openWork(page, work.id);
      await playerReady(page);
      const pad = page.getByRole('group', { name: '屏幕按键' });
      if ((await pad.count()) === 0) continue;
      keyed = { work, keys: await pad.getByRole('button').allInnerTexts() };
      break;
    }
    assert.ok(keyed, 'a classmate’s game listens to keys');
    for (const key of keyed.keys)
      assert.ok(['上', '下', '左', '右', '空格'].includes(key.replace(/\s/g, '')), key);
    await page.getByRole('button', { name: '绿旗' }).click();
    const key = page.getByRole('group', { name: '屏幕按键' }).getByRole('button').first();
    await key.dispatchEvent('pointerdown', { pointerId: 1 });
    await page.waitForTimeout(300);
    await key.dispatchEvent('pointerup', { pointerId: 1 });
    await screenshot(page, 'opus-detail-02-scratch-keys');

    await page.getByRole('button', { name: '全屏' }).click();
    await page.getByRole('button', { name: '退出全屏' }).waitFor();
    const frame = await scratchFrame(page);
    const stageWidth = await frame
      .locator('canvas')
      .first()
      .evaluate((canvas) => canvas.getBoundingClientRect().width);
    assert.ok(stageWidth > 480, `the stage grows in full screen (${stageWidth} px)`);
    await page.getByRole('button', { name: '退出全屏' }).click();
    await page.getByRole('button', { name: '全屏' }).waitFor();
  });

  test('a Python work with input() runs: the answer reaches the output', async () => {
    const works = await classmatesWorks(page, 2);
    let quiz: OpusDetail | null = null;
    for (const work of works) {
      if ((await textAt(page, work.projectUrl)).includes('input(')) {
        quiz = work;
        break;
      }
    }
    assert.ok(quiz, 'a classmate’s Python work asks with input()');
    await openWork(page, quiz.id);
    await page.getByRole('textbox', { name: 'Python 程序（只读）' }).waitFor();
    await page.getByText('Python 已就绪').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '运行' }).click();
    const answer = page.getByLabel('在这里输入，按回车键提交');
    await answer.waitFor({ timeout: 30_000 });
    // Answer every question with the same number until the program ends.
    for (let asked = 0; asked < 12; asked += 1) {
      if (!(await answer.isVisible())) break;
      await answer.fill('7');
      await answer.press('Enter');
      await page.waitForFunction(
        () =>
          !document.querySelector('[data-testid="python-output"] input') ||
          document.activeElement?.tagName === 'INPUT',
        undefined,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(300);
    }
    const output = page.getByTestId('python-output');
    await output.getByText('程序运行结束').waitFor({ timeout: 30_000 });
    assert.match(await output.innerText(), /7/);
    await screenshot(page, 'opus-detail-03-python-input');
  });

  test('like and unlike, collect (it is in my favourites), then remix it with credit', async () => {
    const [work] = await classmatesWorks(page, 1);
    await openWork(page, work.id);
    const like = page.getByRole('button', { name: /^(已点赞|点赞) / });
    const wasLiked = work.isPraised;
    await like.click();
    await page.getByRole('button', { name: wasLiked ? /^点赞 / : /^已点赞 / }).waitFor();
    assert.equal(
      (await callAs<OpusDetail>(page, 'GET', `getOpusDetails?id=${work.id}`)).isPraised,
      !wasLiked,
    );
    await page.getByRole('button', { name: wasLiked ? /^点赞 / : /^已点赞 / }).click();
    await page.getByRole('button', { name: wasLiked ? /^已点赞 / : /^点赞 / }).waitFor();
    const again = await callAs<OpusDetail>(page, 'GET', `getOpusDetails?id=${work.id}`);
    assert.equal(again.isPraised, wasLiked);
    assert.equal(again.praiseNumber, work.praiseNumber);

    if (!work.isCollectioned) {
      await page.getByRole('button', { name: /^收藏 / }).click();
      await page.getByRole('button', { name: /^已收藏 / }).waitFor();
    }
    const favourites = await callAs<Paged<{ id: number }>>(
      page,
      'GET',
      'getMyCollectionList/0?pageNumber=1&pageSize=50',
    );
    assert.ok(
      favourites.list.some((item) => item.id === work.id),
      'the work is in my favourites',
    );

    await page.getByRole('button', { name: '改编' }).click();
    await page.getByRole('button', { name: '开始改编' }).click();
    await page.getByText('已改编到我的作品').waitFor();
    await screenshot(page, 'opus-detail-04-remixed');
    const editorLink = page.getByRole('link', { name: '打开编辑器' });
    const remixId = Number(
      new URL((await editorLink.getAttribute('href')) ?? '', app.baseUrl).searchParams.get('id'),
    );
    await page.getByRole('button', { name: '稍后再说' }).click();

    const mine = await callAs<Paged<MyOpus>>(page, 'GET', 'getMyOpusList?pageNumber=1&pageSize=10');
    const remix = mine.list.find((item) => item.id === remixId);
    assert.ok(remix, 'the remix is in my works');
    assert.equal(remix.originalId, work.id);
    await openWork(page, remixId);
    const credit = page.locator('.opus-credit');
    await credit.waitFor();
    assert.equal(
      (await credit.innerText()).replace(/\s+/g, ' ').trim(),
      `改编自 《${work.name}》 作者 ${work.studentName}`,
    );
    await page.getByText('私有').first().waitFor();
    await screenshot(page, 'opus-detail-05-remix-credit');
  });

  test('a comment is posted, a rude one is refused kindly and can be sent to a teacher', async () => {
    const [work] = await classmatesWorks(page, 1);
    await openWork(page, work.id);
    const box = page.getByRole('textbox', { name: '写下你的评论' });
    const kind = `小猫跑得好快，我也想做一个 ${Date.now() % 1000}`;
    await box.fill(kind);
    await page.getByRole('button', { name: '发表评论' }).click();
    await page.getByText('评论成功').waitFor();
    await page.locator('.comment-content', { hasText: kind }).waitFor();

    await box.fill('你真是个大 笨 蛋');
    await page.getByRole('button', { name: '发表评论' }).click();
    const refusal = page.getByText('这条评论里有不文明的词语，换个说法吧');
    await refusal.waitFor();
    await screenshot(page, 'opus-detail-06-comment-refused');
    await page.getByRole('button', { name: '我觉得判断错了' }).click();
    await page.getByText('已提交老师审核，通过后会显示出来').waitFor();
    const comments = await callAs<CommentPage>(
      page,
      'GET',
      `getOpusCommentsList?opusId=${work.id}&pageNumber=1&pageSize=50`,
    );
    assert.ok(comments.list.some((comment) => comment.content === kind));
    assert.ok(
      !comments.list.some((comment) => comment.content.includes('笨')),
      'nothing refused is published',
    );
  });

  test('signed out, /opus-detail shows a public work with its player and comments, read-only', async () => {
    const { list } = await callAs<GalleryPage>(
      page,
      'GET',
      'getLatestOpusList?opusType=1&pageNumber=1&pageSize=10',
    );
    const work = list[0];
    assert.ok(work, 'a work is open to everyone');
    const visitor = await openContext(browser, app.baseUrl);
    try {
      const guest = await visitor.newPage();
      await openWork(guest, work.id, '/opus-detail');
      assert.equal(await guest.getByRole('heading', { level: 1 }).innerText(), work.name);
      await guest.getByText('登录后点赞、收藏和评论').first().waitFor();
      assert.equal(await guest.getByRole('button', { name: /点赞/ }).count(), 0);
      assert.equal(await guest.getByRole('textbox', { name: '写下你的评论' }).count(), 0);
      await playerReady(guest);
      await guest.getByRole('button', { name: '绿旗' }).click();
      await screenshot(guest, 'opus-detail-07-public-signed-out');

      // A private work stays hidden from visitors.
      const mine = await callAs<Paged<MyOpus & { visibility: number }>>(
        page,
        'GET',
        'getMyOpusList?pageNumber=1&pageSize=50',
      );
      const secret = mine.list.find((item) => item.visibility === 0);
      assert.ok(secret, 'demo has a private work');
      await guest.goto(`/opus-detail?id=${secret.id}`);
      await guest.getByText('作品不存在或未公开').waitFor();
    } finally {
      await visitor.close();
    }
  });
});
