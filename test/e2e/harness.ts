import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
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
  return context;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), fullPage: true });
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
