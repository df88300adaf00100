import type { ClientBudget } from './clientBudget';
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

export function formatClientBudget(budget: ClientBudget | null): string {
  if (!budget) return 'Client budget: no dist/index.html yet (run `npm run build`), skipped.';
  const rows = budget.scripts.map((script) => [script.file, kb(script.rawBytes), kb(script.gzipBytes)]);
  const rawBytes = budget.scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  rows.push(['total', kb(rawBytes), kb(budget.gzipBytes)]);
  const verdict = budget.withinBudget ? 'within' : 'OVER';
  return [
    'Client budget: initial JS for /login (scripts in dist/index.html)',
    table(['script', 'raw', 'gzip'], rows),
    `${kb(budget.gzipBytes)} gzip vs budget ${kb(budget.budgetBytes)}: ${verdict} budget`,
  ].join('\n');
}
