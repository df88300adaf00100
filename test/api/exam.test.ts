/** @jest-environment node */
import type { MockPaperCard } from '../../core/examTypes';
import { decodeQuestion } from '../../core/questionText';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import type { ApiResponse } from '../helpers/apiClient';
import { answerKeyPaths, draft, generate, keyOf, openFresh, paperIdOf, submit } from './support/exam';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let xiaoyu: Student;
let haoran: Student;
let newbie: Student;
const paper: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  [demo, xiaoyu, haoran, newbie] = await Promise.all(
    ['demo', 'xiaoyu', 'haoran', 'newbie'].map((name) => signIn(server, name)),
  );
  for (const key of ['paper-sc1-mock', 'paper-sc2-mock', 'paper-py1-mock', 'exam-sc1-2026-autumn'])
    paper[key] = await paperIdOf(server, key);
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const cards = async (student: Student) =>
  (await student.call<MockPaperCard[]>('getMyExamPaperList')).body.result;

describe('getMyExamPaperList', () => {
  test('mock papers only, with participants and averages from submitted attempts', async () => {
    const list = await cards(demo);
    expect(list.map((card) => card.examPaperName)).toEqual([
      'Scratch 一级模拟卷',
      'Scratch 二级模拟卷',
      'Scratch 三级模拟卷',
      'Python 一级模拟卷',
      'Python 二级模拟卷',
    ]);
    const sc1 = list[0];
    // Seeded: demo 66 and haoran 58 on Scratch 一级.
    expect(sc1).toMatchObject({ examTime: 60, totalCount: 37, totalScore: 100, passingScore: 60 });
    expect(sc1).toMatchObject({
      answerCount: 2,
      answerAvgScore: 62,
      summaryId: null,
      supplementaryStatus: 0,
    });
    const rows = await server.app.db
      .selectFrom('exam_attempts')
      .select(['student_id', 'total_score'])
      .where('exam_paper_id', '=', paper['paper-py1-mock'])
      .where('status', '=', 'submitted')
      .execute();
    const py1 = list.find((card) => card.examPaperId === paper['paper-py1-mock']);
    expect(py1?.answerCount).toBe(new Set(rows.map((row) => row.student_id)).size);
    const average = rows.reduce((sum, row) => sum + row.total_score, 0) / rows.length;
    expect(py1?.answerAvgScore).toBe(Math.round(average));
  });

  test('a new submission moves the participants and the average', async () => {
    const before = (await cards(xiaoyu)).find((card) => card.examPaperId === paper['paper-py1-mock']);
    // Xiaoyu's second sitting: still one participant more than nobody, but the average moves.
    const attempt = await openFresh(xiaoyu, paper['paper-py1-mock']);
    expect(await submit(xiaoyu, attempt.examPaperParticipateSummaryId)).toMatchObject({ status: 200 });
    const after = (await cards(xiaoyu)).find((card) => card.examPaperId === paper['paper-py1-mock']);
    expect(after?.answerCount).toBe(before?.answerCount);
    expect(after?.answerAvgScore).toBeLessThan(before?.answerAvgScore ?? 0);
  });

  test('the open attempt shows on its card; a student with no papers gets an empty list', async () => {
    const attempt = await openFresh(haoran, paper['paper-sc1-mock']);
    const card = (await cards(haoran)).find((c) => c.examPaperId === paper['paper-sc1-mock']);
    expect(card).toMatchObject({ summaryId: attempt.examPaperParticipateSummaryId, supplementaryStatus: 1 });
    expect(await cards(newbie)).toEqual([]);
  });
});

describe('generateExamPaperDetails', () => {
  test('opens an attempt with the server’s deadline, then resumes it with every saved answer', async () => {
    const opened = await openFresh(demo, paper['paper-sc2-mock']);
    expect(opened.deadline - opened.startedAt).toBe(60 * 60_000);
    expect(Math.abs(opened.serverNow - Date.now())).toBeLessThan(5_000);
    expect(opened).toMatchObject({ supplementaryStatus: 0, seq: 0, examPaperType: 0, subjectId: 1 });
    expect(opened.questionList).toHaveLength(37);
    expect(opened.questionList.every((q) => q.yourAnswer === null && q.score > 0)).toBe(true);

    const id = opened.examPaperParticipateSummaryId;
    const [first, second] = opened.questionList;
    expect(await draft(demo, id, 1, [{ questionId: first.questionId, yourAnswer: 'B' }])).toMatchObject({
      status: 200,
    });
    expect(await draft(demo, id, 2, [{ questionId: second.questionId, yourAnswer: 'c' }])).toMatchObject({
      status: 200,
      body: { result: { seq: 2 } },
    });

    for (const summaryId of [undefined, id]) {
      const resumed = await generate(demo, paper['paper-sc2-mock'], summaryId);
      expect(resumed.status).toBe(200);
      expect(resumed.body.result).toMatchObject({
        examPaperParticipateSummaryId: id,
        supplementaryStatus: 1,
        seq: 2,
        startedAt: opened.startedAt,
        deadline: opened.deadline,
      });
      const answers = resumed.body.result.questionList.map((q) => q.yourAnswer);
      expect(answers.slice(0, 3)).toEqual(['B', 'c', null]);
    }
  });

  test('only the paper that allows it offers 朗读', async () => {
    const allows = async (key: string) => (await openFresh(demo, paper[key])).allowReadAloud;
    expect(await allows('paper-sc1-mock')).toBe(true);
    expect(await allows('paper-py1-mock')).toBe(false);
  });

  test('a fill-in answer comes back as a list of blanks', async () => {
    const opened = await openFresh(demo, paper['exam-sc1-2026-autumn']);
    const fill = opened.questionList.find((q) => q.questionType === 4);
    if (!fill) throw new Error('the formal exam has a fill-in question');
    const blanks = Array.from({ length: fill.answerCount }, (_, i) => `第${i + 1}空`);
    const id = opened.examPaperParticipateSummaryId;
    expect((await draft(demo, id, 1, [{ questionId: fill.questionId, yourAnswer: blanks }])).status).toBe(
      200,
    );
    const resumed = await generate(demo, paper['exam-sc1-2026-autumn']);
    expect(
      resumed.body.result.questionList.find((q) => q.questionId === fill.questionId)?.yourAnswer,
    ).toEqual(blanks);
  });

  test('question text travels URL-encoded and decodes to the stored stem', async () => {
    const opened = await openFresh(xiaoyu, paper['paper-py1-mock']);
    const [wire] = opened.questionList;
    const row = await server.app.db
      .selectFrom('questions')
      .select('title')
      .where('id', '=', wire.questionId)
      .executeTakeFirstOrThrow();
    expect(decodeQuestion(wire).title).toBe(row.title);
  });

  test('a paper that is not granted → 403; an unknown paper → 404', async () => {
    expect(await generate(haoran, paper['paper-py1-mock'])).toMatchObject({
      status: 403,
      body: { code: 403, message: '您还没有该试卷的考试权限', result: null },
    });
    expect(await generate(haoran, 999999)).toMatchObject({ status: 404, body: { message: '试卷不存在' } });
  });

  test('summaryId of someone else → 403, of another paper → 400, of a submitted attempt → 409', async () => {
    const own = await openFresh(demo, paper['paper-sc1-mock']);
    const id = own.examPaperParticipateSummaryId;
    expect((await generate(haoran, paper['paper-sc1-mock'], id)).status).toBe(403);
    expect(await generate(demo, paper['paper-sc2-mock'], id)).toMatchObject({
      status: 400,
      body: { message: '参数 summaryId 与试卷不匹配' },
    });
    await submit(demo, id);
    expect(await generate(demo, paper['paper-sc1-mock'], id)).toMatchObject({
      status: 409,
      body: { message: '该试卷已提交' },
    });
  });
});

describe('no answer key while an attempt is open', () => {
  test('every response during an open attempt is free of answer fields, however deep', async () => {
    const seen: ApiResponse[] = [];
    const record = async <T>(call: Promise<ApiResponse<T>>) => {
      const response = await call;
      seen.push(response);
      return response;
    };
    const opened = (await record(generate(newbie, paper['exam-sc1-2026-autumn']))).body.result;
    const id = opened.examPaperParticipateSummaryId;
    expect(opened.supplementaryStatus).toBe(0);
    const answers = await Promise.all(
      opened.questionList.slice(0, 6).map(async (q) => ({
        questionId: q.questionId,
        yourAnswer: (await keyOf(server, q.questionId)).right,
      })),
    );
    await record(draft(newbie, id, 1, answers.slice(0, 3)));
    await record(draft(newbie, id, 2, answers.slice(3)));
    await record(draft(newbie, id, 2, answers.slice(3)));
    await record(generate(newbie, paper['exam-sc1-2026-autumn']));
    await record(generate(newbie, paper['exam-sc1-2026-autumn'], id));
    await record(newbie.call('getMyExamPaperList'));
    await record(newbie.call('getMyExamPaper'));
    await record(newbie.call('getExamPaperAnswer', { examPaperParticipateSummaryId: id }));

    expect(seen.map((r) => r.status)).toEqual([200, 200, 200, 409, 200, 200, 200, 200, 409]);
    expect(seen.flatMap((response) => answerKeyPaths(response.body))).toEqual([]);
    // The saved answers are there, only the key is not.
    expect(seen[4].body).toMatchObject({ result: { questionList: expect.any(Array) } });
  });

  test('the scan itself finds a key hidden deep in a structure', () => {
    expect(answerKeyPaths({ a: [{ b: { txtSolution: 'x' } }], answerC: 1 })).toEqual([
      '$.a[0].b.txtSolution',
      '$.answerC',
    ]);
  });
});
