import path from 'node:path';
import { DEFAULT_SIGN_SECRET } from '../../core/signing';
import type { Db } from '../../server/db/database';
import { grantPapers } from '../../server/repos/grantRepo';
import { insertStudent } from '../../server/repos/studentRepo';
import { insertAccessToken } from '../../server/repos/tokenRepo';
import { hashAccessToken, newAccessToken } from '../../server/services/tokens';
import { positiveSetting, runWorker, sampleRow } from '../scenarioKit';
import type { BenchContext, BenchRow, Scenario } from '../types';
import type { BenchStudent, CallName, StudentsInput, StudentsOutput } from './examDayStudents';

/**
 * Exam day (DESIGN.md "Budgets"): 1,000 students open one mock paper within 10 s, autosave 30
 * answers each (one call per answer, seq rising) and submit, on loopback against SQLite. Prints
 * p50/p99 per call and counts lost answers in the database: every acknowledged autosave must be in
 * exam_attempt_answers, unchanged and graded. Tuning: BENCH_EXAM_STUDENTS, BENCH_EXAM_THINK_MS
 * (mean pause between two answers of a student, default 3000), BENCH_EXAM_SOCKETS (default 128).
 */

const PAPER_KEY = 'paper-sc1-mock';
const ANSWERS_PER_STUDENT = 30;
const ARRIVAL_WINDOW_MS = 10_000;
const CEILING_MS = 3_000;
/** Students who sit the paper quickly before the measured run, like autocannon's warm-up. */
const WARM_UP_STUDENTS = 20;
const BUDGET_P99_MS = 300;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  count: number;
  paperId: number;
  /** Usernames are this plus a number. */
  prefix: string;
  /**
   * A real hash (one for everyone: hashing per student would take minutes and measure nothing):
   * the students sign in with its password. Without one they cannot sign in and hold a token each,
   * made the way sign-in makes one.
   */
  passwordHash?: string;
}

/** Accounts made straight through the repositories, granted the paper. */
export async function seedStudents(db: Db, options: SeedOptions): Promise<BenchStudent[]> {
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const students: BenchStudent[] = [];
    for (let index = 0; index < options.count; index += 1) {
      const username = `${options.prefix}${String(index).padStart(4, '0')}`;
      const id = await insertStudent(trx, {
        username,
        password_hash: options.passwordHash ?? 'no-sign-in',
        real_name: `考生${index + 1}`,
        nick_name: `考生${index + 1}`,
        avatar: '',
        organization_id: null,
        campus_id: null,
        class_id: null,
        school_status: 0,
        student_status: 0,
        login_from: 1,
        bind_name: null,
        bind_sex: null,
        bind_birthday: null,
        bind_parents_contact: null,
        created_at: now,
      });
      let token: string | null = null;
      if (!options.passwordHash) {
        token = newAccessToken();
        await insertAccessToken(trx, {
          tokenHash: hashAccessToken(token),
          studentId: id,
          clientFrom: 'pc',
          createdAt: now,
          expiresAt: now + DAY_MS,
        });
      }
      await grantPapers(trx, id, [options.paperId], now);
      students.push({ id, username, token });
    }
    return students;
  });
}

/** Acknowledged answers missing from the database, changed, or left ungraded after submit. */
export async function countLost(db: Db, acknowledged: StudentsOutput['acknowledged']): Promise<number> {
  const attemptIds = [...new Set(acknowledged.map(([attemptId]) => attemptId))];
  const stored = new Map<string, { your_answer: string; right_status: number | null }>();
  for (let i = 0; i < attemptIds.length; i += 500) {
    const rows = await db
      .selectFrom('exam_attempt_answers')
      .select(['attempt_id', 'question_id', 'your_answer', 'right_status'])
      .where('attempt_id', 'in', attemptIds.slice(i, i + 500))
      .execute();
    for (const row of rows) stored.set(`${row.attempt_id}:${row.question_id}`, row);
  }
  return acknowledged.filter(([attemptId, questionId, answer]) => {
    const row = stored.get(`${attemptId}:${questionId}`);
    return !row || row.right_status === null || row.your_answer !== JSON.stringify(answer);
  }).length;
}

async function examDayRun(context: BenchContext): Promise<BenchRow[]> {
  const count = positiveSetting(process.env.BENCH_EXAM_STUDENTS, 1000);
  const paper = await context.db
    .selectFrom('exam_papers')
    .select('id')
    .where('seed_key', '=', PAPER_KEY)
    .executeTakeFirstOrThrow();
  context.log(`  seeding ${count} students with a token and the paper…`);
  const everyone = await seedStudents(context.db, {
    count: count + WARM_UP_STUDENTS,
    paperId: paper.id,
    prefix: 'exam',
  });
  const [warmUp, students] = [everyone.slice(0, WARM_UP_STUDENTS), everyone.slice(WARM_UP_STUDENTS)];
  context.log(`  ${count} students sit the paper (arrivals over ${ARRIVAL_WINDOW_MS / 1000} s)…`);
  const output = await runWorker<StudentsInput, StudentsOutput>(path.join(__dirname, 'examDayStudents.ts'), {
    baseUrls: [context.baseUrl],
    secret: DEFAULT_SIGN_SECRET,
    paperId: paper.id,
    students,
    warmUp,
    autosavers: [],
    answersPerStudent: ANSWERS_PER_STUDENT,
    arrivalWindowMs: ARRIVAL_WINDOW_MS,
    thinkMs: positiveSetting(process.env.BENCH_EXAM_THINK_MS, 3000),
    sockets: positiveSetting(process.env.BENCH_EXAM_SOCKETS, 128),
    ceilingMs: CEILING_MS,
  });
  const lost = await countLost(context.db, output.acknowledged);
  const stillOpen = await context.db
    .selectFrom('exam_attempts')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('exam_paper_id', '=', paper.id)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();

  const calls: [CallName, string][] = [
    ['generate', 'exam day: generateExamPaperDetails'],
    ['draft', 'exam day: saveExamAnswerDraft'],
    ['submit', 'exam day: saveExamPaperAnswer'],
  ];
  const rows = calls.map(([call, name]) => sampleRow(name, output.latencies[call], output.examWallMs, 0));
  const all = calls.flatMap(([call]) => output.latencies[call]);
  rows.push(sampleRow('exam day: all exam calls', all, output.examWallMs, output.errors));
  rows.push(
    sampleRow('GET /api/health (same client, ceiling)', output.latencies.health, output.ceilingWallMs, 0),
  );

  const worstP99 = Math.max(...rows.slice(0, 3).map((r) => r.p99Ms));
  const verdict = worstP99 < BUDGET_P99_MS && output.errors === 0 && lost === 0 ? 'within' : 'OVER';
  context.report(
    `Exam day: ${count} students, ${output.acknowledged.length} answers acknowledged, ${lost} lost, ` +
      `${output.errors} errors, ${Number(stillOpen.count)} attempts left open; ` +
      `worst p99 ${worstP99} ms vs budget ${BUDGET_P99_MS} ms: ${verdict} budget` +
      `; ${(output.examWallMs / 1000).toFixed(1)} s from first arrival to last submit`,
  );
  for (const error of output.firstErrors) context.report(`  first errors: ${error}`);
  return rows;
}

export const examDay: Scenario = { name: 'Exam day (SQLite)', run: examDayRun };
