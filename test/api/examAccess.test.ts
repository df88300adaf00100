/** @jest-environment node */
import type { ExamAnswerResult, ExamListItem } from '../../core/examTypes';
import { decodeQuestion } from '../../core/questionText';
import { grantPapers } from '../../server/repos/grantRepo';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { draft, openFresh, paperIdOf, submit } from './support/exam';
import { signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let xiaoyu: Student;
let newbie: Student;
const paper: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  [demo, xiaoyu, newbie] = await Promise.all(
    ['demo', 'xiaoyu', 'newbie'].map((name) => signIn(server, name)),
  );
  for (const key of ['paper-sc1-mock', 'paper-sc2-mock', 'paper-py1-mock'])
    paper[key] = await paperIdOf(server, key);
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const myExams = async (student: Student) =>
  (await student.call<ExamListItem[]>('getMyExamPaper')).body.result;

describe('getExamPaperAnswer', () => {
  test('a submitted attempt of the caller, with key, verdicts and section scores', async () => {
    const [latest] = (await myExams(demo)).filter((item) => item.examPaperName === 'Python 一级模拟卷');
    const response = await demo.call<ExamAnswerResult>('getExamPaperAnswer', {
      examPaperParticipateSummaryId: latest.id,
    });
    expect(response.status).toBe(200);
    const result = response.body.result;
    expect(result).toMatchObject({ totalScore: 48, rightCount: 24, totalCount: 37, paperTotalScore: 100 });
    expect(result.sections.map((s) => [s.questionType, s.count, s.totalScore])).toEqual([
      [1, 25, 50],
      [3, 10, 20],
      [6, 2, 30],
    ]);
    expect(result.sections.reduce((sum, s) => sum + s.score, 0)).toBe(48);
    const first = result.questionAnswerList[0];
    expect(first.question.answer).toBeDefined();
    expect(first.question.txtSolution).toBeDefined();
    expect(first.rightStatus).toBe(first.yourAnswer === decodeQuestion(first.question).answer ? 1 : -1);
  });

  test('someone else’s attempt → 403, an unknown one → 404, an open one → 409', async () => {
    const [demoAttempt] = await myExams(demo);
    expect(
      await xiaoyu.call('getExamPaperAnswer', { examPaperParticipateSummaryId: demoAttempt.id }),
    ).toMatchObject({ status: 403, body: { message: '无权查看其他同学的考试记录' } });
    expect(await demo.call('getExamPaperAnswer', { examPaperParticipateSummaryId: 999999 })).toMatchObject({
      status: 404,
    });
    const open = await openFresh(demo, paper['paper-sc2-mock']);
    expect(
      await demo.call('getExamPaperAnswer', {
        examPaperParticipateSummaryId: open.examPaperParticipateSummaryId,
      }),
    ).toMatchObject({ status: 409, body: { message: '试卷尚未提交' } });
  });
});

describe('getMyExamPaper', () => {
  test(
    'the assigned formal exam shows as not started for a classmate who has not begun',
    async () => {
      const fresh = await startServer({ rateLimit: false });
      try {
        const student = await signIn(fresh, 'demo');
        const items = (await student.call<ExamListItem[]>('getMyExamPaper')).body.result;
        expect(items.map((i) => [i.examPaperName, i.completionStatus, i.totalScore])).toEqual([
          ['Python 一级模拟卷', 1, 48],
          ['Scratch 一级模拟卷', 1, 66],
          ['2026年秋季学期 Scratch 一级期末考试', 0, 0],
        ]);
        expect(items[2]).toMatchObject({ id: null, examPaperType: 1, examPaperParticipateSummaryId: null });
        expect(items[1].costTime).toBe(42 * 60_000);
      } finally {
        await fresh.close();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  test('only the caller’s attempts, newest first, then the formal exam not started', async () => {
    await grantPapers(server.app.db, newbie.id, [paper['paper-sc1-mock']], Date.now());
    const first = await openFresh(newbie, paper['paper-sc1-mock']);
    await submit(newbie, first.examPaperParticipateSummaryId);
    const second = await openFresh(newbie, paper['paper-sc1-mock']);
    const items = await myExams(newbie);
    expect(items.map((i) => [i.id, i.examPaperName, i.completionStatus])).toEqual([
      [second.examPaperParticipateSummaryId, 'Scratch 一级模拟卷', 0],
      [first.examPaperParticipateSummaryId, 'Scratch 一级模拟卷', 1],
      [null, '2026年秋季学期 Scratch 一级期末考试', 0],
    ]);
    expect(items[1].examPaperParticipateSummaryId).toBe(first.examPaperParticipateSummaryId);
    // Two attempts of one paper, told apart by their number and start.
    expect(items.map((i) => i.attemptNumber)).toEqual([2, 1, null]);
    expect(items[0].startedAt).toBeGreaterThanOrEqual(items[1].startedAt as number);
    expect(items[2].startedAt).toBeNull();
    // Demo's seeded attempts are demo's alone.
    expect((await myExams(xiaoyu)).some((i) => i.examPaperName.startsWith('Scratch'))).toBe(false);
  });
});

describe('bad input and other users', () => {
  test.each([
    ['generateExamPaperDetails', {}, 'examPaperId 不能为空'],
    ['generateExamPaperDetails', { examPaperId: 'x' }, '参数 examPaperId 格式错误'],
    ['saveExamAnswerDraft', { examPaperParticipateSummaryId: 1, answers: [] }, 'seq 不能为空'],
    ['saveExamAnswerDraft', { examPaperParticipateSummaryId: 1, seq: 0, answers: [] }, '参数 seq 格式错误'],
    [
      'saveExamAnswerDraft',
      { examPaperParticipateSummaryId: 1, seq: 1, answers: [{ questionId: 1 }] },
      'answers.0.yourAnswer 不能为空',
    ],
    ['saveExamPaperAnswer', { examPaperParticipateSummaryId: 1 }, 'questionAnswerList 不能为空'],
    ['getExamPaperAnswer', { examPaperParticipateSummaryId: 1, cheat: 1 }, '不支持的参数 cheat'],
  ])('%s %j → 400 "%s"', async (name, body, message) => {
    expect(await demo.call(name, body)).toMatchObject({ status: 400, body: { code: 400, message } });
  });

  test('an answer to a question outside the paper → 400 naming the entry', async () => {
    const open = await openFresh(xiaoyu, paper['paper-py1-mock']);
    const outside = await paperIdOf(server, 'paper-sc1-mock');
    const foreign = await server.app.db
      .selectFrom('exam_paper_questions')
      .select('question_id')
      .where('paper_id', '=', outside)
      .executeTakeFirstOrThrow();
    const inside = open.questionList[0].questionId;
    const response = await draft(xiaoyu, open.examPaperParticipateSummaryId, 1, [
      { questionId: inside, yourAnswer: 'A' },
      { questionId: foreign.question_id, yourAnswer: 'A' },
    ]);
    expect(response).toMatchObject({
      status: 400,
      body: { message: 'answers.1.questionId 不是该试卷的题目' },
    });
    // Nothing of a refused call is kept, and its seq is not used up.
    expect((await draft(xiaoyu, open.examPaperParticipateSummaryId, 1, [])).status).toBe(200);
  });

  test('a userId that is not the caller’s → 403 on every exam call', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['getMyExamPaperList', {}],
      ['getMyExamPaper', {}],
      ['generateExamPaperDetails', { examPaperId: paper['paper-sc1-mock'] }],
      ['saveExamAnswerDraft', { examPaperParticipateSummaryId: 1, seq: 9, answers: [] }],
      ['saveExamPaperAnswer', { examPaperParticipateSummaryId: 1, questionAnswerList: [] }],
      ['getExamPaperAnswer', { examPaperParticipateSummaryId: 1 }],
    ];
    for (const [name, body] of calls) {
      const response = await demo.call(name, { ...body, userId: xiaoyu.id });
      expect(response).toMatchObject({ status: 403, body: { message: '无权访问其他用户的数据' } });
    }
  });

  test('without a token → 401', async () => {
    const response = await demo.call('getMyExamPaper', {}, { token: '' });
    expect(response.status).toBe(401);
  });
});
