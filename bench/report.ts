import { BUDGETS } from './client/pages';
import type { EditorFigures } from './client/editors';
import type { MobileCpu, PageFigures } from './client/measure';
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

/** How the mobile preset slowed the CPU, and why. */
function mobileCpuLine(cpu: MobileCpu | undefined): string {
  if (!cpu) return 'mobile: slow 4G, simulated';
  const slowdown = `${cpu.slowdown.toFixed(1)}× CPU`;
  if (cpu.benchmarkIndex === null) return `mobile: slow 4G, ${slowdown} (BENCH_CPU_SLOWDOWN), simulated`;
  return (
    `mobile: slow 4G, ${slowdown}, simulated; the slowdown is Lighthouse's calibration for this ` +
    `machine's benchmark index ${Math.round(cpu.benchmarkIndex)} (its default 4× is meant for about 1,500; ` +
    'BENCH_CPU_SLOWDOWN=4 runs that)'
  );
}

export function formatLighthouseTable(figures: PageFigures[], runs: number, mobileCpu?: MobileCpu): string {
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
    `Lighthouse performance, median of ${runs} run(s) per preset (${mobileCpuLine(mobileCpu)})`,
    table(
      ['page', 'desktop', 'mobile', 'mobile FCP', 'mobile LCP', 'mobile TBT', 'mobile CLS', 'budget'],
      rows,
    ),
  ].join('\n');
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
