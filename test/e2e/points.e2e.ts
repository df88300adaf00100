import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn } from './session';

const COUNT_LABELS = ['单选题', '多选题', '判断题', '填空题', '简答题', '编程题'];

interface PointsView {
  balance: number;
  /** The ledger's first page, newest first: what each row was for. */
  reasons: string[];
}

/** The user centre's 我的积分 tab: the balance and the newest ledger rows. */
async function pointsView(page: Page): Promise<PointsView> {
  await page.goto('/userCenter');
  const card = page.locator('.user-center-points');
  await card.getByRole('tab', { name: '我的积分' }).waitFor();
  const balance = card.locator('.ant-statistic-content-value');
  await balance.waitFor();
  const rows = card.locator('.user-center-ledger tbody tr');
  await rows.first().waitFor();
  return {
    balance: Number((await balance.innerText()).replace(/,/g, '')),
    reasons: await rows.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? '')),
  };
}

async function medalOf(page: Page, name: string): Promise<Locator> {
  const card = page.locator('.user-center-points');
  await card.getByRole('tab', { name: '全部勋章' }).click();
  const medal = card.getByRole('list', { name: '全部勋章' }).getByRole('listitem').filter({ hasText: name });
  await medal.waitFor();
  return medal;
}

describe('points and medals: a finished practice pays and shows in the user centre', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let before_: PointsView;

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

  test('the seeded history already paid: balance, ledger and medals', { timeout: 60_000 }, async () => {
    await signIn(page, 'demo', { closeNotices: true });
    before_ = await pointsView(page);
    assert.ok(before_.balance > 0, `demo's seeded practices, passed exam and likes paid: ${before_.balance}`);
    // Classmates liked demo's works lately: the newest rows are those likes.
    assert.match(before_.reasons[0] ?? '', /作品获得同学点赞/);
    const locked = await medalOf(page, '练习达人');
    assert.match(await locked.innerText(), /未获得：累计完成 10 次题库练习/);
    assert.match((await locked.getAttribute('class')) ?? '', /user-center-medal-locked/);
  });

  test('demo finishes a practice batch: the points and 初次练习 appear', { timeout: 120_000 }, async () => {
    await page.goto('/questionBank');
    await page.getByRole('button', { name: '进入练习：题库一' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '开始练习' }).waitFor();
    for (const label of COUNT_LABELS) {
      const field = dialog.getByLabel(label, { exact: true });
      if ((await field.count()) === 0) continue;
      await field.fill(label === '单选题' ? '1' : '0');
      await field.blur();
    }
    await dialog.getByRole('button', { name: '开始练习' }).click();
    const practice = page.getByRole('region', { name: '题目练习' });
    const question = practice.getByRole('article');
    await question.waitFor();
    await question.getByRole('radio').first().check();
    await practice.getByRole('button', { name: '提交并查看结果' }).click();
    const result = page.getByRole('dialog', { name: '练习结果' });
    await result.waitFor();
    await result.getByRole('button', { name: '完成练习' }).click();
    await page.waitForURL('**/questionBank');

    const after_ = await pointsView(page);
    // The practice is the newest row (after the day's first-practice bonus, if it was the first).
    assert.ok(
      after_.reasons.slice(0, 2).some((reason) => reason.includes('完成一次题库练习')),
      after_.reasons.join(' | '),
    );
    // 5 for the practice, and 2 more when it is the day's first.
    assert.ok(
      [5, 7].includes(after_.balance - before_.balance),
      `balance ${before_.balance} → ${after_.balance}`,
    );
    await screenshot(page, 'points-01-ledger');

    const first = await medalOf(page, '初次练习');
    assert.match(await first.innerText(), /获得于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    assert.doesNotMatch((await first.getAttribute('class')) ?? '', /user-center-medal-locked/);
    await screenshot(page, 'points-02-medals');
  });
});
