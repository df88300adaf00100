/**
 * `npm run bench`: the real server in this process on a fresh seeded database, load from autocannon
 * on loopback, then the client bundle budget. Figures are printed, never asserted: they depend on
 * the machine. BENCH_DURATION (seconds, default 5) and BENCH_CONNECTIONS (default 20) tune a run.
 */
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { measureRouteBudgets } from './clientBudget';
import { positiveSetting } from './scenarioKit';
import { formatBenchTable, formatClientBudget } from './report';
import { scenarios } from './scenarios';
import { startBenchServer } from './server';
import type { BenchContext, BenchRow } from './types';

async function main(): Promise<void> {
  const durationSec = positiveSetting(process.env.BENCH_DURATION, 5);
  const connections = positiveSetting(process.env.BENCH_CONNECTIONS, 20);
  const log = (line: string) => process.stderr.write(`${line}\n`);

  log('Starting the server on a fresh database…');
  const server = await startBenchServer();
  const rows: BenchRow[] = [];
  const findings: string[] = [];
  try {
    const context: BenchContext = {
      baseUrl: server.baseUrl,
      durationSec,
      connections,
      log,
      db: server.db,
      report: (line) => findings.push(line),
    };
    for (const scenario of scenarios) {
      log(`${scenario.name}:`);
      rows.push(...(await scenario.run(context)));
    }
  } finally {
    await server.close();
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `Node ${process.version}, ${availableParallelism()} cores (${cpu})`;
  console.log(`\n${machine}; ${durationSec} s per endpoint, ${connections} connections\n`);
  console.log(formatBenchTable(rows));
  if (findings.length > 0) console.log(`\n${findings.join('\n')}`);
  console.log(`\n${formatClientBudget(measureRouteBudgets(path.resolve(__dirname, '..', 'dist')))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
