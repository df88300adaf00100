import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { scanAntdStyles } from './antdStyles';
import { freePort } from '../helpers/freePort';

/** The built app served by the real server process on a free port, with a fresh database. */
export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');
export const resultsDir = path.join(repoRoot, 'test-results');
export const DEMO_PASSWORD = 'Sprout2026';

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

/** Content-Security-Policy violations seen since the last test ended, in any page, frame or worker. */
const cspViolations: string[] = [];

// Every test of every suite fails when a page it opened broke the Content-Security-Policy: a
// blocked script, style, image, frame or connection is a screen that does not work.
afterEach(() => {
  const seen = cspViolations.splice(0);
  assert.deepEqual(seen, [], `Content-Security-Policy violations:\n${seen.join('\n')}`);
});

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/** Serious and critical accessibility findings seen since the last test ended. */
const accessibilityViolations = new Set<string>();
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Every page of every context a suite opened, scanned when a test ends and before each goto. */
const openPages = new Set<Page>();

/** Lets fades and slides finish, so colours are read as the student finally sees them. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * Runs axe on what the page shows now and records every serious or critical violation. Legacy
 * mode runs inside the page: the default mode opens a helper tab, which a test waiting for its
 * own new tab could take for the one it expects.
 */
export async function scanAccessibility(page: Page): Promise<string[]> {
  const first = await scanOnce(page);
  if (first.length === 0) return [];
  // A dialog that is still fading in or out is read at part opacity, between animation frames
  // that `settle` cannot see (rc-motion's prepare step). What the student finally sees persists.
  await page.waitForTimeout(1_000).catch(() => undefined);
  const again = new Set(await scanOnce(page));
  const found = first.filter((line) => again.has(line));
  for (const line of found) accessibilityViolations.add(line);
  return found;
}

async function scanOnce(page: Page): Promise<string[]> {
  if (page.isClosed() || !page.url().startsWith('http')) return [];
  await settle(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Off by default in axe (experimental), yet a visible label that is not part of the accessible
    // name breaks speech control ("click 开始练习"), so it is held to the same bar.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    // The Scratch editor is a third-party bundle served as it is (public/scratch-gui); its markup
    // is not ours to change. Our own frame around it (title, hints, buttons) is still checked.
    .exclude('iframe[src*="/scratch-gui/"]')
    .analyze()
    .catch((error: unknown) => {
      // A page that navigated or closed mid-scan is scanned again where it ends up.
      if (page.isClosed() || /navigat|destroyed|closed/i.test(String(error))) return null;
      throw error;
    });
  if (!results) return [];
  const found = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1).join(' ').trim()})` : ''}`,
        )
        .join('; ');
      return `${new URL(page.url()).pathname} ${violation.id} [${violation.impact}] ${violation.help}: ${where}`;
    });
  return found;
}

/** antd components drawn without their build-time stylesheet (antdStyles.ts), since the last test ended. */
const antdStyleFindings = new Set<string>();

/** Scans a page for accessibility and antd's styles. */
async function scanPage(page: Page): Promise<void> {
  await scanAccessibility(page);
  for (const finding of await scanAntdStyles(page)) antdStyleFindings.add(finding);
}

/** Scans every open page, e.g. before a context closes or when a test ends. */
async function scanOpenPages(pages: Iterable<Page>): Promise<void> {
  for (const page of [...pages]) await scanPage(page);
}

// Every test of every suite also fails at a serious or critical accessibility violation (axe), or
// an antd component drawn without its stylesheet, on the pages it visited: each page is scanned
// as the test leaves it by `goto`, when its context closes and, for pages still open, when the
// test ends.
afterEach(async () => {
  await scanOpenPages(openPages);
  const seen = [...accessibilityViolations];
  accessibilityViolations.clear();
  assert.deepEqual(seen, [], `serious or critical accessibility violations:\n${seen.join('\n')}`);
  const unstyled = [...antdStyleFindings];
  antdStyleFindings.clear();
  assert.deepEqual(unstyled, [], `antd styles not made at build time:\n${unstyled.join('\n')}`);
});

/** Scans a page before `goto` takes it elsewhere, so no visited page goes unchecked. */
function watchAccessibility(page: Page): void {
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    await scanPage(page);
    return goto(...args);
  };
}

/**
 * A fresh browser profile on the app, as a Chinese-speaking student on a laptop sees it. Each of
 * its frames reports CSP violations (the `securitypolicyviolation` event), and Chromium's own
 * "Refused to …" console lines catch those of workers.
 */
export async function openContext(
  browser: Browser,
  baseUrl: string,
  viewport = { width: 1440, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport });
  await context.exposeBinding('reportCspViolation', ({ frame }, text: string) => {
    cspViolations.push(`${frame.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      window.reportCspViolation?.(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'}${where}`,
      );
    });
  });
  const watchConsole = (page: Page) =>
    page.on('worker', (worker) =>
      worker.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) {
          cspViolations.push(`${worker.url()}: ${message.text()}`);
        }
      }),
    );
  context.on('page', watchConsole);
  context.on('page', watchAccessibility);
  const close = context.close.bind(context);
  context.close = async (...args: Parameters<BrowserContext['close']>) => {
    await scanOpenPages(context.pages());
    return close(...args);
  };
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.png`);
  // What the student finally sees, not a dialog half-way open or closed. Captured and then closed
  // with two dialogs still animating, one page once stalled the whole suite.
  await settle(page);
  try {
    await page.screenshot({ path: file, fullPage: true });
  } catch (error) {
    // A full-page capture resizes the page and waits for a new frame, which a loaded machine may
    // not draw in time; the screen as it is still records what the step saw.
    if (!isTimeout(error)) throw error;
    try {
      await page.screenshot({ path: file });
    } catch (again) {
      // A picture is a record for people, not a check: a compositor that draws no frame for a
      // minute must not fail the test. Whatever the page truly cannot do, the next step finds.
      if (!isTimeout(again)) throw again;
      console.warn(`screenshot ${name}: no frame drawn in time; the test goes on without it`);
    }
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}

/**
 * Clicks an item of an open antd dropdown menu. It is clicked by event, not by position: the menu
 * may still be sliding open on a loaded machine, and a positional click then lands beside it.
 */
export async function clickMenuItem(item: Locator): Promise<void> {
  await item.waitFor();
  await item.dispatchEvent('click');
}

/**
 * Picks `label` in an antd Select. A click that lands while the list is still animating open can
 * be lost on a busy machine, so the choice is checked on the select itself and tried again.
 */
export async function chooseOption(page: Page, combobox: Locator, label: string): Promise<void> {
  // The select's content box, which holds the combobox input, carries the chosen label as its title.
  const chosen = combobox.locator(`xpath=parent::*[@title="${label}"]`);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await combobox.click();
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    // By event, not by position: the list may still be sliding open (see above).
    await option.dispatchEvent('click');
    try {
      await chosen.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
