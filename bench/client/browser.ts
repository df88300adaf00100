/** Debian's Chromium with a DevTools port, so Lighthouse can drive tabs of the signed-in profile. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../test/e2e/chromium';
import { freePort } from '../../test/helpers/freePort';

export interface BenchBrowser {
  /** The profile's default context: Lighthouse's tabs share its storage (the signed-in session). */
  context: BrowserContext;
  /** Chromium's DevTools port. */
  port: number;
  close(): Promise<void>;
}

/**
 * `trustedKey`: the bench server's certificate, by its public key's hash (SelfSignedCert), trusted
 * as a real one would be, so pages are cached and measured as over any HTTPS (ignoring certificate
 * errors wholesale would have Chromium cache nothing).
 */
export async function launchBenchBrowser(trustedKey?: string): Promise<BenchBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'codesprout-bench-chromium-'));
  // A persistent profile makes the context Chromium's default one, where Lighthouse opens its tabs.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      ...(trustedKey ? [`--ignore-certificate-errors-spki-list=${trustedKey}`] : []),
    ],
    locale: 'zh-CN',
    viewport: { width: 1350, height: 940 },
  });
  return {
    context,
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Runs `steps` in a tab of its own, closed afterwards whatever happens. */
export async function inTab<T>(context: BrowserContext, steps: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    return await steps(page);
  } finally {
    await page.close();
  }
}
