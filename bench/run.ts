/**
 * `npm run bench`: the real server in this process on a fresh seeded database; load from autocannon
 * on loopback; then the client as Chromium receives it (wire bytes, Lighthouse). Figures are
 * printed, never asserted: they depend on the machine. Settings: see bench/README.md. Arguments
 * that are not options pick server scenarios by name (`npm run bench -- exam-day-cluster`).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { measureClient } from './client/measure';
import { positiveSetting } from './scenarioKit';
import { formatBenchTable, formatEditorTable, formatLighthouseTable, formatWireTable } from './report';
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

const SECTIONS = ['server', 'wire', 'lighthouse', 'editors'] as const;
type Section = (typeof SECTIONS)[number];

interface Options {
  sections: Set<Section>;
  /** Server scenarios picked by name; all of them when none is named. */
  scenarios: Scenario[];
  /** A running server to measure instead of starting one (client sections only). */
  url: string | null;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? null;
  const only = value('only')?.split(',') ?? [...SECTIONS];
  const unknown = only.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--only takes ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
  const sections = new Set(only as Section[]);
  const url = value('url');
  if (url && sections.has('server'))
    throw new Error('--url measures the client only: add --only=wire,lighthouse,editors');
  const named = argv.filter((arg) => !arg.startsWith('--'));
  return { sections, url, scenarios: chosenScenarios(named) };
}

async function runServerScenarios(chosen: Scenario[], context: BenchContext): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const scenario of chosen) {
    context.log(`${scenario.name}:`);
    rows.push(...(await scenario.run(context)));
  }
  return rows;
}

async function main(): Promise<void> {
  // Lighthouse scales the main-thread time it observes by its CPU slowdown for mobile, so other work
  // on the machine shows in its TBT: the load average (1 min) at the start is printed with the figures.
  const loadBefore = loadavg()[0].toFixed(1);
  const options = parseOptions(process.argv.slice(2));
  const durationSec = positiveSetting(process.env.BENCH_DURATION, 5);
  const connections = positiveSetting(process.env.BENCH_CONNECTIONS, 20);
  const lighthouseRuns = positiveSetting(process.env.BENCH_LIGHTHOUSE_RUNS, 3);
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const output: string[] = [];
  const findings: string[] = [];

  log(options.url ? `Measuring ${options.url}…` : 'Starting the server on a fresh database…');
  const server = options.url ? null : await startBenchServer();
  try {
    const baseUrl = options.url ?? server?.baseUrl ?? '';
    if (server && options.sections.has('server')) {
      const context: BenchContext = {
        baseUrl,
        durationSec,
        connections,
        log,
        db: server.db,
        report: (line) => findings.push(line),
      };
      const rows = await runServerScenarios(options.scenarios, context);
      output.push(`${durationSec} s per endpoint, ${connections} connections\n`, formatBenchTable(rows));
      if (findings.length > 0) output.push(findings.join('\n'));
    }
    const wire = options.sections.has('wire');
    const lighthouse = options.sections.has('lighthouse');
    const editors = options.sections.has('editors');
    if (wire || lighthouse || editors) {
      log('Client (Chromium):');
      const figures = await measureClient(baseUrl, { wire, lighthouse, editors, lighthouseRuns, log });
      if (wire) output.push(formatWireTable(figures.pages));
      if (lighthouse) output.push(formatLighthouseTable(figures.pages, lighthouseRuns));
      if (editors) output.push(formatEditorTable(figures.editors));
    }
  } finally {
    await server?.close();
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  console.log(
    `\nNode ${process.version}, ${availableParallelism()} cores (${cpu}); load before the run ${loadBefore}\n`,
  );
  console.log(output.join('\n\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
