/**
 * The client half of the bench: each page of `pages.ts` loaded by Debian's Chromium from the bench
 * server, signed in as the seeded demo student where the page needs it. Wire bytes come from one
 * cold and one warm load; Lighthouse runs each preset `lighthouseRuns` times and keeps the medians.
 */
import { launchBenchBrowser } from './browser';
import type { BenchBrowser } from './browser';
import { measureEditors } from './editors';
import type { EditorFigures } from './editors';
import { medianSample, runLighthouse } from './lighthouse';
import type { LighthouseSample, Preset } from './lighthouse';
import { measureMainThread } from './mainThread';
import type { MainThreadSample } from './mainThread';
import { CLIENT_PAGES } from './pages';
import type { ClientPage } from './pages';
import { signIn } from './student';
import type { StudentAccount } from './student';
import { measureWire } from './wireBytes';
import type { WireSample } from './wireBytes';

/** A seed account (README.md): a school student with cards, banks and notices. */
const DEMO_STUDENT: StudentAccount = { username: 'demo', password: 'Sprout2026' };
const ALL_PRESETS: Preset[] = ['desktop', 'mobile'];
/** `BENCH_LIGHTHOUSE_PRESETS=mobile` runs one preset: half the time when trying a change. */
const PRESETS = ALL_PRESETS.filter((preset) =>
  (process.env.BENCH_LIGHTHOUSE_PRESETS ?? ALL_PRESETS.join(',')).split(',').includes(preset),
);

export interface ClientOptions {
  wire: boolean;
  lighthouse: boolean;
  mainThread: boolean;
  editors: boolean;
  lighthouseRuns: number;
  /** Cold loads traced per page for the main-thread figures. */
  traceRuns: number;
  /** The server's self-signed certificate, by its key's hash, when it speaks HTTPS. */
  trustedKey?: string;
  log(line: string): void;
}

export interface PageFigures {
  page: ClientPage;
  cold?: WireSample;
  warm?: WireSample;
  lighthouse: Partial<Record<Preset, LighthouseSample>>;
  mainThread?: MainThreadSample;
}

export interface ClientFigures {
  pages: PageFigures[];
  editors: EditorFigures[];
}

/** The figures of one page the sections ask for. */
async function measurePage(
  browser: BenchBrowser,
  page: ClientPage,
  url: string,
  options: ClientOptions,
): Promise<PageFigures> {
  const entry: PageFigures = { page, lighthouse: {} };
  if (options.wire) {
    options.log(`  wire bytes: ${page.name}`);
    entry.cold = await measureWire(browser.context, url, true);
    entry.warm = await measureWire(browser.context, url, false);
  }
  if (options.lighthouse) {
    for (const preset of PRESETS) {
      options.log(`  Lighthouse ${preset} ×${options.lighthouseRuns}: ${page.name}`);
      const samples: LighthouseSample[] = [];
      for (let run = 0; run < options.lighthouseRuns; run += 1) {
        samples.push(await runLighthouse(url, browser.port, preset, options.log));
      }
      entry.lighthouse[preset] = medianSample(samples);
    }
  }
  if (options.mainThread) {
    options.log(`  main thread ×${options.traceRuns}: ${page.name}`);
    entry.mainThread = await measureMainThread(browser.context, url, options.traceRuns);
  }
  return entry;
}

export async function measureClient(baseUrl: string, options: ClientOptions): Promise<ClientFigures> {
  const browser = await launchBenchBrowser(options.trustedKey);
  const figures: PageFigures[] = [];
  let editors: EditorFigures[] = [];
  try {
    let signedIn = false;
    // Signed-out pages first: after signing in, /login sends the student home.
    const pages = options.wire || options.lighthouse || options.mainThread ? CLIENT_PAGES : [];
    for (const page of [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn))) {
      if (page.signedIn && !signedIn) {
        await signIn(browser.context, baseUrl, DEMO_STUDENT);
        signedIn = true;
      }
      const url = await page.url(browser.context, baseUrl);
      figures.push(await measurePage(browser, page, url, options));
    }
    if (options.editors) {
      if (!signedIn) await signIn(browser.context, baseUrl, DEMO_STUDENT);
      options.log('  editors: Python, Scratch (cold and warm)');
      editors = await measureEditors(browser.context, baseUrl);
    }
  } finally {
    await browser.close();
  }
  return { pages: figures, editors };
}
