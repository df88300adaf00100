/** @jest-environment node */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExamAttempt, ExamDraftAck } from '../../core/examTypes';
import { login, tikuPost } from '../helpers/apiClient';
import { freePort } from '../helpers/freePort';
import { adminQuery, withDatabase } from '../helpers/testDatabase';

/**
 * The fault test: the real server process, killed with SIGKILL in the middle of an exam, then
 * started again on the same data. Every answer it acknowledged must be there on resume, with the
 * same deadline. Runs on SQLite, or on a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const START_TIMEOUT_MS = 60_000;

interface Running {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

async function startProcess(env: NodeJS.ProcessEnv, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const end = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, baseUrl, output };
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`server did not come up:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'codesprout-crash-'));
const adminUrl = process.env.TEST_DATABASE_URL;
const database = adminUrl ? `cs_test_${randomBytes(6).toString('hex')}` : undefined;
let running: Running | undefined;

afterAll(async () => {
  if (running) {
    running.child.kill('SIGKILL');
    await exited(running.child);
  }
  if (adminUrl && database) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

test(
  'kill -9 mid-exam loses no acknowledged answer and keeps the deadline',
  async () => {
    let databaseUrl: string | undefined;
    if (adminUrl && database) {
      await adminQuery(adminUrl, `CREATE DATABASE ${database}`);
      databaseUrl = withDatabase(adminUrl, database);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG: '0',
      RATE_LIMIT: '0',
    };
    running = await startProcess(env, Number(env.PORT));
    const { accessToken, userInfo } = await login(running.baseUrl, 'demo');
    const call = <T>(baseUrl: string, name: string, body: Record<string, unknown>) =>
      tikuPost<T>(baseUrl, `/tiku/api/v1/${name}`, { userId: userInfo.id, ...body }, { token: accessToken });

    const cards = await call<{ examPaperId: number; examPaperName: string }[]>(
      running.baseUrl,
      'getMyExamPaperList',
      {},
    );
    const paper = cards.body.result.find((card) => card.examPaperName === 'Scratch 二级模拟卷');
    if (!paper) throw new Error('demo owns Scratch 二级模拟卷');
    const opened = await call<ExamAttempt>(running.baseUrl, 'generateExamPaperDetails', {
      examPaperId: paper.examPaperId,
    });
    expect(opened.status).toBe(200);
    const attempt = opened.body.result;
    const id = attempt.examPaperParticipateSummaryId;

    // Half the paper, one answer per autosave, each acknowledged before the next is sent.
    const half = attempt.questionList.slice(0, Math.ceil(attempt.questionList.length / 2));
    const acknowledged = new Map<number, string>();
    for (const [index, question] of half.entries()) {
      const yourAnswer = 'ABCD'[index % 4];
      const ack = await call<ExamDraftAck>(running.baseUrl, 'saveExamAnswerDraft', {
        examPaperParticipateSummaryId: id,
        seq: index + 1,
        answers: [{ questionId: question.questionId, yourAnswer }],
      });
      expect(ack).toMatchObject({ status: 200, body: { result: { seq: index + 1 } } });
      acknowledged.set(question.questionId, yourAnswer);
    }

    running.child.kill('SIGKILL');
    await exited(running.child);
    expect(running.child.signalCode).toBe('SIGKILL');

    running = await startProcess(env, Number(env.PORT));
    const resumed = await call<ExamAttempt>(running.baseUrl, 'generateExamPaperDetails', {
      examPaperId: paper.examPaperId,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.result).toMatchObject({
      examPaperParticipateSummaryId: id,
      supplementaryStatus: 1,
      seq: half.length,
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
    });
    const saved = new Map(resumed.body.result.questionList.map((q) => [q.questionId, q.yourAnswer]));
    for (const [questionId, yourAnswer] of acknowledged) expect(saved.get(questionId)).toBe(yourAnswer);
    const unanswered = resumed.body.result.questionList.filter((q) => !acknowledged.has(q.questionId));
    expect(unanswered.every((q) => q.yourAnswer === null)).toBe(true);
  },
  3 * START_TIMEOUT_MS,
);
