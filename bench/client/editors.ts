/**
 * The editors as a student meets them: how long the Python editor takes from opening to the first
 * `print` of a program, and the Scratch editor from opening to usable. Each is loaded cold (browser
 * cache emptied, the stored session kept) and warm (a second load), signed in as the demo student.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { scratchFrame, waitForScratchEditor } from '../../test/e2e/scratchFrame';
import { inTab } from './browser';

export interface EditorSample {
  /** From navigation to the editor being usable (Python: the runner loaded; Scratch: the editor ready). */
  readyMs: number;
  /** Python only: from navigation to the program's first line of output. */
  firstPrintMs: number | null;
}

export interface EditorFigures {
  name: string;
  cold: EditorSample;
  warm: EditorSample;
}

/** Pyodide and the 18 MB Scratch bundle on a busy two-core machine. */
const READY_TIMEOUT_MS = 180_000;
const PROGRAM = 'print("你好，码芽")\n';

async function emptyCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function python(page: Page, url: string): Promise<EditorSample> {
  const started = Date.now();
  await page.goto(url);
  await page.getByText('Python 已就绪').waitFor({ timeout: READY_TIMEOUT_MS });
  const readyMs = Date.now() - started;
  // Pasted, not typed: typing would be auto-indented and is the student's time, not the editor's.
  await page.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(PROGRAM);
  await page.getByRole('button', { name: '运行' }).click();
  await page.getByTestId('python-output').getByText('你好，码芽').waitFor({ timeout: READY_TIMEOUT_MS });
  const firstPrintMs = Date.now() - started;
  // Let the autosave take the program, or the next load would open with an offer to restore it.
  await page.getByRole('status').filter({ hasText: '已保存' }).waitFor({ timeout: READY_TIMEOUT_MS });
  return { readyMs, firstPrintMs };
}

async function scratch(page: Page, url: string): Promise<EditorSample> {
  const started = Date.now();
  await page.goto(url);
  await waitForScratchEditor(await scratchFrame(page, READY_TIMEOUT_MS), { timeout: READY_TIMEOUT_MS });
  return { readyMs: Date.now() - started, firstPrintMs: null };
}

const EDITORS = [
  { name: 'Python (/peixun/showPython)', path: '/peixun/showPython', open: python },
  { name: 'Scratch (/peixun/showScratch)', path: '/peixun/showScratch', open: scratch },
] as const;

export async function measureEditors(context: BrowserContext, baseUrl: string): Promise<EditorFigures[]> {
  const figures: EditorFigures[] = [];
  for (const editor of EDITORS) {
    const url = `${baseUrl}${editor.path}`;
    const cold = await inTab(context, async (page) => {
      await emptyCache(page);
      return editor.open(page, url);
    });
    const warm = await inTab(context, (page) => editor.open(page, url));
    figures.push({ name: editor.name, cold, warm });
  }
  return figures;
}
