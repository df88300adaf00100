/**
 * The client half of the bench: each page of `pages.ts` loaded by Debian's Chromium from the bench
 * server, signed in as the seeded demo student where the page needs it. Wire bytes come from one
 * cold and one warm load; Lighthouse runs each preset `lighthouseRuns` times and keeps the medians,
 * the mobile preset with its CPU slowdown calibrated to this machine first.
 */
import { launchBenchBrowser } from './browser';
import { measureEditors } from './editors';
import type { EditorFigures } from './editors';
import { calibratedCpuSlowdown, medianSample, runLighthouse } from './lighthouse';
import type { LighthouseSample, Preset } from './lighthouse';
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
  editors: boolean;
  lighthouseRuns: number;
  log(line: string): void;
}

export interface PageFigures {
  page: ClientPage;
  cold?: WireSample;
  warm?: WireSample;
  lighthouse: Partial<Record<Preset, LighthouseSample>>;
}

/** The mobile preset's CPU slowdown and where it came from. */
export interface MobileCpu {
  slowdown: number;
  /** This machine's benchmark index (median of the calibration runs); null when set by hand. */
  benchmarkIndex: number | null;
}

export interface ClientFigures {
  pages: PageFigures[];
  editors: EditorFigures[];
  mobileCpu?: MobileCpu;
}

/**
 * `BENCH_CPU_SLOWDOWN` when set (4 gives Lighthouse's uncalibrated default); otherwise calibrated
 * to this machine (lighthouse.ts) from the benchmark index of mobile runs on `url`, which count
 * for nothing else.
 */
async function mobileCpuFor(url: string, port: number, runs: number): Promise<MobileCpu> {
  const fixed = Number(process.env.BENCH_CPU_SLOWDOWN);
  if (fixed > 0) return { slowdown: fixed, benchmarkIndex: null };
  const samples: LighthouseSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await runLighthouse(url, port, 'mobile'));
  const { benchmarkIndex } = medianSample(samples);
  return { slowdown: calibratedCpuSlowdown(benchmarkIndex), benchmarkIndex };
}

export async function measureClient(baseUrl: string, options: ClientOptions): Promise<ClientFigures> {
  const browser = await launchBenchBrowser();
  const figures: PageFigures[] = [];
  let editors: EditorFigures[] = [];
  let mobileCpu: MobileCpu | undefined;
  try {
    let signedIn = false;
    // Signed-out pages first: after signing in, /login sends the student home.
    const pages = options.wire || options.lighthouse ? CLIENT_PAGES : [];
    const ordered = [...pages].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    if (options.lighthouse && PRESETS.includes('mobile') && ordered.length > 0) {
      options.log('  Lighthouse mobile: calibrating the CPU slowdown to this machine');
      mobileCpu = await mobileCpuFor(
        await ordered[0].url(browser.context, baseUrl),
        browser.port,
        options.lighthouseRuns,
      );
    }
    for (const page of ordered) {
      if (page.signedIn && !signedIn) {
        await signIn(browser.context, baseUrl, DEMO_STUDENT);
        signedIn = true;
      }
      const url = await page.url(browser.context, baseUrl);
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
            samples.push(await runLighthouse(url, browser.port, preset, mobileCpu?.slowdown));
          }
          entry.lighthouse[preset] = medianSample(samples);
        }
      }
      figures.push(entry);
    }
    if (options.editors) {
      if (!signedIn) await signIn(browser.context, baseUrl, DEMO_STUDENT);
      options.log('  editors: Python, Scratch (cold and warm)');
      editors = await measureEditors(browser.context, baseUrl);
    }
  } finally {
    await browser.close();
  }
  return { pages: figures, editors, mobileCpu };
}
