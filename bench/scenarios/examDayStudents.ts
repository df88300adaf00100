/**
 * The exam-day load: simulated students in a worker thread (so the load does not share the
 * server's event loop), each signing its calls like the browser. Started by examDay.ts and
 * examDayCluster.ts. Calls go to the given servers in turn, so on a cluster one student's calls
 * land on different instances, as behind a round-robin load balancer.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ExamAttempt } from '../../core/examTypes';
import type { LoginResult } from '../../core/types';
import { seededRandom } from '../../core/seededRandom';
import { WEB_ACCESS_KEY, makeNonce, sign } from '../../core/signing';

export interface BenchStudent {
  id: number;
  username: string;
  /** Null: the student signs in with `StudentsInput.password` first. */
  token: string | null;
}

export interface StudentsInput {
  baseUrls: string[];
  secret: string;
  paperId: number;
  students: BenchStudent[];
  /** sit the paper first, unmeasured, so JIT warm-up and cold connections stay out of the figures */
  warmUp: BenchStudent[];
  /** Students with a token who only autosave, flat out, after the exam: the autosave ceiling. */
  autosavers: BenchStudent[];
  /** Every account's password, for students who sign in (real password checks). */
  password?: string;
  answersPerStudent: number;
  arrivalWindowMs: number;
  /** mean pause between two answers of one student */
  thinkMs: number;
  sockets: number;
  ceilingMs: number;
}

/** `setup`: the autosavers opening their attempts, not reported. */
export type CallName = 'login' | 'generate' | 'draft' | 'submit' | 'autosave' | 'health' | 'setup';

export interface StudentsOutput {
  latencies: Record<CallName, number[]>;
  /** ms of the exam phase, first arrival to last submit */
  examWallMs: number;
  autosaveWallMs: number;
  ceilingWallMs: number;
  errors: number;
  firstErrors: string[];
  /** [attemptId, questionId, answer] of every acknowledged autosave */
  acknowledged: [number, number, string][];
}

const input = workerData as StudentsInput;
// Sockets are counted per server: the same number in all, whatever the deployment.
const agent = new Agent({ keepAlive: true, maxSockets: Math.ceil(input.sockets / input.baseUrls.length) });
const output: StudentsOutput = {
  latencies: { login: [], generate: [], draft: [], submit: [], autosave: [], health: [], setup: [] },
  examWallMs: 0,
  autosaveWallMs: 0,
  ceilingWallMs: 0,
  errors: 0,
  firstErrors: [],
  acknowledged: [],
};

/** Seeded so two runs offer the same load. */
const random = seededRandom(20260301);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let turn = 0;
/** The next server in turn. */
function nextBaseUrl(): string {
  turn = (turn + 1) % input.baseUrls.length;
  return input.baseUrls[turn] as string;
}

interface Reply {
  status: number;
  body: { success?: boolean; message?: string; result?: unknown };
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

/** One HTTP call; the latency counts from the moment the student asks, socket wait included. */
function send(
  name: CallName,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: string,
) {
  const url = new URL(path, nextBaseUrl());
  const started = performance.now();
  return new Promise<Reply>((resolve) => {
    // A browser's accept-encoding: the paper then goes out compressed, as on exam day.
    const browserHeaders = { ...headers, 'accept-encoding': 'gzip, deflate, br' };
    const req = request(url, { method, agent, headers: browserHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        output.latencies[name].push(performance.now() - started);
        let body: Reply['body'] = {};
        try {
          body = JSON.parse(decoded(res.headers['content-encoding'], Buffer.concat(chunks))) as Reply['body'];
        } catch {
          body = { message: 'not JSON' };
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', (error) => resolve({ status: 0, body: { message: error.message } }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

function signedPost(name: CallName, token: string, path: string, body: Record<string, unknown>) {
  const parts = { accessKey: WEB_ACCESS_KEY, timestamp: String(Date.now()), nonce: makeNonce() };
  const payload = JSON.stringify(body);
  return send(
    name,
    'POST',
    path,
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(payload)),
      from: 'pc',
      accessToken: token,
      ...parts,
      sign: sign(body, parts, input.secret),
    },
    payload,
  );
}

function failed(name: CallName, reply: Reply): boolean {
  if (reply.status === 200 && reply.body.success) return false;
  output.errors += 1;
  if (output.firstErrors.length < 5)
    output.firstErrors.push(`${name}: ${reply.status} ${reply.body.message ?? ''}`);
  return true;
}

/** The sign-in form as the browser posts it; null when refused. */
async function signIn(student: BenchStudent): Promise<string | null> {
  const payload = new URLSearchParams({
    username: student.username,
    password: input.password ?? '',
  }).toString();
  const reply = await send(
    'login',
    'POST',
    '/api/v3/student/login',
    {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(payload)),
      from: 'pc',
    },
    payload,
  );
  return failed('login', reply) ? null : (reply.body.result as LoginResult).accessToken;
}

async function open(student: BenchStudent, token: string, name: CallName): Promise<ExamAttempt | null> {
  const opened = await signedPost(name, token, '/tiku/api/v1/generateExamPaperDetails', {
    userId: student.id,
    userName: student.username,
    examPaperId: input.paperId,
  });
  return failed(name, opened) ? null : (opened.body.result as ExamAttempt);
}

function answerFor(questionType: number): string {
  const letters = questionType === 3 ? 'AB' : 'ABCD';
  return letters[Math.floor(random() * letters.length)];
}

async function sitExam(student: BenchStudent, arrivalMs: number, thinkMs = input.thinkMs): Promise<void> {
  await sleep(arrivalMs);
  const token = student.token ?? (await signIn(student));
  if (!token) return;
  const attempt = await open(student, token, 'generate');
  if (!attempt) return;
  const id = attempt.examPaperParticipateSummaryId;
  const answers: { questionId: number; yourAnswer: string }[] = [];
  for (const [index, question] of attempt.questionList.slice(0, input.answersPerStudent).entries()) {
    await sleep(thinkMs * (0.5 + random()));
    const answer = { questionId: question.questionId, yourAnswer: answerFor(question.questionType) };
    answers.push(answer);
    const saved = await signedPost('draft', token, '/tiku/api/v1/saveExamAnswerDraft', {
      userId: student.id,
      examPaperParticipateSummaryId: id,
      seq: index + 1,
      answers: [answer],
    });
    if (!failed('draft', saved)) output.acknowledged.push([id, answer.questionId, answer.yourAnswer]);
  }
  await sleep(thinkMs * (0.5 + random()));
  // The browser submits every answer again; the server grades and ignores these totals.
  const submitted = await signedPost('submit', token, '/tiku/api/v1/saveExamPaperAnswer', {
    userId: student.id,
    userName: student.username,
    examPaperName: attempt.examPaperName,
    subjectId: attempt.subjectId,
    examPaperParticipateSummaryId: id,
    costTime: 0,
    totalScore: 0,
    questionAnswerList: answers,
  });
  failed('submit', submitted);
}

/** Runs `loop` on every socket until `ms` have passed; answers the wall time. */
async function flatOut(ms: number, loops: (() => Promise<void>)[]): Promise<number> {
  const started = performance.now();
  const end = started + ms;
  await Promise.all(
    loops.map(async (loop) => {
      while (performance.now() < end) await loop();
    }),
  );
  return performance.now() - started;
}

/** Autosaves with no think time, one open attempt per socket: what the exam path can take. */
async function autosaveCeiling(): Promise<void> {
  const loops = await Promise.all(
    input.autosavers.map(async (student) => {
      const token = student.token as string;
      const attempt = await open(student, token, 'setup');
      const questions = attempt?.questionList ?? [];
      let seq = 0;
      return async (): Promise<void> => {
        if (!attempt || questions.length === 0) {
          await sleep(input.ceilingMs);
          return;
        }
        seq += 1;
        const question = questions[seq % questions.length] as ExamAttempt['questionList'][number];
        const saved = await signedPost('autosave', token, '/tiku/api/v1/saveExamAnswerDraft', {
          userId: student.id,
          examPaperParticipateSummaryId: attempt.examPaperParticipateSummaryId,
          seq,
          answers: [{ questionId: question.questionId, yourAnswer: answerFor(question.questionType) }],
        });
        failed('autosave', saved);
      };
    }),
  );
  output.autosaveWallMs = await flatOut(input.ceilingMs, loops);
}

/** The bare route with the same client and sockets, flat out: the ceiling to compare with. */
async function ceiling(): Promise<void> {
  const loop = async () => {
    failed('health', await send('health', 'GET', '/api/health', {}));
  };
  output.ceilingWallMs = await flatOut(
    input.ceilingMs,
    Array.from({ length: input.sockets }, () => loop),
  );
}

async function main(): Promise<void> {
  await Promise.all(input.warmUp.map((student, index) => sitExam(student, index * 50, 20)));
  for (const samples of Object.values(output.latencies)) samples.length = 0;
  output.acknowledged.length = 0;
  const started = performance.now();
  await Promise.all(
    input.students.map((student, index) =>
      sitExam(student, (index / input.students.length) * input.arrivalWindowMs),
    ),
  );
  output.examWallMs = performance.now() - started;
  if (input.autosavers.length > 0) await autosaveCeiling();
  await ceiling();
  agent.destroy();
  parentPort?.postMessage(output);
}

void main();
