/**
 * `npm run bench`: the real server in this process on a fresh seeded database; load from autocannon
 * on loopback; then the client as Chromium receives it (wire bytes, Lighthouse). Figures are
 * printed, never asserted: they depend on the machine. Settings: see bench/README.md. Arguments
 * that are not options pick server scenarios by name (`npm run bench -- exam-day-cluster`).
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { selfSignedCert } from '../test/helpers/selfSignedCert';
import { measureClient } from './client/measure';
import { positiveSetting } from './scenarioKit';
import {
  formatBenchTable,
  formatEditorTable,
  formatLighthouseTable,
  formatMainThreadTable,
  formatWireTable,
} from './report';
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

const SECTIONS = ['server', 'wire', 'lighthouse', 'mainthread', 'editors'] as const;
type Section = (typeof SECTIONS)[number];
const CLIENT_SECTIONS: Section[] = ['wire', 'lighthouse', 'mainthread', 'editors'];

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

interface Settings {
  durationSec: number;
  connections: number;
  lighthouseRuns: number;
  traceRuns: number;
  /** `BENCH_HTTP1`: the client sections over plain HTTP/1.1 instead of HTTPS. */
  plainHttp: boolean;
  log(line: string): void;
}

/** The server section: each scenario on a server of its own, over plain HTTP on loopback. */
async function measureServer(options: Options, settings: Settings): Promise<string[]> {
  const { durationSec, connections, log } = settings;
  const findings: string[] = [];
  log('Starting the server on a fresh database…');
  const server = await startBenchServer();
  try {
    const context: BenchContext = {
      baseUrl: server.baseUrl,
      durationSec,
      connections,
      log,
      db: server.db,
      report: (line) => findings.push(line),
    };
    const rows = await runServerScenarios(options.scenarios, context);
    return [
      `${durationSec} s per endpoint, ${connections} connections\n`,
      formatBenchTable(rows),
      ...findings,
    ];
  } finally {
    await server.close();
  }
}

/**
 * The client sections, on pages as students get them from a deployment: over HTTPS, hence HTTP/2
 * (server/app.ts), from the instance's own certificate or the balancer's. Plain HTTP/1.1 is a
 * developer's localhost, where a page's files queue for six connections.
 */
async function measureClientSections(options: Options, settings: Settings): Promise<string[]> {
  const wire = options.sections.has('wire');
  const lighthouse = options.sections.has('lighthouse');
  const mainThread = options.sections.has('mainthread');
  const editors = options.sections.has('editors');
  const cert = options.url || settings.plainHttp ? null : await selfSignedCert();
  settings.log(options.url ? `Measuring ${options.url}…` : 'Starting the server on a fresh database…');
  const server = options.url ? null : await startBenchServer(cert ?? undefined);
  try {
    const baseUrl = options.url ?? server?.baseUrl ?? '';
    settings.log('Client (Chromium):');
    const figures = await measureClient(baseUrl, {
      wire,
      lighthouse,
      mainThread,
      editors,
      lighthouseRuns: settings.lighthouseRuns,
      traceRuns: settings.traceRuns,
      trustedKey: cert?.spkiHash,
      log: settings.log,
    });
    const served = options.url ?? (cert ? 'HTTPS with HTTP/2' : 'plain HTTP/1.1 (BENCH_HTTP1)');
    return [
      `Client pages served over ${served}`,
      ...(wire ? [formatWireTable(figures.pages)] : []),
      ...(lighthouse ? [formatLighthouseTable(figures.pages, settings.lighthouseRuns)] : []),
      ...(mainThread ? [formatMainThreadTable(figures.pages, settings.traceRuns)] : []),
      ...(editors ? [formatEditorTable(figures.editors)] : []),
    ];
  } finally {
    await server?.close();
  }
}

async function main(): Promise<void> {
  // Lighthouse scales the main-thread time it observes by its CPU slowdown for mobile, so other work
  // on the machine shows in its TBT: the load average (1 min) at the start is printed with the figures.
  const loadBefore = loadavg()[0].toFixed(1);
  const options = parseOptions(process.argv.slice(2));
  const settings: Settings = {
    durationSec: positiveSetting(process.env.BENCH_DURATION, 5),
    connections: positiveSetting(process.env.BENCH_CONNECTIONS, 20),
    lighthouseRuns: positiveSetting(process.env.BENCH_LIGHTHOUSE_RUNS, 3),
    traceRuns: positiveSetting(process.env.BENCH_TRACE_RUNS, 3),
    plainHttp: Boolean(process.env.BENCH_HTTP1),
    log: (line) => process.stderr.write(`${line}\n`),
  };
  const output: string[] = [];
  if (options.sections.has('server')) output.push(...(await measureServer(options, settings)));
  if (CLIENT_SECTIONS.some((section) => options.sections.has(section)))
    output.push(...(await measureClientSections(options, settings)));

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
