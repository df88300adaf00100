/**
 * Where a page's main thread goes during a cold load, from Chromium's own trace: the page loaded at
 * a phone's size with the CPU slowed as Lighthouse's mobile preset slows it, and every task of the
 * page's main thread counted. Lighthouse's simulated TBT swings by up to 2× between runs of one
 * build on a shared machine; these totals vary far less, so they show what a change did to the
 * work itself. They are figures of this machine, never a budget.
 */
import type { BrowserContext } from 'playwright-core';
import { inTab } from './browser';
import { medianSample, mobileCpuSlowdown } from './lighthouse';

export interface MainThreadSample {
  /** All the main thread's tasks, from the navigation until the network has been quiet a second. */
  busyMs: number;
  /** The part of each task past 50 ms, summed: what TBT counts (here over the whole load). */
  blockingMs: number;
  longTasks: number;
  longestMs: number;
  /** Style recalculation, layout, and paint (with pre-paint and layerising). */
  styleMs: number;
  layoutMs: number;
  paintMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823 };
const LONG_TASK_MS = 50;
const SETTLE_MS = 1_000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'].join(',');
const STYLE = new Set(['UpdateLayoutTree']);
const LAYOUT = new Set(['Layout']);
const PAINT = new Set(['Paint', 'PrePaint', 'Layerize']);

/** The page's main thread: of the renderers' main threads in the trace, the one that worked most. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const busy = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && mains.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const [page] = [...busy].sort((a, b) => b[1] - a[1]);
  return page ? events.filter((event) => `${event.pid}:${event.tid}` === page[0]) : [];
}

/** Trace durations are in microseconds. */
function totalMs(events: TraceEvent[], names: Set<string>): number {
  return (
    events.filter((event) => names.has(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000
  );
}

function summarise(events: TraceEvent[]): MainThreadSample {
  const thread = mainThreadEvents(events).filter((event) => event.ph === 'X');
  const tasks = thread.filter((event) => event.name === 'RunTask').map((event) => (event.dur ?? 0) / 1000);
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  return {
    busyMs: tasks.reduce((sum, ms) => sum + ms, 0),
    blockingMs: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    longTasks: long.length,
    longestMs: Math.max(0, ...tasks),
    styleMs: totalMs(thread, STYLE),
    layoutMs: totalMs(thread, LAYOUT),
    paintMs: totalMs(thread, PAINT),
  };
}

/** One cold load (browser cache emptied, the stored session kept) of `url`, traced. */
async function traceLoad(context: BrowserContext, url: string): Promise<MainThreadSample> {
  return inTab(context, async (page) => {
    await page.setViewportSize(PHONE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileCpuSlowdown() });
    const events: TraceEvent[] = [];
    // CDP types the events as string maps; they carry numbers too.
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return summarise(events);
  });
}

/** Each figure's median over `runs` cold loads. */
export async function measureMainThread(
  context: BrowserContext,
  url: string,
  runs: number,
): Promise<MainThreadSample> {
  const samples: MainThreadSample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await traceLoad(context, url));
  return medianSample(samples);
}
