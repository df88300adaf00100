/** @jest-environment node */
import fc from 'fast-check';
import { login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import type { Answer, FuzzCase, FuzzContext } from './support/fuzz/cases';
import { casesFor, send } from './support/fuzz/cases';
import { multipartBodies } from './support/fuzz/multipart';
import type { OpenApiDocument, Operation } from './support/fuzz/operations';
import { operationsOf, routeNameOf } from './support/fuzz/operations';
import { verdictOf } from './support/fuzz/verdict';

/**
 * Property-based fuzz over every route the OpenAPI document lists (so over every route the app
 * registers: test/api/openapi.test.ts holds the two together). Seeded and a fixed number of
 * cases per route, so a run is repeatable and bounded. Each case must answer below 500, with the
 * envelope and a known errorCode on every error, and a 400 about a field must name it.
 * `FUZZ_SEED` and `FUZZ_RUNS` explore other cases locally (test/README.md).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260401);
const CASES_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
const PATH_CASES_PER_ROUTE = 60;
const MULTIPART_CASES_PER_ROUTE = 120;
const LOGIN_CASES_WITH_LIMITS = 100;
const STUDENT = 'demo';

interface Tally {
  routes: Set<string>;
  cases: number;
  byClass: Record<string, number>;
}

const tally: Tally = { routes: new Set(), cases: 0, byClass: {} };

function count(operation: Operation, answer: Answer): void {
  tally.routes.add(routeNameOf(operation));
  tally.cases += 1;
  const statusClass = `${String(answer.status)[0]}xx`;
  tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
}

async function documentOf(server: RunningServer): Promise<Operation[]> {
  const response = await fetch(`${server.baseUrl}/api/openapi.json`);
  return operationsOf((await response.json()) as OpenApiDocument);
}

async function contextFor(server: RunningServer): Promise<FuzzContext> {
  const student = await login(server.baseUrl, STUDENT);
  return {
    baseUrl: server.baseUrl,
    token: student.accessToken,
    hints: { userId: student.userInfo.id, userName: STUDENT },
  };
}

/** Runs `runs` seeded cases against one operation; the contract breaches found, as text. */
async function fuzz(
  context: FuzzContext,
  operation: Operation,
  cases: fc.Arbitrary<FuzzCase>,
  runs: number,
  seen: (answer: Answer) => void = () => undefined,
): Promise<string[]> {
  const property = fc.asyncProperty(cases, async (fuzzCase) => {
    const answer = await send(context, operation, fuzzCase);
    count(operation, answer);
    seen(answer);
    const breach = verdictOf(operation, fuzzCase, answer);
    if (breach) throw new Error(breach);
  });
  const details = await fc.check(property, { seed: SEED, numRuns: runs, endOnFailure: true });
  if (!details.failed) return [];
  const [fuzzCase] = details.counterexample ?? [];
  const shown = JSON.stringify(fuzzCase, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 40)}… (${value.length} chars)`
      : value,
  );
  return [
    `${routeNameOf(operation)} (case ${details.numRuns}): ${String(details.errorInstance)}\n  ${shown}`,
  ];
}

let server: RunningServer;
let operations: Operation[];

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  operations = await documentOf(server);
}, 60_000);

afterAll(async () => {
  await server.close();
  const classes = Object.entries(tally.byClass)
    .sort()
    .map(([statusClass, cases]) => `${statusClass} ${cases}`)
    .join(', ');
  const serverErrors = tally.byClass['5xx'] ?? 0;
  console.log(`fuzz: ${tally.routes.size} routes, ${tally.cases} cases (${classes}); 5xx: ${serverErrors}`);
}, 60_000);

/**
 * The routes go in slices, each a test with its own time limit: the whole sweep takes about a
 * minute on an idle machine and five times that next to the other suites, so one limit for all
 * of it would fail on a busy machine long before anything were wrong. Every `SLICES`-th route
 * goes in the same slice, which spreads the slow ones (the sign-ins hash real passwords).
 */
const SLICES = 4;

describe('every route, fuzzed from its own schema: no 5xx, always the envelope, 400s name the field', () => {
  test.each(Array.from({ length: SLICES }, (_, slice) => slice + 1))(
    `routes, slice %i of ${SLICES}`,
    async (slice) => {
      const breaches: string[] = [];
      for (const operation of operations.filter((_, index) => index % SLICES === slice - 1)) {
        // A fresh sign-in per route: an earlier route may have signed the student out.
        const context = await contextFor(server);
        breaches.push(
          ...(await fuzz(context, operation, casesFor(operation, context.hints), CASES_PER_ROUTE)),
        );
      }
      expect(breaches).toEqual([]);
    },
    240_000,
  );
});

test('paths: bad percent-encoding and oversized segments on every route with a path parameter', async () => {
  const context = await contextFor(server);
  const breaches: string[] = [];
  for (const operation of operations.filter((one) => one.pathParams.length > 0)) {
    const pathOnly = { ...operation, query: [], body: undefined };
    breaches.push(
      ...(await fuzz(context, operation, casesFor(pathOnly, context.hints), PATH_CASES_PER_ROUTE)),
    );
  }
  expect(breaches).toEqual([]);
}, 60_000);

test('uploads: malformed multipart bodies are 400 envelopes', async () => {
  const uploads = operations.filter((operation) => operation.multipart);
  expect(uploads.length).toBeGreaterThan(0);
  const context = await contextFor(server);
  const breaches: string[] = [];
  for (const operation of uploads) {
    const cases = casesFor(operation, context.hints, multipartBodies());
    breaches.push(...(await fuzz(context, operation, cases, MULTIPART_CASES_PER_ROUTE)));
  }
  expect(breaches).toEqual([]);
}, 60_000);

describe('with the sign-in rate limits on', () => {
  let limited: RunningServer;
  beforeAll(async () => {
    limited = await startServer();
  }, 60_000);
  afterAll(() => limited.close(), 60_000);

  test('the login routes answer 429 envelopes, never a 5xx', async () => {
    const logins = (await documentOf(limited)).filter((operation) => operation.path.endsWith('/login'));
    expect(logins.length).toBe(2);
    const context = await contextFor(limited);
    const statuses = new Set<number>();
    const breaches: string[] = [];
    for (const operation of logins) {
      const cases = casesFor(operation, context.hints);
      const seen = (answer: Answer) => statuses.add(answer.status);
      breaches.push(...(await fuzz(context, operation, cases, LOGIN_CASES_WITH_LIMITS, seen)));
    }
    expect(breaches).toEqual([]);
    expect(statuses).toContain(429);
  }, 60_000);
});
