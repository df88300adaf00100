/**
 * The client half of the bench: each page of `pages.ts` loaded by Debian's Chromium from the bench
 * server, signed in as the seeded demo student where the page needs it. Wire bytes come from one
 * cold and one warm load; Lighthouse runs each preset `lighthouseRuns` times and keeps the medians.
 */
import { launchBenchBrowser } from './browser';
import { medianSample, runLighthouse } from './lighthouse';
import type { LighthouseSample, Preset } from './lighthouse';
import { CLIENT_PAGES } from './pages';
import type { ClientPage } from './pages';
import { signIn } from './student';
import type { StudentAccount } from './student';
import { measureWire } from './wireBytes';
import type { WireSample } from './wireBytes';

/** A seed account (README.md): a school student with cards, banks and notices. */
const DEMO_STUDENT: StudentAccount = { username: 'demo', password: 'Sprout2026' };
const PRESETS: Preset[] = ['desktop', 'mobile'];

export interface ClientOptions {
  wire: boolean;
  lighthouse: boolean;
  lighthouseRuns: number;
  log(line: string): void;
}

export interface PageFigures {
  page: ClientPage;
  cold?: WireSample;
  warm?: WireSample;
  lighthouse: Partial<Record<Preset, LighthouseSample>>;
}

export async function measureClient(baseUrl: string, options: ClientOptions): Promise<PageFigures[]> {
  const browser = await launchBenchBrowser();
  const figures: PageFigures[] = [];
  try {
    let signedIn = false;
    // Signed-out pages first: after signing in, /login sends the student home.
    const pages = [...CLIENT_PAGES].sort((a, b) => Number(a.signedIn) - Number(b.signedIn));
    for (const page of pages) {
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
            samples.push(await runLighthouse(url, browser.port, preset));
          }
          entry.lighthouse[preset] = medianSample(samples);
        }
      }
      figures.push(entry);
    }
  } finally {
    await browser.close();
  }
  return figures;
}
