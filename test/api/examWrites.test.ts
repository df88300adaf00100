/** @jest-environment node */
import type { ExamAnswerResult, ExamAttempt } from '../../core/examTypes';
import { grantPapers } from '../../server/repos/grantRepo';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import {
  MINUTE_MS,
  answerRows,
  attemptRow,
  draft,
  generate,
  keyOf,
  openFresh,
  paperIdOf,
  submit,
  testClock,
} from './support/exam';
import type { AnswerInput } from './support/exam';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

const clock = testClock();
let server: RunningServer;
let demo: Student;
let solo: Student;
let sc1: number;
let sc2: number;

beforeAll(async () => {
  // The sweep is kept out of the way here (examSweep.test.ts covers it): these tests move the clock.
  server = await startServer({ rateLimit: false, now: clock.now, examSweepMs: 60 * MINUTE_MS });
  [demo, solo] = await Promise.all([signIn(server, 'demo'), signIn(server, 'solo')]);
  [sc1, sc2] = await Promise.all([paperIdOf(server, 'paper-sc1-mock'), paperIdOf(server, 'paper-sc2-mock')]);
  await grantPapers(server.app.db, solo.id, [sc1, sc2], Date.now());
}, SETUP_TIMEOUT_MS);
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => server.close());

/** Right answers to the first `right` questions, wrong ones to the next `wrong`. */
async function answersFor(attempt: ExamAttempt, right: number, wrong: number): Promise<AnswerInput[]> {
  const questions = attempt.questionList.filter((q) => q.questionType <= 4).slice(0, right + wrong);
  return Promise.all(
    questions.map(async (q, index) => {
      const key = await keyOf(server, q.questionId);
      return { questionId: q.questionId, yourAnswer: index < right ? key.right : key.wrong };
    }),
  );
}

const result = (student: Student, id: number) =>
  student.call<ExamAnswerResult>('getExamPaperAnswer', { examPaperParticipateSummaryId: id });

describe('autosave', () => {
  test('a sequence not above the last acknowledged one → 409 with that seq', async () => {
    const attempt = await openFresh(demo, sc1);
    const id = attempt.examPaperParticipateSummaryId;
    const [a, b] = await answersFor(attempt, 2, 0);
    expect((await draft(demo, id, 1, [a])).body).toMatchObject({ code: 200, result: { seq: 1 } });
    expect(await draft(demo, id, 1, [b])).toMatchObject({
      status: 409,
      body: { message: '答案版本已过期', result: { seq: 1 } },
    });
    expect((await draft(demo, id, 5, [b])).status).toBe(200);
    expect(await draft(demo, id, 3, [{ ...a, yourAnswer: 'D' }])).toMatchObject({
      status: 409,
      body: { result: { seq: 5 } },
    });
    const rows = await answerRows(server, id);
    expect(rows.map((row) => JSON.parse(row.your_answer))).toEqual(
      [a, b].sort((x, y) => x.questionId - y.questionId).map((x) => x.yourAnswer),
    );
    expect((await attemptRow(server, id)).last_seq).toBe(5);
  });

  test('accepted until deadline + 60 s, refused after; submit then counts only what was saved', async () => {
    const attempt = await openFresh(demo, sc2);
    const id = attempt.examPaperParticipateSummaryId;
    const [first, second, late] = await answersFor(attempt, 3, 0);
    expect((await draft(demo, id, 1, [first])).status).toBe(200);
    clock.offsetMs = 60 * MINUTE_MS + 30_000;
    expect((await draft(demo, id, 2, [second])).status).toBe(200);
    clock.offsetMs = 61 * MINUTE_MS + 1_000;
    expect(await draft(demo, id, 3, [late])).toMatchObject({
      status: 409,
      body: { message: '考试时间已结束' },
    });

    expect((await submit(demo, id, [late])).status).toBe(200);
    const graded = (await result(demo, id)).body.result;
    expect(graded.totalScore).toBe(4);
    expect(graded.costTime).toBe(60 * MINUTE_MS);
    expect(graded.autoSubmitted).toBe(false);
    const answered = graded.questionAnswerList.filter((q) => q.yourAnswer !== null).map((q) => q.questionId);
    expect(answered.sort()).toEqual([first.questionId, second.questionId].sort());
  });

  test('after submit → 409 "该试卷已提交"', async () => {
    const attempt = await openFresh(solo, sc1);
    const id = attempt.examPaperParticipateSummaryId;
    await submit(solo, id);
    const [a] = await answersFor(attempt, 1, 0);
    expect(await draft(solo, id, 1, [a])).toMatchObject({ status: 409, body: { message: '该试卷已提交' } });
    expect(await answerRows(server, id)).toEqual([]);
  });

  test('someone else’s attempt → 403', async () => {
    const attempt = await openFresh(demo, sc1);
    expect((await draft(solo, attempt.examPaperParticipateSummaryId, 1, [])).status).toBe(403);
  });

  test.each(['Infinity', '1e400', '9007199254740993'])(
    'a seq of "%s" → 400 naming seq; nothing is stored and the attempt carries on',
    async (seq) => {
      const attempt = await openFresh(solo, sc1);
      const id = attempt.examPaperParticipateSummaryId;
      const [a, b] = await answersFor(attempt, 2, 0);
      const refused = await solo.call('saveExamAnswerDraft', {
        examPaperParticipateSummaryId: id,
        seq,
        answers: [a],
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: '参数 seq 格式错误', errorCode: 'BAD_FIELD' },
      });
      expect(await answerRows(server, id)).toEqual([]);

      expect((await draft(solo, id, 1, [b])).body).toMatchObject({ code: 200, result: { seq: 1 } });
      const resumed = await generate(solo, sc1);
      expect(resumed).toMatchObject({ status: 200, body: { result: { supplementaryStatus: 1, seq: 1 } } });
    },
  );
});

describe('submit', () => {
  test('grades on the server and ignores the client’s totals and time', async () => {
    const attempt = await openFresh(demo, sc1);
    const id = attempt.examPaperParticipateSummaryId;
    const answers = await answersFor(attempt, 20, 10);
    await draft(demo, id, 1, answers.slice(0, 15));
    clock.offsetMs = 25 * MINUTE_MS;
    const response = await submit(demo, id, answers.slice(15));
    expect(response).toMatchObject({ status: 200, body: { message: '提交成功', result: id } });

    const graded = (await result(demo, id)).body.result;
    expect(graded).toMatchObject({ totalScore: 40, rightCount: 20, totalCount: 37, autoSubmitted: false });
    expect(graded.costTime).toBeGreaterThanOrEqual(25 * MINUTE_MS);
    expect(graded.costTime).toBeLessThan(26 * MINUTE_MS);
    expect(graded.sections.find((s) => s.questionType === 1)?.score).toBe(40);
    expect(graded.sections.find((s) => s.questionType === 3)?.score).toBe(0);
    const statuses = graded.questionAnswerList.map((q) => q.rightStatus);
    expect(statuses.filter((s) => s === 1)).toHaveLength(20);
    expect(statuses.filter((s) => s === -1)).toHaveLength(10);
    const row = await attemptRow(server, id);
    expect(row).toMatchObject({ status: 'submitted', total_score: 40, multiple_choice_score: 40 });
    expect((await answerRows(server, id)).every((r) => r.right_status !== null)).toBe(true);
  });

  test('a body written to SPEC.md §3 passes: its question, type, verdict and points are ignored', async () => {
    const attempt = await openFresh(solo, sc2);
    const id = attempt.examPaperParticipateSummaryId;
    const answers = await answersFor(attempt, 2, 4);
    const questionOf = new Map(attempt.questionList.map((q) => [q.questionId, q]));
    // Every answer claims to be right and worth far more than the paper.
    const claimed = answers.map((answer) => {
      const question = questionOf.get(answer.questionId);
      return { ...answer, question, questionType: 6, rightStatus: 1, scoreValue: 5000, score: 5000 };
    });
    expect(await submit(solo, id, claimed)).toMatchObject({ status: 200, body: { result: id } });

    const graded = (await result(solo, id)).body.result;
    const pointsOfRight = answers
      .slice(0, 2)
      .reduce((sum, a) => sum + (questionOf.get(a.questionId)?.score ?? 0), 0);
    expect(graded).toMatchObject({ totalScore: pointsOfRight, rightCount: 2 });
    expect(graded.questionAnswerList.filter((q) => q.rightStatus === -1)).toHaveLength(4);
    expect((await attemptRow(server, id)).programming_score).toBe(0);
  });

  test.each([
    ['answer', 'A'],
    ['answerList', ['A']],
    ['cheat', 1],
  ])('a field SPEC.md does not name on a submitted answer (%s) is still refused', async (field, value) => {
    const attempt = await openFresh(solo, sc2);
    const [first] = await answersFor(attempt, 1, 0);
    expect(
      await submit(solo, attempt.examPaperParticipateSummaryId, [{ ...first, [field]: value }]),
    ).toMatchObject({
      status: 400,
      body: { message: `不支持的参数 questionAnswerList.0.${field}` },
    });
    expect((await attemptRow(server, attempt.examPaperParticipateSummaryId)).status).toBe('open');
  });

  test('a second submit returns the same id and changes nothing', async () => {
    const attempt = await openFresh(demo, sc2);
    const id = attempt.examPaperParticipateSummaryId;
    const answers = await answersFor(attempt, 5, 0);
    await submit(demo, id, answers);
    const before = { attempt: await attemptRow(server, id), answers: await answerRows(server, id) };
    clock.offsetMs = 5 * MINUTE_MS;
    const wrong = await answersFor(attempt, 0, 8);
    expect(await submit(demo, id, wrong)).toMatchObject({ status: 200, body: { result: id } });
    expect(await attemptRow(server, id)).toEqual(before.attempt);
    expect(await answerRows(server, id)).toEqual(before.answers);
  });

  test('50 parallel submits of one attempt → exactly one grading', async () => {
    const attempt = await openFresh(solo, sc2);
    const id = attempt.examPaperParticipateSummaryId;
    const singles = attempt.questionList.filter((q) => q.questionType === 1).slice(0, 10);
    // Each submit answers every question with its own letter, so a mixed result would show.
    const letters = ['A', 'B', 'C', 'D'];
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submit(
          solo,
          id,
          singles.map((q) => ({ questionId: q.questionId, yourAnswer: letters[i % 4] })),
        ),
      ),
    );
    expect(responses.map((r) => [r.status, r.body.result])).toEqual(responses.map(() => [200, id]));
    const rows = await answerRows(server, id);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.your_answer)).size).toBe(1);
    expect(new Set(rows.map((r) => r.updated_at)).size).toBe(1);
    const row = await attemptRow(server, id);
    expect(row.total_score).toBe(rows.reduce((sum, r) => sum + (r.score_value ?? 0), 0));
    expect(row.submitted_at).toBe(rows[0].updated_at);
  });

  test('an autosave racing a submit cannot change the submitted attempt', async () => {
    const attempt = await openFresh(demo, sc1);
    const id = attempt.examPaperParticipateSummaryId;
    const answers = await answersFor(attempt, 30, 0);
    const [submitResponse, ...drafts] = await Promise.all([
      submit(demo, id, answers.slice(0, 5)),
      ...answers.slice(5).map((answer, i) => draft(demo, id, i + 1, [answer])),
    ]);
    expect(submitResponse.status).toBe(200);
    const rows = new Map((await answerRows(server, id)).map((r) => [r.question_id, r]));
    expect([...rows.values()].every((r) => r.right_status !== null)).toBe(true);
    drafts.forEach((response, i) => {
      const stored = rows.get(answers[i + 5].questionId);
      if (response.status === 200) expect(stored?.right_status).toBe(1);
      else {
        expect(response.status).toBe(409);
        // Refused because it came after the submit, or because a later seq had already landed.
        expect(['该试卷已提交', '答案版本已过期']).toContain(response.body.message);
      }
    });
    const total = (await attemptRow(server, id)).total_score;
    expect(total).toBe([...rows.values()].reduce((sum, r) => sum + (r.score_value ?? 0), 0));
  });
});

describe('an open attempt whose time ran out', () => {
  test('generate submits it with what was saved and says so (409 with the id)', async () => {
    const attempt = await openFresh(solo, sc1);
    const id = attempt.examPaperParticipateSummaryId;
    const answers = await answersFor(attempt, 3, 1);
    await draft(solo, id, 1, answers);
    clock.offsetMs = 60 * MINUTE_MS + 1_000;
    expect(await generate(solo, sc1)).toMatchObject({
      status: 409,
      body: { message: '考试时间已结束，试卷已自动提交', result: { examPaperParticipateSummaryId: id } },
    });
    const graded = (await result(solo, id)).body.result;
    expect(graded).toMatchObject({
      totalScore: 6,
      rightCount: 3,
      autoSubmitted: true,
      costTime: 60 * MINUTE_MS,
    });
    // The next call opens a new paper.
    expect((await generate(solo, sc1)).body.result.supplementaryStatus).toBe(0);
  });
});

describe('a formal exam', () => {
  test('is sat once: after submitting, it cannot be opened again', async () => {
    const exam = await paperIdOf(server, 'exam-sc1-2026-autumn');
    const attempt = await openFresh(demo, exam);
    await submit(demo, attempt.examPaperParticipateSummaryId);
    expect(await generate(demo, exam)).toMatchObject({ status: 409, body: { message: '该试卷已提交' } });
  });
});
