import { loadavg } from 'node:os';
import path from 'node:path';
import { DEFAULT_SIGN_SECRET } from '../../core/signing';
import { hashPassword } from '../../server/services/password';
import { positiveSetting, runWorker, sampleRow } from '../scenarioKit';
import type { BenchContext, BenchRow, Scenario } from '../types';
import { countLost, seedStudents } from './examDay';
import { startCluster, startSingleSqlite } from './examDayServers';
import type { BenchDeployment } from './examDayServers';
import type { CallName, StudentsInput, StudentsOutput } from './examDayStudents';

/**
 * Exam day with the sign-in storm, on one SQLite instance and on a three-instance cluster
 * (PostgreSQL + Redis) in the same run (DESIGN.md "Budgets", "Run modes"). Each deployment is real
 * server processes with their default limits on; the students' calls go to the instances in turn.
 * 1,000 students sign in with their password (real scrypt checks) over 60 s, open Scratch 一级模拟卷,
 * autosave (pause 0.5–1.5 × BENCH_EXAM_THINK_MS) and submit; then autosaves with no think time on
 * one open attempt per socket (the autosave ceiling), then /api/health flat out (the route ceiling).
 * Lost answers compare what each student had acknowledged with what the database kept.
 *
 * Tuning: BENCH_STORM_STUDENTS (1000), BENCH_STORM_SECONDS (60), BENCH_STORM_ANSWERS (10),
 * BENCH_EXAM_THINK_MS (3000), BENCH_EXAM_SOCKETS (128, shared by the instances). The cluster
 * needs PostgreSQL and Redis: BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres, a
 * database is made and dropped there) and BENCH_REDIS_URL (redis://127.0.0.1:6379, under a prefix
 * of its own); without them the cluster half is skipped and said so.
 */

const PAPER_KEY = 'paper-sc1-mock';
const INSTANCES = 3;
const WARM_UP_STUDENTS = 20;
const CEILING_MS = 3_000;
const BUDGET_P99_MS = 300;
const BUDGET_LOGIN_P99_MS = 1_000;
const PASSWORD = 'StormDay2026';

const CALLS: [CallName, string][] = [
  ['login', 'sign-in'],
  ['generate', 'generateExamPaperDetails'],
  ['draft', 'saveExamAnswerDraft'],
  ['submit', 'saveExamPaperAnswer'],
];

interface ModeResult {
  label: string;
  rows: BenchRow[];
  output: StudentsOutput;
  lost: number;
}

async function runMode(
  context: BenchContext,
  label: string,
  deployment: BenchDeployment,
  passwordHash: string,
): Promise<ModeResult> {
  const students = positiveSetting(process.env.BENCH_STORM_STUDENTS, 1000);
  const sockets = positiveSetting(process.env.BENCH_EXAM_SOCKETS, 128);
  const paper = await deployment.db
    .selectFrom('exam_papers')
    .select('id')
    .where('seed_key', '=', PAPER_KEY)
    .executeTakeFirstOrThrow();
  context.log(`  ${label}: seeding ${students} students who sign in, ${sockets} who autosave…`);
  const signingIn = await seedStudents(deployment.db, {
    count: students + WARM_UP_STUDENTS,
    paperId: paper.id,
    prefix: 'storm',
    passwordHash,
  });
  const autosavers = await seedStudents(deployment.db, { count: sockets, paperId: paper.id, prefix: 'save' });
  const windowMs = positiveSetting(process.env.BENCH_STORM_SECONDS, 60) * 1000;
  // Sign-ins are scrypt-bound: anything else running on the machine shows in the figures.
  const loadAtStart = loadavg()[0] ?? 0;
  context.log(`  ${label}: ${students} students sign in over ${windowMs / 1000} s and sit the paper…`);
  const output = await runWorker<StudentsInput, StudentsOutput>(path.join(__dirname, 'examDayStudents.ts'), {
    baseUrls: deployment.baseUrls,
    secret: DEFAULT_SIGN_SECRET,
    paperId: paper.id,
    students: signingIn.slice(WARM_UP_STUDENTS),
    warmUp: signingIn.slice(0, WARM_UP_STUDENTS),
    autosavers,
    password: PASSWORD,
    answersPerStudent: positiveSetting(process.env.BENCH_STORM_ANSWERS, 10),
    arrivalWindowMs: windowMs,
    thinkMs: positiveSetting(process.env.BENCH_EXAM_THINK_MS, 3000),
    sockets,
    ceilingMs: CEILING_MS,
  });
  const lost = await countLost(deployment.db, output.acknowledged);

  const rows = CALLS.map(([call, name]) =>
    sampleRow(`${label}: ${name}`, output.latencies[call], output.examWallMs, 0),
  );
  rows.push(
    sampleRow(
      `${label}: all exam-day calls`,
      CALLS.flatMap(([call]) => output.latencies[call]),
      output.examWallMs,
      output.errors,
    ),
    sampleRow(
      `${label}: autosave, no think time (ceiling)`,
      output.latencies.autosave,
      output.autosaveWallMs,
      0,
    ),
    sampleRow(`${label}: GET /api/health (ceiling)`, output.latencies.health, output.ceilingWallMs, 0),
  );
  const [login, ...exam] = rows;
  const worstExamP99 = Math.max(...exam.slice(0, 3).map((row) => row.p99Ms));
  const within =
    (login?.p99Ms ?? Infinity) < BUDGET_LOGIN_P99_MS &&
    worstExamP99 < BUDGET_P99_MS &&
    output.errors === 0 &&
    lost === 0;
  context.report(
    `${label}: ${students} sign-ins, ${output.acknowledged.length} answers acknowledged, ${lost} lost, ` +
      `${output.errors} errors; sign-in p99 ${login?.p99Ms} ms (budget ${BUDGET_LOGIN_P99_MS}), worst exam ` +
      `p99 ${worstExamP99} ms (budget ${BUDGET_P99_MS}): ${within ? 'within' : 'OVER'} budget; ` +
      `machine load average ${loadAtStart.toFixed(1)} at the start`,
  );
  for (const error of output.firstErrors) context.report(`  first errors: ${error}`);
  return { label, rows, output, lost };
}

async function inDeployment(
  start: () => Promise<BenchDeployment>,
  run: (deployment: BenchDeployment) => Promise<ModeResult>,
): Promise<ModeResult> {
  const deployment = await start();
  try {
    return await run(deployment);
  } finally {
    await deployment.stop();
  }
}

function ratio(cluster: number, single: number): string {
  return single > 0 ? `${(cluster / single).toFixed(2)}×` : '-';
}

async function examDayClusterRun(context: BenchContext): Promise<BenchRow[]> {
  // One real hash for every account: hashing a thousand would take a minute and measure nothing.
  const passwordHash = await hashPassword(PASSWORD);
  context.log('  starting one server on SQLite…');
  const single = await inDeployment(startSingleSqlite, (deployment) =>
    runMode(context, 'single SQLite', deployment, passwordHash),
  );

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  context.log(`  starting ${INSTANCES} servers on PostgreSQL + Redis…`);
  let cluster: ModeResult;
  try {
    cluster = await inDeployment(
      () => startCluster(INSTANCES, adminUrl, redisUrl),
      (deployment) => runMode(context, `${INSTANCES}-instance cluster`, deployment, passwordHash),
    );
  } catch (error) {
    context.report(`Cluster exam day skipped: ${(error as Error).message}`);
    return single.rows;
  }

  const p99 = (result: ModeResult, index: number) => result.rows[index]?.p99Ms ?? 0;
  const rate = (result: ModeResult, index: number) => result.rows[index]?.requestsPerSec ?? 0;
  const autosaveRow = CALLS.length + 1;
  const healthRow = CALLS.length + 2;
  context.report(
    `Cluster ÷ single: p99 ${CALLS.map(([, name], index) => `${name} ${ratio(p99(cluster, index), p99(single, index))}`).join(', ')}; ` +
      `autosave ceiling ${ratio(rate(cluster, autosaveRow), rate(single, autosaveRow))} ` +
      `(${rate(cluster, autosaveRow).toFixed(0)} vs ${rate(single, autosaveRow).toFixed(0)}/s), ` +
      `health ceiling ${ratio(rate(cluster, healthRow), rate(single, healthRow))}; ` +
      `autosave ceiling ÷ health ceiling: single ${ratio(rate(single, autosaveRow), rate(single, healthRow))}, ` +
      `cluster ${ratio(rate(cluster, autosaveRow), rate(cluster, healthRow))}`,
  );
  return [...single.rows, ...cluster.rows];
}

export const examDayCluster: Scenario = {
  name: 'Exam day cluster: sign-in storm on one SQLite instance and on three instances (PostgreSQL + Redis)',
  run: examDayClusterRun,
};
