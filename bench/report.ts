import { BUDGETS } from './client/pages';
import type { EditorFigures } from './client/editors';
import { calibratedCpuSlowdown, median, mobileCpuSlowdown, throttlingMethod } from './client/lighthouse';
import type { PageFigures } from './client/measure';
import type { BenchRow } from './types';

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  // The first column is a name (left-aligned); the rest are numbers (right-aligned).
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatBenchTable(rows: BenchRow[]): string {
  return table(
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures'],
    rows.map((row) => [
      row.name,
      row.requestsPerSec.toFixed(0),
      String(row.p50Ms),
      String(row.p99Ms),
      String(row.total),
      String(row.failures),
    ]),
  );
}

function verdict(ok: boolean, budget: string): string {
  return ok ? `within ${budget}` : `OVER ${budget}`;
}

export function formatWireTable(figures: PageFigures[]): string {
  const measured = figures.filter((entry) => entry.cold && entry.warm);
  const rows = measured.map(({ page, cold, warm }) => {
    if (!cold || !warm) throw new Error('filtered above');
    return [
      page.name,
      kb(cold.beforeRenderBytes),
      kb(cold.loadBytes),
      String(cold.networkRequests),
      kb(warm.loadBytes),
      String(warm.networkRequests),
      verdict(cold.beforeRenderBytes <= page.budgetBytes, kb(page.budgetBytes)),
    ];
  });
  return [
    'Wire bytes per page (Chromium, loopback; before render = responses finished by the largest contentful paint)',
    table(['page', 'cold: before render', 'cold: all', 'requests', 'warm: all', 'requests', 'budget'], rows),
  ].join('\n');
}

/** The mobile preset's CPU slowdown, and what this machine's speed makes of it. */
function mobileCpuLine(figures: PageFigures[]): string {
  const slowdown = mobileCpuSlowdown();
  const indexes = figures.flatMap(({ lighthouse }) =>
    lighthouse.mobile ? [lighthouse.mobile.benchmarkIndex] : [],
  );
  if (indexes.length === 0) return '';
  const index = Math.round(median(indexes));
  const wanted = calibratedCpuSlowdown(index);
  const verdict =
    wanted > slowdown ? 'a faster phone than the preset means' : 'a phone no faster than the preset means';
  return (
    `This machine's benchmark index: ${index} (median of the pages' mobile medians). Lighthouse's calculator ` +
    `would slow it ${wanted.toFixed(1)}× for the preset's phone, so ${slowdown}× measured ${verdict}.`
  );
}

export function formatLighthouseTable(figures: PageFigures[], runs: number): string {
  const { desktop: desktopBudget, mobile: mobileBudget } = BUDGETS.lighthouse;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rows = figures.flatMap(({ page, lighthouse }) => {
    const { desktop, mobile } = lighthouse;
    if (!desktop && !mobile) return [];
    // One preset only (BENCH_LIGHTHOUSE_PRESETS): the other's columns stay empty, with no verdict.
    const dash = '–';
    return [
      [
        page.name,
        desktop ? String(desktop.score) : dash,
        mobile ? String(mobile.score) : dash,
        mobile ? seconds(mobile.fcpMs) : dash,
        mobile ? seconds(mobile.lcpMs) : dash,
        mobile ? `${Math.round(mobile.tbtMs)} ms` : dash,
        mobile ? mobile.cls.toFixed(3) : dash,
        desktop && mobile
          ? verdict(
              desktop.score >= desktopBudget && mobile.score >= mobileBudget,
              `${desktopBudget}/${mobileBudget}`,
            )
          : dash,
      ],
    ];
  });
  return [
    `Lighthouse performance, median of ${runs} run(s) per preset (mobile: slow 4G, ${mobileCpuSlowdown()}× CPU, ${throttlingMethod() === 'simulate' ? 'simulated' : 'applied'})`,
    table(
      ['page', 'desktop', 'mobile', 'mobile FCP', 'mobile LCP', 'mobile TBT', 'mobile CLS', 'budget'],
      rows,
    ),
    mobileCpuLine(figures),
  ]
    .filter((line) => line !== '')
    .join('\n');
}

export function formatEditorTable(figures: EditorFigures[]): string {
  const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(1)} s`);
  const rows = figures.map(({ name, cold, warm }) => [
    name,
    seconds(cold.readyMs),
    seconds(cold.firstPrintMs),
    seconds(warm.readyMs),
    seconds(warm.firstPrintMs),
  ]);
  return [
    'Editors (Chromium, loopback; ready = usable: Python runner loaded / Scratch editor ready; first print from navigation)',
    table(['editor', 'cold: ready', 'cold: first print', 'warm: ready', 'warm: first print'], rows),
  ].join('\n');
}

/** The main thread of each page's cold loads at a phone's size and the mobile preset's CPU slowdown. */
export function formatMainThreadTable(figures: PageFigures[], runs: number): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = figures.flatMap(({ page, mainThread }) =>
    mainThread
      ? [
          [
            page.name,
            ms(mainThread.busyMs),
            ms(mainThread.blockingMs),
            String(mainThread.longTasks),
            ms(mainThread.longestMs),
            ms(mainThread.styleMs),
            ms(mainThread.layoutMs),
            ms(mainThread.paintMs),
          ],
        ]
      : [],
  );
  return [
    `Main thread per cold load, median of ${runs} (Chromium's trace, ${mobileCpuSlowdown()}× CPU, 412×823; blocking = each task past 50 ms, whole load)`,
    table(['page', 'busy', 'blocking', 'long tasks', 'longest', 'style', 'layout', 'paint'], rows),
  ].join('\n');
}
