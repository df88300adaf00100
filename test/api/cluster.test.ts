/** @jest-environment node */
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import type { ExamAnswerResult } from '../../core/examTypes';
import { REALTIME_EVENTS, REALTIME_PATH } from '../../core/messageTypes';
import type { MessagePush, RealtimeServerEvents } from '../../core/messageTypes';
import { sendMessage } from '../../server/services/messageService';
import { DEMO_PASSWORD, apiPost, login, tikuPost } from '../helpers/apiClient';
import { startCluster } from '../helpers/startCluster';
import type { RunningCluster } from '../helpers/startCluster';
import type { RunningServer } from '../helpers/startServer';
import { MINUTE_MS, attemptRow, draft, keyOf, openFresh, paperIdOf, submit, testClock } from './support/exam';
import { answer, idOf, newBatch } from './support/questionBank';
import type { Student } from './support/questionBank';

/**
 * DESIGN.md "Run modes", scale: three instances on one PostgreSQL database and one Redis behave as
 * one. Every step sends its calls to different instances. Needs TEST_DATABASE_URL and
 * TEST_REDIS_URL (`.ci/run` sets both).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const describeCluster = adminUrl && redisUrl ? describe : describe.skip;

const SETUP_TIMEOUT_MS = 90_000;
jest.setTimeout(30_000);

const clock = testClock();
let cluster: RunningCluster;
let a: RunningServer;
let b: RunningServer;
let c: RunningServer;
const sockets: Socket[] = [];

/** The same signed-in student, calling one given instance. */
function on(instance: RunningServer, student: Omit<Student, 'call'>): Student {
  return {
    ...student,
    call: (name, body = {}, options = {}) =>
      tikuPost(
        instance.baseUrl,
        `/tiku/api/v1/${name}`,
        { userId: student.id, ...body },
        // Signed by a browser whose clock agrees with the servers', however far a test moves it.
        { token: student.token, timestamp: instance.app.clock.now(), ...options },
      ),
  };
}

async function signInOn(instance: RunningServer, username: string): Promise<Student> {
  const { accessToken, userInfo } = await login(instance.baseUrl, username);
  return on(instance, { id: userInfo.id, username, token: accessToken });
}

function attemptLogin(instance: RunningServer, username: string, password: string) {
  return apiPost(instance.baseUrl, '/api/v3/student/login', { body: { username, password }, form: true });
}

type ClientSocket = Socket<RealtimeServerEvents>;

async function connectTo(instance: RunningServer, accessToken: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(instance.baseUrl, {
    path: REALTIME_PATH,
    auth: { accessToken },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the first personal push whose title matches; counts every push it hears. */
function collect(socket: ClientSocket) {
  const titles: string[] = [];
  const waiters: Array<() => void> = [];
  const hear = (push: MessagePush) => {
    titles.push(push.title);
    for (const wake of waiters.splice(0)) wake();
  };
  socket.on(REALTIME_EVENTS.personal, hear);
  socket.on(REALTIME_EVENTS.broadcast, hear);
  return {
    titles,
    async arrived(title: string): Promise<void> {
      while (!titles.includes(title)) await new Promise<void>((resolve) => waiters.push(resolve));
    },
  };
}

describeCluster(
  adminUrl && redisUrl
    ? 'three instances on PostgreSQL + Redis'
    : 'three instances on PostgreSQL + Redis (skipped: set TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    beforeAll(async () => {
      cluster = await startCluster(3, adminUrl as string, redisUrl as string, {
        rateLimit: { loginPerAccountPerMin: 3, loginPerIpPerMin: 100 },
        now: clock.now,
        // The sweep is run by hand below; no timer fires during the suite.
        examSweepMs: 60 * MINUTE_MS,
      });
      [a, b, c] = cluster.instances as [RunningServer, RunningServer, RunningServer];
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await cluster?.close();
    });

    test('sign in on one, practise on another, autosave across all three, submit on the third', async () => {
      const demo = await signInOn(a, 'demo');

      const bankId = await idOf(a, 'banks', 'bank-sc1');
      const { batchId, questionIds } = await newBatch(on(b, demo), 1, bankId, { multipleChoiceCount: 1 });
      const [questionId] = questionIds as [number];
      const practised = await answer(on(b, demo), batchId, questionId, (await keyOf(a, questionId)).right);
      expect(practised.body.result.rightStatus).toBe(1);

      const attempt = await openFresh(on(c, demo), await paperIdOf(a, 'paper-sc1-mock'));
      const id = attempt.examPaperParticipateSummaryId;
      const questions = attempt.questionList.filter((q) => q.questionType === 1).slice(0, 3);
      const answers = await Promise.all(
        questions.map(async (q) => ({
          questionId: q.questionId,
          yourAnswer: (await keyOf(a, q.questionId)).right,
        })),
      );
      for (const [index, instance] of [a, b, c].entries()) {
        const saved = await draft(on(instance, demo), id, index + 1, answers.slice(index, index + 1));
        expect(saved.status).toBe(200);
      }
      // The sequence is the cluster's, not one instance's.
      const stale = await draft(on(a, demo), id, 2, answers.slice(0, 1));
      expect(stale.status).toBe(409);
      expect(stale.body.result).toEqual({ seq: 3 });

      expect((await submit(on(c, demo), id)).status).toBe(200);
      const result = await on(b, demo).call<ExamAnswerResult>('getExamPaperAnswer', {
        examPaperParticipateSummaryId: id,
      });
      expect(result.body.result).toMatchObject({ rightCount: 3, totalScore: 6, autoSubmitted: false });
    });

    test('a nonce used on one instance is refused on another', async () => {
      const credentials = { username: 'xiaoyu', password: DEMO_PASSWORD };
      const nonce = `cluster-${Date.now()}`;
      const timestamp = Date.now();
      expect(
        (await tikuPost(a.baseUrl, '/tiku/api/v1/login', credentials, { nonce, timestamp })).status,
      ).toBe(200);
      for (const instance of [b, c]) {
        const replay = await tikuPost(instance.baseUrl, '/tiku/api/v1/login', credentials, {
          nonce,
          timestamp,
        });
        expect(replay.status).toBe(400);
        expect(replay.body.message).toBe('重复的请求');
      }
    });

    test('a login limit reached across instances holds on every instance', async () => {
      for (const instance of [a, b, c])
        expect((await attemptLogin(instance, 'haoran', 'wrong')).status).toBe(400);
      for (const instance of [a, b, c]) {
        const refused = await attemptLogin(instance, 'haoran', DEMO_PASSWORD);
        expect(refused.status).toBe(429);
      }
    });

    test('a limit kept by @fastify/rate-limit (password changes) holds across instances', async () => {
      const { accessToken } = await login(a.baseUrl, 'solo');
      const change = (instance: RunningServer) =>
        apiPost(instance.baseUrl, '/api/v3/student/updatePassword', {
          token: accessToken,
          body: { oldPassword: 'not-my-password', password: 'NewPass123', confirmPassword: 'NewPass123' },
          form: true,
        });
      for (const instance of [a, b, c]) expect((await change(instance)).status).toBe(400);
      expect((await change(a)).status).toBe(429);
    });

    test('a message written through one instance reaches a socket held by another, once', async () => {
      const { accessToken } = await login(b.baseUrl, 'xiaoyu');
      const socket = await connectTo(c, accessToken);
      const heard = collect(socket);
      const to = { username: 'xiaoyu' };
      await sendMessage(
        a.app.db,
        { to, title: '集群消息一', content: '第一条。', sender: '王老师' },
        Date.now(),
      );
      await sendMessage(
        a.app.db,
        { to, title: '集群消息二', content: '第二条。', sender: '王老师' },
        Date.now(),
      );
      await heard.arrived('集群消息二');
      // One instance reads the feed: each push arrives once, in order.
      expect(heard.titles).toEqual(['集群消息一', '集群消息二']);
    });

    test('logging out on one instance ends the token’s socket held by another', async () => {
      const { accessToken } = await login(a.baseUrl, 'zhouzihan');
      const socket = await connectTo(b, accessToken);
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      expect((await apiPost(c.baseUrl, '/api/v3/student/logout', { token: accessToken })).status).toBe(200);
      expect(await reason).toBe('io server disconnect');
    });

    test('the sweep runs on one instance and submits an overdue attempt exactly once', async () => {
      const student = await signInOn(b, 'xiaoyu');
      const attempt = await openFresh(student, await paperIdOf(a, 'paper-py1-mock'));
      const id = attempt.examPaperParticipateSummaryId;
      const first = attempt.questionList
        .slice(0, 1)
        .map((q) => ({ questionId: q.questionId, yourAnswer: 'A' }));
      expect((await draft(on(c, student), id, 1, first)).status).toBe(200);

      clock.offsetMs += 2 * 60 * MINUTE_MS;
      const runs = await Promise.all([a, b, c].map((instance) => instance.app.examSweep.run()));
      expect(runs.filter((count) => count !== null)).toEqual([1]);
      const row = await attemptRow(c, id);
      expect(row.status).toBe('submitted');

      // The same instance keeps sweeping; there is nothing left to submit.
      const again = await Promise.all([a, b, c].map((instance) => instance.app.examSweep.run()));
      expect(again.filter((count) => count !== null)).toEqual([0]);
      expect(again.findIndex((count) => count !== null)).toBe(runs.findIndex((count) => count !== null));
      const result = await on(a, student).call<ExamAnswerResult>('getExamPaperAnswer', {
        examPaperParticipateSummaryId: id,
      });
      expect(result.body.result).toMatchObject({ autoSubmitted: true });
    });
  },
);
