/**
 * The exam-day load: simulated students in a worker thread (so the load does not share the
 * server's event loop), each signing its calls like the browser. Started by examDay.ts.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { ExamAttempt } from '../../core/examTypes';
import { seededRandom } from '../../core/seededRandom';
import { WEB_ACCESS_KEY, makeNonce, sign } from '../../core/signing';

export interface BenchStudent {
  id: number;
  username: string;
  token: string;
}

export interface StudentsInput {
  baseUrl: string;
  secret: string;
  paperId: number;
  students: BenchStudent[];
  /** sit the paper first, unmeasured, so JIT warm-up and cold connections stay out of the figures */
  warmUp: BenchStudent[];
  answersPerStudent: number;
  arrivalWindowMs: number;
  /** mean pause between two answers of one student */
  thinkMs: number;
  sockets: number;
  ceilingMs: number;
}

export type CallName = 'generate' | 'draft' | 'submit' | 'health';

export interface StudentsOutput {
  latencies: Record<CallName, number[]>;
  /** ms of the exam phase, first arrival to last submit */
  examWallMs: number;
  ceilingWallMs: number;
  errors: number;
  firstErrors: string[];
  /** [attemptId, questionId, answer] of every acknowledged autosave */
  acknowledged: [number, number, string][];
}

const input = workerData as StudentsInput;
const agent = new Agent({ keepAlive: true, maxSockets: input.sockets });
const output: StudentsOutput = {
  latencies: { generate: [], draft: [], submit: [], health: [] },
  examWallMs: 0,
  ceilingWallMs: 0,
  errors: 0,
  firstErrors: [],
  acknowledged: [],
};

/** Seeded so two runs offer the same load. */
const random = seededRandom(20260301);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Reply {
  status: number;
  body: { success?: boolean; message?: string; result?: unknown };
}

/** One HTTP call; the latency counts from the moment the student asks, socket wait included. */
function send(
  name: CallName,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  payload?: string,
) {
  const url = new URL(path, input.baseUrl);
  const started = performance.now();
  return new Promise<Reply>((resolve) => {
    const req = request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        output.latencies[name].push(performance.now() - started);
        let body: Reply['body'] = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Reply['body'];
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

function signedPost(name: CallName, student: BenchStudent, path: string, body: Record<string, unknown>) {
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
      accessToken: student.token,
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

function answerFor(questionType: number): string {
  const letters = questionType === 3 ? 'AB' : 'ABCD';
  return letters[Math.floor(random() * letters.length)];
}

async function sitExam(student: BenchStudent, arrivalMs: number, thinkMs = input.thinkMs): Promise<void> {
  await sleep(arrivalMs);
  const opened = await signedPost('generate', student, '/tiku/api/v1/generateExamPaperDetails', {
    userId: student.id,
    userName: student.username,
    examPaperId: input.paperId,
  });
  if (failed('generate', opened)) return;
  const attempt = opened.body.result as ExamAttempt;
  const id = attempt.examPaperParticipateSummaryId;
  const answers: { questionId: number; yourAnswer: string }[] = [];
  for (const [index, question] of attempt.questionList.slice(0, input.answersPerStudent).entries()) {
    await sleep(thinkMs * (0.5 + random()));
    const answer = { questionId: question.questionId, yourAnswer: answerFor(question.questionType) };
    answers.push(answer);
    const saved = await signedPost('draft', student, '/tiku/api/v1/saveExamAnswerDraft', {
      userId: student.id,
      examPaperParticipateSummaryId: id,
      seq: index + 1,
      answers: [answer],
    });
    if (!failed('draft', saved)) output.acknowledged.push([id, answer.questionId, answer.yourAnswer]);
  }
  await sleep(thinkMs * (0.5 + random()));
  // The browser submits every answer again; the server grades and ignores these totals.
  const submitted = await signedPost('submit', student, '/tiku/api/v1/saveExamPaperAnswer', {
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

/** The bare route with the same client and sockets, flat out: the ceiling to compare with. */
async function ceiling(): Promise<void> {
  const end = performance.now() + input.ceilingMs;
  const loop = async () => {
    while (performance.now() < end) failed('health', await send('health', 'GET', '/api/health', {}));
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: input.sockets }, loop));
  output.ceilingWallMs = performance.now() - started;
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
  await ceiling();
  agent.destroy();
  parentPort?.postMessage(output);
}

void main();
