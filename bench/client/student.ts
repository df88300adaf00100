/**
 * What a student does before the measured pages exist: signs in through the real form, closes the
 * school's notices (a returning student has), starts a practice batch and opens a mock paper. The
 * pages reached are then reloaded for measurement; the stored session and batch bring them back.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inTab } from './browser';

const NOTICES_CALL = '/api/v3/notice/getMyNoticeList';
/** Choice questions only: the page's own render is measured, not the Scratch editor of a task. */
const PRACTICE_COUNTS: Record<string, number> = { 单选题: 5, 判断题: 5 };
const PRACTICE_BANK = '题库一';
const MOCK_PAPER = 'Scratch 一级模拟卷';

export interface StudentAccount {
  username: string;
  password: string;
}

/** Popups close one per click, the rest together in one carousel: never more clicks than notices. */
async function closeNotices(page: Page, count: number): Promise<void> {
  if (count === 0) return;
  const close = page.getByRole('button', { name: '我知道了' }).filter({ visible: true });
  await close.first().waitFor();
  for (let round = 0; round < count && (await close.count()) > 0; round += 1) {
    await close.first().dispatchEvent('click');
    await close
      .first()
      .waitFor({ state: 'detached', timeout: 2_000 })
      .catch(() => undefined);
  }
}

export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  account: StudentAccount,
): Promise<void> {
  await inTab(context, async (page) => {
    await page.goto(`${baseUrl}/login`);
    const notices = page.waitForResponse((response) => response.url().includes(NOTICES_CALL));
    await page.getByLabel('用户名').fill(account.username);
    await page.getByLabel('密码', { exact: true }).fill(account.password);
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL('**/home');
    const { result } = (await (await notices).json()) as { result: unknown[] };
    await closeNotices(page, result.length);
  });
}

/** Starts a practice batch of choice questions; returns the practice page's URL. */
export async function startPractice(context: BrowserContext, baseUrl: string): Promise<string> {
  return inTab(context, async (page) => {
    await page.goto(`${baseUrl}/questionBank`);
    await page.getByRole('button', { name: `进入练习：${PRACTICE_BANK}` }).click();
    const dialog = page.getByRole('dialog');
    for (const [label, count] of Object.entries(PRACTICE_COUNTS)) {
      const field = dialog.getByLabel(label, { exact: true });
      await field.fill(String(count));
      await field.blur();
    }
    await dialog.getByRole('button', { name: '开始练习' }).click();
    await page.waitForURL('**/testStore');
    await page.getByRole('region', { name: '题目练习' }).waitFor();
    return page.url();
  });
}

/** Opens (or reopens) a mock paper; returns the exam page's URL. */
export async function openMockExam(context: BrowserContext, baseUrl: string): Promise<string> {
  return inTab(context, async (page) => {
    await page.goto(`${baseUrl}/simulationTest`);
    await page.getByRole('button', { name: `进入练习：${MOCK_PAPER}` }).click();
    await page.waitForURL(/\/simulationTestDetail\?/);
    await page.getByRole('heading', { name: MOCK_PAPER }).waitFor();
    // The page writes the attempt into its address a moment after the paper shows (so a reload
    // resumes it, behind the resume prompt). Measured is the page as the list opens it, whichever
    // of the two addresses was read.
    const url = new URL(page.url());
    url.searchParams.set('summaryId', '');
    return url.toString();
  });
}
