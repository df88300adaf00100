/** The steps a student takes to get in: the sign-in form, the landing page, the notices that greet them. */
import assert from 'node:assert/strict';
import type { Locator, Page, Response } from 'playwright-core';
import { DEMO_PASSWORD } from './harness';

const NOTICES_CALL = '/api/v3/notice/getMyNoticeList';

/**
 * The shell's notice list, to be awaited by dismissNotices. Call it before the navigation that
 * loads the shell, or the answer may come and go before anyone listens.
 */
export function noticesOf(page: Page): Promise<Response> {
  const loaded = page.waitForResponse((response) => response.url().includes(NOTICES_CALL));
  // A step that fails before the list is awaited should report its own error, not this one.
  loaded.catch(() => undefined);
  return loaded;
}

/**
 * Closes the school's notices (SPEC.md §2) that greet a student, so the page behind them can be
 * used. What was closed stays closed across reloads (the browser remembers it), so only the
 * notices not closed yet are waited for. The click goes to the button itself because the profile
 * gate may be stacked above a notice.
 */
export async function dismissNotices(page: Page, noticesLoaded: Promise<Response>): Promise<void> {
  const { result } = (await (await noticesLoaded).json()) as { result: Array<{ id: number }> };
  const dismissed = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('persist:codesprout.notices') ?? '{}') as Record<
      string,
      string
    >;
    return JSON.parse(stored.dismissedIds ?? '[]') as number[];
  });
  const waiting = result.filter((notice) => !dismissed.includes(notice.id)).length;
  if (waiting === 0) return;
  const open = page.getByRole('button', { name: '我知道了' }).filter({ visible: true });
  await open.first().waitFor();
  // One notice closes per click; a dialog on its way out may still show its button for a moment.
  for (let round = 0; round < 4 * waiting && (await open.count()) > 0; round += 1) {
    await open
      .first()
      .dispatchEvent('click')
      .catch(() => undefined);
    await open
      .first()
      .waitFor({ state: 'detached', timeout: 1_000 })
      .catch(() => undefined);
  }
  assert.equal(await open.count(), 0, 'every notice was closed');
}

/**
 * Fills the account form found in `scope` (the page or a sign-in dialog) and sends it, with Enter
 * in the password field unless `viaButton` asks for the 登录 button.
 */
export async function submitSignIn(
  scope: Page | Locator,
  username: string,
  password = DEMO_PASSWORD,
  { viaButton = false } = {},
): Promise<void> {
  const passwordField = scope.getByLabel('密码', { exact: true });
  await scope.getByLabel('用户名').fill(username);
  await passwordField.fill(password);
  if (viaButton) await scope.getByRole('button', { name: '登录' }).click();
  else await passwordField.press('Enter');
}

export interface SignInOptions {
  /** Defaults to the demo accounts' password. */
  password?: string;
  /** The page that shows the form; null when the page already shows it. */
  from?: string | null;
  /** Where the sign-in leads; on /home, the student shell is waited for as well. */
  landing?: string;
  /** The 登录成功 message must show on the way. */
  expectWelcome?: boolean;
  /** Closes the notices that greet the student once the shell is up. */
  closeNotices?: boolean;
}

/** Signs in through a sign-in page and waits for the page it leads to. */
export async function signIn(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  const {
    password,
    from = '/login',
    landing = '**/home',
    expectWelcome = false,
    closeNotices = false,
  } = options;
  const notices = closeNotices ? noticesOf(page) : undefined;
  if (from !== null) await page.goto(from);
  await submitSignIn(page, username, password);
  if (expectWelcome) await page.getByText('登录成功').waitFor();
  await page.waitForURL(landing);
  if (landing === '**/home') await page.locator('.shell-student').waitFor();
  if (notices) await dismissNotices(page, notices);
}
