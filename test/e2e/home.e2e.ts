import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, resultsDir, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

/** What the student sees of a dialog once it has opened: the window, not the whole page behind it. */
async function dialogShot(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.evaluate((element) =>
    // A motion replaced by the next one is cancelled, which is as good as finished here.
    Promise.all(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`) });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * A full-page picture shows what a scrolling student would see: pictures below the fold, which the
 * page loads lazily, are fetched before the shot.
 */
async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]'));
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await screenshot(page, name);
}

/** Every card has had its answer: no skeleton is left on the dashboard. */
async function dashboardSettled(page: Page): Promise<void> {
  await page.getByRole('region', { name: '我的成就' }).getByText('作品数').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.home .ant-skeleton').length === 0);
}

/** How many pixels of a canvas something was drawn on. */
function drawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const node = element as HTMLCanvasElement;
    const context = node.getContext('2d');
    if (!context || node.width === 0 || node.height === 0) return 0;
    const { data } = context.getImageData(0, 0, node.width, node.height);
    let drawn = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) drawn += 1;
    return drawn;
  });
}

/** The CSS properties that the animations of the matching elements, and of what they hold, change. */
function animatedProperties(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (css) =>
      [
        ...new Set(
          [...document.querySelectorAll(css)]
            .flatMap((element) => element.getAnimations({ subtree: true }))
            .flatMap((animation) => (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [])
            .flatMap((frame) => Object.keys(frame))
            .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
        ),
      ].sort(),
    selector,
  );
}

describe('home dashboard: demo, trial and solo', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
    await context?.close();
    context = await openContext(browser, app.baseUrl, viewport);
    return context.newPage();
  }

  test('demo: the school dashboard, a drawn radar, a ticking countdown and a like', async () => {
    const page = await freshPage();
    await signIn(page, 'demo', { closeNotices: true });
    await page.getByRole('heading', { name: '你好，林小满！' }).waitFor();
    for (const name of [
      '我的成长树',
      '本月作品排行榜',
      '课程安排',
      '公开课',
      '创意活动',
      '同学动态',
      '我的消息',
    ])
      await region(page, name).waitFor();
    assert.equal(await region(page, '精选推荐').count(), 0);
    assert.equal(await region(page, '视频资讯').count(), 0);

    // The radar is its own chunk; its canvas appears and has something drawn on it.
    const canvas = region(page, '我的成长树')
      .getByRole('img', { name: /能力雷达图$/ })
      .locator('canvas')
      .first();
    await canvas.waitFor();
    await page.waitForFunction(
      (element) => {
        const node = element as HTMLCanvasElement;
        return node.width > 0 && node.height > 0;
      },
      await canvas.elementHandle(),
    );
    let drawn = 0;
    for (let attempt = 0; attempt < 50 && drawn < 500; attempt += 1) {
      drawn = await drawnPixels(canvas);
      if (drawn < 500) await page.waitForTimeout(100);
    }
    assert.ok(drawn >= 500, `the radar has been drawn (${drawn} pixels)`);

    // The ability-dimension modal and a lesson plan open over the dashboard.
    await region(page, '我的成长树').getByRole('button', { name: '能力说明' }).click();
    const abilities = page.locator('.ant-modal').filter({ hasText: '能力维度说明' });
    await abilities.getByText('逻辑思维').waitFor();
    await dialogShot(page, abilities, 'home-demo-abilities');
    await page.keyboard.press('Escape');
    await abilities.waitFor({ state: 'hidden' });

    await region(page, '课程安排')
      .getByRole('button', { name: /^下一课 / })
      .first()
      .click();
    const plan = page.locator('.ant-modal').filter({ hasText: '教学任务' });
    await plan.locator('.course-plan-detail').waitFor();
    await dialogShot(page, plan, 'home-demo-lesson-plan');
    await page.keyboard.press('Escape');
    await plan.waitFor({ state: 'hidden' });

    // A countdown of a running or upcoming activity moves on by itself.
    const timer = region(page, '创意活动').getByRole('timer').filter({ hasText: /^距/ }).first();
    const before = (await timer.textContent()) ?? '';
    assert.match(before, /^距(开始|结束) (\d+天)?\d\d时\d\d分\d\d秒$/);
    await page.waitForFunction(([element, first]) => (element as HTMLElement).textContent !== first, [
      await timer.elementHandle(),
      before,
    ] as const);

    // Like a classmate's work: the count goes up by one and stays liked.
    const classmates = region(page, '同学动态');
    const like = classmates.getByRole('button', { name: /^给「.+」点赞（/ }).first();
    const label = (await like.getAttribute('aria-label')) ?? '';
    const work = /^给「(.+)」点赞（/.exec(label)?.[1] ?? '';
    const count = Number((await like.textContent())?.trim());
    await dashboardSettled(page);
    await pageShot(page, 'home-demo');

    await like.click();
    await page.getByText('点赞成功').waitFor();
    const liked = classmates.getByRole('button', { name: `已给「${work}」点赞（${count + 1}）` });
    await liked.waitFor();
    assert.equal(Number((await liked.textContent())?.trim()), count + 1);
    assert.equal(await liked.getAttribute('aria-pressed'), 'true');

    // The like is the server's: the dynamics page shows the same count after a fresh load.
    await classmates.getByRole('link', { name: '查看更多同学动态' }).click();
    await page.waitForURL('**/student/classmateDynamicPage');
    const onPage = page.getByRole('button', { name: `已给「${work}」点赞（${count + 1}）` });
    await onPage.waitFor();
    assert.equal(Number((await onPage.textContent())?.trim()), count + 1);
    await pageShot(page, 'home-demo-classmates');

    await page.goto('/student/activityPage');
    await page.getByRole('heading', { name: '创意活动', level: 1 }).waitFor();
    await page.locator('.activity-card').first().waitFor();
    await pageShot(page, 'home-demo-activities');
    await page.locator('.activity-card a').first().click();
    await page.waitForURL('**/activityDetail?**');
    await page.locator('.activity-detail-content').waitFor();
    await pageShot(page, 'home-demo-activity-detail');
  });

  test('trial: my courses, video news and new-star articles in a new tab', async () => {
    const page = await freshPage();
    await signIn(page, 'trial', { closeNotices: true });
    await page.getByRole('heading', { name: '你好，陈一诺！' }).waitFor();
    for (const name of ['我的课程', '视频资讯', '最新资讯', '我的消息']) await region(page, name).waitFor();
    for (const name of ['公开课', '创意活动', '同学动态', '精选推荐'])
      assert.equal(await region(page, name).count(), 0, `${name} is not shown to a trial student`);
    await region(page, '视频资讯')
      .getByRole('button', { name: /^播放视频：/ })
      .nth(3)
      .waitFor();
    assert.equal(
      await region(page, '视频资讯')
        .getByRole('button', { name: /^播放视频：/ })
        .count(),
      4,
    );
    await dashboardSettled(page);
    await pageShot(page, 'home-trial');

    const article = region(page, '最新资讯')
      .getByRole('link', { name: /^阅读：/ })
      .first();
    const title = await article.locator('.latest-news-title').innerText();
    const [tab] = await Promise.all([context.waitForEvent('page'), article.click()]);
    await tab.waitForURL('**/artical-detail?id=*');
    await tab.getByRole('heading', { name: title, level: 1 }).waitFor();
    await tab.locator('.article-content').waitFor();
    await pageShot(tab, 'home-trial-article');
  });

  test('solo: the ads carousel instead of the ranking, open courses, no tree, activities or classmates', async () => {
    const page = await freshPage();
    await signIn(page, 'solo', { closeNotices: true });
    await page.getByRole('heading', { name: '你好，王子墨！' }).waitFor();
    await region(page, '精选推荐').waitFor();
    for (const name of ['我的成长树', '本月作品排行榜', '创意活动', '同学动态'])
      assert.equal(await region(page, name).count(), 0, `${name} is not shown without an organisation`);
    await region(page, '公开课').getByRole('article').first().waitFor();
    await dashboardSettled(page);
    await pageShot(page, 'home-solo');
  });

  test('on a phone the hello keeps its place while the medals load, with medals and without', async () => {
    for (const [account, medals] of [
      ['demo', (page) => page.getByRole('list', { name: '我的勋章' }).getByRole('listitem').first()],
      ['solo', (page) => page.getByText('还没有勋章，继续加油就能拿到哦！')],
    ] as const satisfies ReadonlyArray<readonly [string, (page: Page) => Locator]>) {
      const page = await freshPage({ width: 390, height: 844 });
      await signIn(page, account, { closeNotices: true });
      // The medals come with the fresh student record, which a slow network brings late.
      await page.route('**/api/v3/student/getStudentInfo', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const record = { shift: 0 };
        (window as unknown as { shifts: typeof record }).shifts = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
            record.shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/home');
      await page.getByRole('heading', { name: /^你好，/ }).waitFor();
      await medals(page).waitFor();
      const shift = await page.evaluate(
        () => (window as unknown as { shifts: { shift: number } }).shifts.shift,
      );
      assert.ok(
        shift < 0.01,
        `${account}: the page moved as the medals came (layout shift ${shift.toFixed(3)})`,
      );
    }
  });

  test('on a phone the dashboard loads moving only what the compositor moves on its own', async () => {
    const page = await freshPage({ width: 390, height: 844 });
    await signIn(page, 'demo', { closeNotices: true });
    // The ranking's answer comes late, as on a slow network: its placeholder shows meanwhile.
    await page.route('**/api/v3/student/getWeeklyOpusCountTop**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto('/home');
    const placeholder = region(page, '本月作品排行榜').locator('.ant-skeleton');
    await placeholder.scrollIntoViewIfNeeded();
    // A faded or scaled part is moved by the compositor alone; a sliding gradient or a growing width
    // has the page's thread restyle and repaint it on every frame, on a tablet's CPU.
    assert.deepEqual(await animatedProperties(page, '.home .ant-skeleton'), ['opacity']);
    assert.deepEqual(await animatedProperties(page, '.route-progress'), ['opacity', 'transform']);
    await region(page, '本月作品排行榜').getByRole('listitem').first().waitFor();
  });

  test('on a phone the shown dashboard stands still, in one font', async () => {
    const page = await freshPage({ width: 390, height: 844 });
    await signIn(page, 'demo', { closeNotices: true });
    await page.goto('/home');
    await page.getByRole('heading', { name: '你好，林小满！' }).waitFor();
    await region(page, '我的成就').getByText('作品数').waitFor();
    // Below the fold the radar keeps its place until the student scrolls to it.
    await region(page, '我的成长树').getByRole('status', { name: '雷达图加载中' }).waitFor();
    // The bell and the shortcuts come two seconds after the page's load, each with a short motion.
    await page.locator('.message-bell .ant-badge-count').waitFor();
    await page.waitForTimeout(1000);
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => (animation as CSSAnimation).animationName ?? animation.id),
    );
    // Anything still moving has the browser restyle and repaint on every frame for as long as the page is open.
    assert.deepEqual(running, [], 'nothing on the shown dashboard keeps moving');

    const fonts = await page.evaluate(() => ({
      page: getComputedStyle(document.body).fontFamily,
      button: getComputedStyle(document.querySelector('.home .ant-btn') as Element).fontFamily,
    }));
    assert.equal(fonts.button, fonts.page, "antd's buttons name the page's Chinese fonts");
  });
});

describe('named activity tabs, and the lists an account may not see', () => {
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

  test('demo: two activities open at once are two tabs, each with its name', async () => {
    const context = await openContext(browser, app.baseUrl);
    const page = await context.newPage();
    try {
      await signIn(page, 'demo', { closeNotices: true });
      await page.goto('/student/activityPage');
      const cards = page.locator('.activity-card');
      await cards.nth(1).waitFor();
      const names: string[] = [];
      for (const index of [0, 1]) {
        await page.goto('/student/activityPage');
        const card = page.locator('.activity-card').nth(index);
        await card.waitFor();
        await card.locator('a').first().click();
        await page.waitForURL('**/activityDetail?**');
        names.push((await page.locator('#activity-detail-name').innerText()).trim());
      }
      assert.notEqual(names[0], names[1]);
      const strip = page.getByRole('navigation', { name: '已打开的页面' });
      for (const name of names) await strip.getByRole('link', { name, exact: true }).waitFor();
      assert.equal(await strip.getByRole('link', { name: '活动详情', exact: true }).count(), 0);
      await screenshot(page, 'newcomer-06-activity-tabs-named');
    } finally {
      await context.close();
    }
  });

  test('trial: creative activities and open courses say why not, and offer 升级会员', async () => {
    const context = await openContext(browser, app.baseUrl);
    const page = await context.newPage();
    try {
      await signIn(page, 'trial', { closeNotices: true });
      await page.goto('/student/activityPage');
      const refusal = page.locator('.load-refused');
      await refusal.getByText(/体验账号还不能参加/).waitFor();
      assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
      await refusal.getByRole('button', { name: '升级会员' }).waitFor();
      await screenshot(page, 'newcomer-07-activities-not-for-trial');

      await page.goto('/student/openCoursePage');
      await refusal.getByText(/体验账号还不能观看/).waitFor();
      await refusal.getByRole('button', { name: '我的课程' }).click();
      await page.waitForURL('**/student/myCoursePage');
    } finally {
      await context.close();
    }
  });

  test('solo: creative activities say the account belongs to no school', async () => {
    const context = await openContext(browser, app.baseUrl);
    const page = await context.newPage();
    try {
      await signIn(page, 'solo', { closeNotices: true });
      await page.goto('/student/activityPage');
      await page
        .locator('.load-refused')
        .getByText(/你的账号还没有加入学校/)
        .waitFor();
      assert.equal(await page.getByRole('button', { name: '重新加载' }).count(), 0);
      await screenshot(page, 'newcomer-08-activities-no-school');
    } finally {
      await context.close();
    }
  });
});
