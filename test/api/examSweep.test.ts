/** @jest-environment node */
import type { ExamAnswerResult } from '../../core/examTypes';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { MINUTE_MS, attemptRow, draft, keyOf, openFresh, paperIdOf, testClock } from './support/exam';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';

const clock = testClock();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, now: clock.now, examSweepMs: 50 });
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test('an attempt left open past deadline + 60 s is submitted by the server with what was saved', async () => {
  const demo = await signIn(server, 'demo');
  const attempt = await openFresh(demo, await paperIdOf(server, 'paper-sc1-mock'));
  const id = attempt.examPaperParticipateSummaryId;
  const questions = attempt.questionList.filter((q) => q.questionType === 1).slice(0, 4);
  const answers = await Promise.all(
    questions.map(async (q) => ({
      questionId: q.questionId,
      yourAnswer: (await keyOf(server, q.questionId)).right,
    })),
  );
  expect((await draft(demo, id, 1, answers)).status).toBe(200);

  // Past the deadline but inside the write window: a late submit may still come, so it stays open.
  clock.offsetMs = 60 * MINUTE_MS + 30_000;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await attemptRow(server, id)).status).toBe('open');

  clock.offsetMs = 61 * MINUTE_MS + 1_000;
  await until(async () => (await attemptRow(server, id)).status === 'submitted');
  const response = await demo.call<ExamAnswerResult>('getExamPaperAnswer', {
    examPaperParticipateSummaryId: id,
  });
  expect(response.body.result).toMatchObject({
    autoSubmitted: true,
    totalScore: 8,
    rightCount: 4,
    costTime: 60 * MINUTE_MS,
  });
});

test(
  'the sweep stops with the app: closing does not hang or fail',
  async () => {
    const other = await startServer({ rateLimit: false, examSweepMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(other.close()).resolves.toBeUndefined();
  },
  SETUP_TIMEOUT_MS,
);
