/**
 * `npm run bench`: the real server in this process on a fresh seeded database, load from autocannon
 * on loopback, then the client bundle budget. Figures are printed, never asserted: they depend on
 * the machine. BENCH_DURATION (seconds, default 5) and BENCH_CONNECTIONS (default 20) tune a run.
 * Arguments pick scenarios by name (`npm run bench -- exam-day-cluster`); none: all of them.
 */
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { measureRouteBudgets } from './clientBudget';
import { positiveSetting } from './scenarioKit';
import { formatBenchTable, formatClientBudget } from './report';
import { scenarios } from './scenarios';
import { startBenchServer } from './server';
import type { BenchContext, BenchRow, Scenario } from './types';

/** "Exam day cluster: …" → "exam-day-cluster-…". */
function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function chosenScenarios(wanted: string[]): Scenario[] {
  if (wanted.length === 0) return scenarios;
  const chosen = scenarios.filter((scenario) =>
    wanted.some((word) => slug(scenario.name).includes(slug(word))),
  );
  if (chosen.length === 0) {
    const known = scenarios.map((scenario) => slug(scenario.name)).join(', ');
    throw new Error(`no scenario matches ${wanted.join(' ')}; scenarios: ${known}`);
  }
  return chosen;
}

async function main(): Promise<void> {
  const chosen = chosenScenarios(process.argv.slice(2));
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
    for (const scenario of chosen) {
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
