import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { clickMenuItem, launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { signIn, submitSignIn } from './session';

const MENU_CALL = '/api/v3/student/getMenuList';
const FULL_MENU_SCHOOL = ['首页', '校内作品', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'];
const FULL_MENU_PUBLIC = ['首页', '作品广场', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'];

/** What SPEC.md §2 gives each demo account (README.md "Demo accounts"). */
const ACCOUNTS: Array<{ username: string; name: string; menu: string[] }> = [
  { username: 'demo', name: '林小满', menu: FULL_MENU_SCHOOL },
  { username: 'trial', name: '陈一诺', menu: FULL_MENU_PUBLIC },
  { username: 'solo', name: '王子墨', menu: ['首页', '创作中心', '我的同学', '我的收藏'] },
  { username: 'newbie', name: '赵欣然', menu: FULL_MENU_SCHOOL },
  { username: 'xiaoyu', name: '李晓雨', menu: FULL_MENU_SCHOOL },
];

/** The side menu's entries, read from the page itself (a modal may be open over it). */
async function menuOf(page: Page): Promise<string[]> {
  const items = page.locator('nav[aria-label="主菜单"] [role="menuitem"]');
  await items.first().waitFor();
  return items.allTextContents();
}

async function tabsOf(page: Page): Promise<string[]> {
  const strip = page.getByRole('navigation', { name: '已打开的页面' });
  await strip.waitFor();
  return strip.getByRole('link').allTextContents();
}

describe('student shell: menus, tabs, membership and the public entries', () => {
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

  async function freshPage(width = 1440, height = 900): Promise<{ context: BrowserContext; page: Page }> {
    const context = await openContext(browser, app.baseUrl, { width, height });
    return { context, page: await context.newPage() };
  }

  for (const account of ACCOUNTS) {
    test(`${account.username} signs in and sees their own menu`, async () => {
      const { context, page } = await freshPage();
      // newbie meets the profile gate, which stays over everything for its countdown: the menu
      // is read behind it.
      await signIn(page, account.username, { closeNotices: account.username !== 'newbie' });
      assert.deepEqual(await menuOf(page), account.menu);
      assert.equal(
        await page
          .locator('header')
          .getByRole('button', { name: `用户菜单：${account.name}` })
          .count(),
        1,
      );
      await screenshot(page, `shell-01-menu-${account.username}`);
      await context.close();
    });
  }

  test('the user menu differs per account: trial may change the password, demo may not', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'trial', { closeNotices: true });
    await page.getByRole('button', { name: '用户菜单：陈一诺' }).click();
    const entries = page.getByRole('menuitem', { name: /个人中心|修改密码|退出登录/ });
    await entries.first().waitFor();
    assert.deepEqual(await entries.allTextContents(), ['个人中心', '修改密码', '退出登录']);
    await screenshot(page, 'shell-02-user-menu-trial');
    await context.close();

    const other = await freshPage();
    await signIn(other.page, 'demo', { closeNotices: true });
    await other.page.getByRole('button', { name: '用户菜单：林小满' }).click();
    const demoEntries = other.page.getByRole('menuitem', { name: /个人中心|修改密码|退出登录/ });
    await demoEntries.first().waitFor();
    assert.deepEqual(await demoEntries.allTextContents(), ['个人中心', '退出登录']);
    // A click that lands while the dropdown is still animating open can be lost on a busy machine.
    await clickMenuItem(demoEntries.first());
    await other.page.waitForURL('**/userCenter');
    await other.context.close();
  });

  test('tabs and the menu survive a reload; the menu is not fetched again', async () => {
    const { context, page } = await freshPage();
    const menuCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(MENU_CALL)) menuCalls.push(request.url());
    });
    await signIn(page, 'demo', { closeNotices: true });
    await menuOf(page);
    assert.equal(menuCalls.length, 1);

    await page.goto('/upMember');
    await page.getByRole('heading', { name: '你已经是码芽正式会员啦' }).waitFor();
    assert.deepEqual(await tabsOf(page), ['首页', '升级会员']);
    await page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '首页' }).click();
    await page.waitForURL('**/home');

    await page.reload();
    await page.getByRole('navigation', { name: '已打开的页面' }).waitFor();
    assert.deepEqual(await tabsOf(page), ['首页', '升级会员']);
    assert.deepEqual(await menuOf(page), FULL_MENU_SCHOOL);
    assert.equal(menuCalls.length, 1, 'the cached menu is used after the reload');
    await screenshot(page, 'shell-03-tabs-after-reload');

    await page.getByRole('link', { name: '升级会员' }).click();
    await page.waitForURL('**/upMember');
    await page.getByRole('button', { name: '关闭升级会员' }).click();
    await page.waitForURL('**/home');
    assert.deepEqual(await tabsOf(page), ['首页']);
    await context.close();
  });

  test('the message page shows its banner instead of the tab strip', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'demo', { closeNotices: true });
    await page.getByRole('button', { name: /条未读消息|暂无未读消息/ }).click();
    await page.waitForURL('**/message');
    await page.locator('.shell-banner').getByRole('heading', { name: '我的消息' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: '已打开的页面' }).count(), 0);
    await screenshot(page, 'shell-12-message-banner');
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: '首页' }).click();
    await page.waitForURL('**/home');
    assert.deepEqual(await tabsOf(page), ['首页', '我的消息']);
    await context.close();
  });

  test('a trial student upgrades on /upMember with a learning card code', async () => {
    const { context, page } = await freshPage();
    await signIn(page, 'trial', { closeNotices: true });
    await page.getByRole('button', { name: '升级会员', exact: true }).click();
    await page.waitForURL('**/upMember');
    await page.getByRole('heading', { name: '升级成为码芽正式会员' }).waitFor();
    await screenshot(page, 'shell-04-up-member-trial');

    await page.getByRole('button', { name: '输入激活码升级' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('激活码').fill('SC1START7');
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: '立即激活' }).click();
    await reloaded;
    await page.getByRole('heading', { name: '你已经是码芽正式会员啦' }).waitFor();
    // The refreshed user reaches the shell too: the upgrade shortcut goes away.
    await page.getByRole('button', { name: '升级会员', exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'shell-05-up-member-done');
    await context.close();
  });

  test('on a phone both shells keep their header on one row, inside the screen, and the menu button off the page', async () => {
    const { context, page } = await freshPage(390, 844);
    await signIn(page, 'demo', { closeNotices: true });
    for (const [path, header] of [
      ['/home', '.shell-student .shell-header'],
      ['/questionBank', '.shell-header'],
    ] as const) {
      await page.goto(path);
      await page.locator(`${header} .shell-user-trigger`).waitFor();
      const layout = await page.evaluate((selector) => {
        const bar = document.querySelector(selector) as HTMLElement;
        const controls = Array.from(bar.querySelectorAll('a, button'));
        const middles = controls.map((element) => {
          const box = element.getBoundingClientRect();
          return box.top + box.height / 2;
        });
        return {
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          rowSpread: Math.max(...middles) - Math.min(...middles),
          outside: controls
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .map((element) => element.getAttribute('aria-label') ?? element.textContent),
        };
      }, header);
      await screenshot(page, `shell-phone-${path.slice(1)}`);
      assert.ok(layout.sideways <= 0, `${path}: no sideways scrolling (${layout.sideways} px too wide)`);
      assert.deepEqual(layout.outside, [], `${path}: every header control is on screen`);
      assert.ok(
        layout.rowSpread <= 8,
        `${path}: the header's controls are on one row (${layout.rowSpread} px apart)`,
      );
      // The folded side menu's button lies on nothing of the page (the question bank had it on
      // its first card).
      const covered = await page.evaluate(() => {
        const trigger = document.querySelector('.ant-layout-sider-zero-width-trigger');
        const content = document.querySelector('.shell-content');
        if (!trigger || !content) return ['(no menu button or page)'];
        const bar = document.querySelector('.qb-content-bar');
        const box = trigger.getBoundingClientRect();
        const hits = new Set<string>();
        for (let i = 1; i < 5; i += 1) {
          for (let j = 1; j < 5; j += 1) {
            const x = box.left + (box.width * i) / 5;
            const y = box.top + (box.height * j) / 5;
            for (const element of document.elementsFromPoint(x, y)) {
              if (element === content || !content.contains(element) || (bar && element.contains(bar)))
                continue;
              hits.add(element.getAttribute('class') ?? element.tagName);
            }
          }
        }
        return [...hits];
      });
      assert.deepEqual(covered, [], `${path}: the side menu's button covers nothing of the page`);
      // The words hidden on a phone still name the controls.
      const userMenu = await page.locator(`${header} .shell-user-trigger`).getAttribute('aria-label');
      assert.match(userMenu ?? '', /小满/);
    }
    await context.close();
  });

  test('on a phone the side menu is folded from its first frame, so nothing moves as a page loads, and no Tab stop hides in it until its button opens it', async () => {
    const { context, page } = await freshPage(390, 844);
    await signIn(page, 'demo', { closeNotices: true });
    await context.addInitScript(() => {
      const record = { siderClasses: [] as string[], shift: 0 };
      (window as unknown as { firstFrames: typeof record }).firstFrames = record;
      // Every class the side menu had before a change: unfolded, it would have been drawn so.
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const target = mutation.target as Element;
          if (target.classList.contains('shell-sider')) record.siderClasses.push(mutation.oldValue ?? '');
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
          record.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/home', '/questionBank']) {
      await page.goto(path);
      await page.locator('.ant-layout-sider-zero-width-trigger').waitFor();
      await page.waitForLoadState('load');
      const { siderClasses, shift } = await page.evaluate(
        () => (window as unknown as { firstFrames: { siderClasses: string[]; shift: number } }).firstFrames,
      );
      assert.deepEqual(
        siderClasses.filter((classes) => !classes.includes('ant-layout-sider-collapsed')),
        [],
        `${path}: the side menu was never unfolded`,
      );
      assert.ok(shift < 0.1, `${path}: the page moved as it loaded (layout shift ${shift.toFixed(3)})`);
      assert.equal(
        await page.locator('.shell-sider').evaluate((sider) => sider.getBoundingClientRect().width),
        0,
      );
      // Drawn 0 px wide, the folded menu holds nothing the Tab key could reach unseen.
      await page.waitForLoadState('networkidle');
      for (let press = 0; press < 30; press += 1) {
        await page.keyboard.press('Tab');
        const inMenu = await page.evaluate(() =>
          Boolean(document.activeElement?.closest('.shell-sider nav')),
        );
        assert.equal(inMenu, false, `${path}: Tab press ${press + 1} went into the folded menu`);
      }
      await page.locator('.ant-layout-sider-zero-width-trigger').click();
      await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem').first().waitFor();
      await page.waitForFunction(
        () => document.querySelector('.shell-sider')?.getBoundingClientRect().width === 220,
      );
      await screenshot(page, `shell-phone-menu-${path.slice(1)}`);
    }
    await context.close();
  });

  test('the root font size follows the window width (SPEC.md §9)', async () => {
    const { context, page } = await freshPage(1440, 900);
    await signIn(page, 'demo', { closeNotices: true });
    await page.waitForFunction(() => document.documentElement.style.fontSize === '80px');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.waitForFunction(() => document.documentElement.style.fontSize === '100px');
    await screenshot(page, 'shell-06-home-1920');
    await context.close();
  });

  test('an account that has ended is sent to /accountEnd with the reason', async () => {
    // A school ends an account by setting its end date; the server's own database file is used.
    const db = new Database(path.join(app.dataDir, 'app.db'));
    try {
      db.prepare('UPDATE students SET account_expires_at = ? WHERE username = ?').run(
        Date.now() - 1000,
        'haoran',
      );
    } finally {
      db.close();
    }
    const { context, page } = await freshPage();
    await signIn(page, 'haoran', { landing: '**/accountEnd' });
    await page.getByText('你的账号已到期，请联系老师或校区续费后再登录').waitFor();
    await page.getByRole('heading', { name: '你的学习账号已经到期' }).waitFor();
    await screenshot(page, 'shell-11-account-ended');
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  test('public entries: /zkactivate, /ULoginT, /ULoginNeedLogin and /accountEnd', async () => {
    const { context, page } = await freshPage();
    await page.goto('/zkactivate?code=SPROUT115');
    await page.getByText('先登录要开通学习卡的账号。').waitFor();
    await screenshot(page, 'shell-07-zkactivate-sign-in');
    await submitSignIn(page, 'solo');
    await page.getByText('当前账号：王子墨').waitFor();
    assert.equal(await page.getByLabel('激活码').inputValue(), 'SPROUT115');
    await page.getByRole('button', { name: '立即激活' }).click();
    await page.getByRole('heading', { name: '学习卡激活成功！' }).waitFor();
    await screenshot(page, 'shell-08-zkactivate-done');
    await page.getByRole('button', { name: '去题库练习' }).click();
    await page.waitForURL('**/questionBank');
    await page
      .getByRole('button', { name: /进入练习/ })
      .first()
      .waitFor();

    await page.goto('/ULoginNeedLogin');
    await page.getByText('你的登录已过期，请重新登录。').waitFor();
    await page.getByLabel('用户名').waitFor();
    await screenshot(page, 'shell-09-need-login');
    await page.goto('/home');
    await page.waitForURL('**/login');

    await signIn(page, 'xiaoyu', { from: '/ULoginT', landing: '**/practise' });
    await page.getByRole('button', { name: /用户菜单：/ }).waitFor();

    await page.goto('/accountEnd');
    await page.getByRole('heading', { name: '你的学习账号已经到期' }).waitFor();
    await screenshot(page, 'shell-10-account-end');
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL('**/login');
    await page.goto('/home');
    await page.waitForURL('**/login');
    await context.close();
  });
});
