/** Lighthouse's performance category for one URL, in a tab of the bench's Chromium. */
import { lcpPath } from './lanternPath';

export type Preset = 'desktop' | 'mobile';

export interface LighthouseSample {
  /** 0–100. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's CPU in the run (a 2020s desktop: 1,500–2,000). */
  benchmarkIndex: number;
}

/**
 * The CPU slowdown that would make this machine the phone Lighthouse's mobile preset means, by
 * Lighthouse's own CPU-throttling calculator (its docs/throttling.md, "Calibrating the CPU
 * slowdown"): its 4× assumes a desktop of benchmark index about 1,500. The bench keeps the
 * preset's 4×, as the budget is written against the presets, and prints this beside it to say
 * whether the machine measured a faster or a slower phone than the preset means.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below about 150 the calculator gives up: no slowdown can be taken off a machine that slow.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own slowdown for its mobile preset. */
const PRESET_CPU_SLOWDOWN = 4;

/** The mobile preset's CPU slowdown: the preset's 4×, or `BENCH_CPU_SLOWDOWN` when set. */
export function mobileCpuSlowdown(): number {
  const chosen = Number(process.env.BENCH_CPU_SLOWDOWN);
  return chosen > 0 ? chosen : PRESET_CPU_SLOWDOWN;
}

/**
 * How Lighthouse slows the page: `simulate` (its default) loads it at full speed and works out the
 * slow-4G timings from the requests and tasks it saw; `devtools` (`BENCH_LIGHTHOUSE_THROTTLING`)
 * really slows the network and CPU during the load, so the figures are those of a load as a
 * student on that network would have it. The simulation leaves out what only a real slow load
 * shows (a request started earlier on a slow link), and a real slow load varies more.
 */
export function throttlingMethod(): 'simulate' | 'devtools' {
  const chosen = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate';
  if (chosen !== 'simulate' && chosen !== 'devtools')
    throw new Error(`BENCH_LIGHTHOUSE_THROTTLING is simulate or devtools, not ${chosen}`);
  return chosen;
}

/**
 * A run Lighthouse could not record (NO_NAVSTART and the like: now and then on a busy machine) is
 * made again rather than ending the whole bench; a page that fails every time still ends it.
 */
const ATTEMPTS = 3;

/**
 * One run. Lighthouse empties the browser cache and caches of the origin first but keeps local
 * storage, so signed-in pages stay signed in. `mobile` is Lighthouse's default (a mid-range phone,
 * slow 4G, simulated) with `mobileCpuSlowdown()`; `desktop` its desktop preset.
 */
export async function runLighthouse(
  url: string,
  port: number,
  preset: Preset,
  log: (line: string) => void,
): Promise<LighthouseSample> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await runOnce(url, port, preset);
    if (typeof outcome !== 'string') return outcome;
    const failure = `Lighthouse on ${url}: ${outcome}`;
    if (attempt === ATTEMPTS) throw new Error(`${failure} (${ATTEMPTS} attempts)`);
    log(`    ${failure}; once more`);
  }
}

/** A run's figures, or Lighthouse's reason for having none. */
async function runOnce(url: string, port: number, preset: Preset): Promise<LighthouseSample | string> {
  // Lighthouse ships as ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const config =
    preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: throttlingMethod(),
      ...(preset === 'mobile' ? { throttling: { cpuSlowdownMultiplier: mobileCpuSlowdown() } } : {}),
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  await keepReport(lhr, url, preset, lhr.runtimeError ? null : result.artifacts);
  if (lhr.runtimeError) return lhr.runtimeError.message;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * With `BENCH_LIGHTHOUSE_DIR` set, each run's full report is written there: the figures say how
 * slow, the report's treemap, main-thread breakdown and LCP element say why. Beside it, the
 * simulated path to the largest paint (`client/lanternPath.ts`): which download ends last, and
 * what the main thread does after it.
 */
async function keepReport(
  lhr: { configSettings: object },
  url: string,
  preset: Preset,
  artifacts: object | null,
): Promise<void> {
  const dir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (!dir) return;
  const { mkdir, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  await mkdir(dir, { recursive: true });
  const slug = new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root';
  const name = join(dir, `${preset}-${slug}-${Date.now()}`);
  await writeFile(`${name}.json`, JSON.stringify(lhr));
  if (artifacts)
    await writeFile(
      `${name}.lcp-path.txt`,
      // The path reads Lighthouse's internals, which a release may move: the run's figures stand.
      await lcpPath(artifacts as Record<string, unknown>, lhr).catch(
        (error: unknown) => `no simulated path: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each figure's median over the runs (a run varies with the machine's load); `runs` is not empty. */
export function medianSample<T extends { [K in keyof T]: number }>(runs: T[]): T {
  const keys = Object.keys(runs[0]) as Array<keyof T>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as T;
}
