/**
 * The /home load: simulated browsers in a worker thread (so the load does not share the server's
 * event loop), each opening the home page again and again. Started by homeDashboard.ts.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from '../../core/seededRandom';

export interface HomeCall {
  name: string;
  path: string;
}

export interface Visitor {
  username: string;
  token: string;
  calls: HomeCall[];
}

export interface VisitorsInput {
  baseUrl: string;
  visitors: Visitor[];
  durationMs: number;
  /** Mean pause between two page loads of one visitor. */
  thinkMs: number;
  /** Sockets per visitor: a browser opens at most 6 per host over HTTP/1.1. */
  socketsPerVisitor: number;
}

export interface VisitorsOutput {
  /** Latency samples (ms) per call name, and 'page' for the whole page (last answer in). */
  latencies: Record<string, number[]>;
  wallMs: number;
  failures: Record<string, number>;
  firstErrors: string[];
  pages: number;
}

const input = workerData as VisitorsInput;
const output: VisitorsOutput = { latencies: {}, wallMs: 0, failures: {}, firstErrors: [], pages: 0 };

/** Seeded so two runs offer the same load. */
const random = seededRandom(20260501);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function record(name: string, ms: number): void {
  (output.latencies[name] ??= []).push(ms);
}

function fail(name: string, detail: string): void {
  output.failures[name] = (output.failures[name] ?? 0) + 1;
  if (output.firstErrors.length < 5) output.firstErrors.push(`${name}: ${detail}`);
}

/** One GET as the browser sends it; counts from the moment the page asks (socket wait included). */
function call(agent: Agent, visitor: Visitor, homeCall: HomeCall): Promise<void> {
  const url = new URL(homeCall.path, input.baseUrl);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent, headers: { accessToken: visitor.token, from: 'pc' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        record(homeCall.name, performance.now() - started);
        if (res.statusCode !== 200) {
          fail(homeCall.name, `${res.statusCode} ${Buffer.concat(chunks).toString('utf8').slice(0, 120)}`);
        }
        resolve();
      });
    });
    req.on('error', (error) => {
      fail(homeCall.name, error.message);
      resolve();
    });
    req.end();
  });
}

async function openHome(agent: Agent, visitor: Visitor): Promise<void> {
  const started = performance.now();
  await Promise.all(visitor.calls.map((homeCall) => call(agent, visitor, homeCall)));
  record('page', performance.now() - started);
  output.pages += 1;
}

async function browse(visitor: Visitor, until: number, firstDelayMs: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: input.socketsPerVisitor });
  await sleep(firstDelayMs);
  while (performance.now() < until) {
    await openHome(agent, visitor);
    await sleep(input.thinkMs * (0.5 + random()));
  }
  agent.destroy();
}

async function main(): Promise<void> {
  // Every visitor opens the page once, unmeasured: JIT warm-up and cold sockets stay out of the figures.
  const warmAgent = new Agent({ keepAlive: true, maxSockets: input.socketsPerVisitor });
  for (const visitor of input.visitors) await openHome(warmAgent, visitor);
  warmAgent.destroy();
  output.latencies = {};
  output.failures = {};
  output.firstErrors = [];
  output.pages = 0;

  const started = performance.now();
  const until = started + input.durationMs;
  await Promise.all(
    input.visitors.map((visitor, index) =>
      browse(visitor, until, (index / input.visitors.length) * input.thinkMs),
    ),
  );
  output.wallMs = performance.now() - started;
  parentPort?.postMessage(output);
}

void main();
