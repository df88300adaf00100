import type { RouteBudget } from './clientBudget';
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

export function formatClientBudget(budgets: RouteBudget[] | null): string {
  if (!budgets) return 'Client budget: no build with chunk-groups.json yet (run `npm run build`), skipped.';
  const rows = budgets.map((row) => {
    const verdict =
      row.missingGroups.length > 0
        ? `no chunk ${row.missingGroups.join(', ')}`
        : row.budgetBytes === null
          ? '-'
          : row.gzipBytes <= row.budgetBytes
            ? `within ${kb(row.budgetBytes)}`
            : `OVER ${kb(row.budgetBytes)}`;
    return [row.route, String(row.scripts), kb(row.rawBytes), kb(row.gzipBytes), verdict];
  });
  return [
    'Client budget: initial JS per route (entry scripts + shell and page chunks)',
    table(['route', 'scripts', 'raw', 'gzip', 'budget'], rows),
  ].join('\n');
}
