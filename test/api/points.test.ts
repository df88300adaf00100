/** @jest-environment node */
import type { Paged } from '../../core/homeTypes';
import type { IntegralEntry, IntegralList, MedalListItem } from '../../core/pointsTypes';
import { appendEntry } from '../../server/repos/pointsRepo';
import { POINTS } from '../../server/services/rewardRules';
import { spendPoints } from '../../server/services/pointsService';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { generate, keyOf, paperIdOf, submit } from './support/exam';
import { answer, idOf, newBatch, rightAnswer, signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

const API = '/api/v3/student';

let server: RunningServer;
let demo: Student;
let xiaoyu: Student;
let haoran: Student;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  [demo, xiaoyu, haoran] = await Promise.all(
    ['demo', 'xiaoyu', 'haoran'].map((name) => signIn(server, name)),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const integral = (student: Student, query = 'pageNumber=1&pageSize=50') =>
  apiGet<IntegralList>(server.baseUrl, `${API}/getMyIntegralList?${query}`, { token: student.token });
const medals = async (student: Student) =>
  (await apiGet<MedalListItem[]>(server.baseUrl, `${API}/getMyMedalList`, { token: student.token })).body
    .result;
/** The whole ledger, every page of it, with its balance. */
const ledger = async (student: Student): Promise<IntegralList> => {
  const first = (await integral(student)).body.result;
  const list = [...first.list];
  for (let page = 2; list.length < first.total; page += 1)
    list.push(...(await integral(student, `pageNumber=${page}&pageSize=50`)).body.result.list);
  return { ...first, list };
};

async function finishPractice(student: Student): Promise<number> {
  const batch = await newBatch(student, 1, await idOf(server, 'banks', 'bank-sc1'), {
    multipleChoiceCount: 2,
  });
  for (const id of batch.questionIds) await answer(student, batch.batchId, id, await rightAnswer(server, id));
  return batch.batchId;
}

describe('points are paid by real events, once', () => {
  test('a finished practice pays once, with the day’s first practice bonus; a retried answer pays nothing', async () => {
    const before = await ledger(haoran);
    const batch = await newBatch(haoran, 1, await idOf(server, 'banks', 'bank-sc1'), {
      multipleChoiceCount: 2,
    });
    const [first, second] = batch.questionIds;
    await answer(haoran, batch.batchId, first, await rightAnswer(server, first));
    expect((await ledger(haoran)).balance).toBe(before.balance);

    await Promise.all([
      answer(haoran, batch.batchId, second, await rightAnswer(server, second)),
      answer(haoran, batch.batchId, second, await rightAnswer(server, second)),
    ]);
    await answer(haoran, batch.batchId, second, 'B');
    const after = await ledger(haoran);
    const paid = after.list.filter((entry) => entry.source === 'practice');
    expect(paid).toHaveLength(before.list.filter((entry) => entry.source === 'practice').length + 1);
    expect(paid[0]).toMatchObject({ integral: POINTS.practiceFinished, reason: '完成一次题库练习' });
    const daily = after.list.filter((entry) => entry.source === 'daily_practice');
    expect(daily.length).toBeGreaterThanOrEqual(1);
    expect(after.balance - before.balance).toBe(
      POINTS.practiceFinished +
        (daily.length - before.list.filter((e) => e.source === 'daily_practice').length) *
          POINTS.dailyFirstPractice,
    );

    await finishPractice(haoran);
    const again = await ledger(haoran);
    // A second practice on the same day pays the practice, not the daily bonus again.
    expect(again.balance - after.balance).toBe(POINTS.practiceFinished);
  });

  test('a passed mock exam pays; a failed one does not', async () => {
    const paper = await paperIdOf(server, 'paper-sc1-mock');
    const before = (await ledger(haoran)).balance;

    const failed = (await generate(haoran, paper)).body.result;
    expect((await submit(haoran, failed.examPaperParticipateSummaryId)).status).toBe(200);
    expect((await ledger(haoran)).balance).toBe(before);

    const passed = (await generate(haoran, paper)).body.result;
    const answers = await Promise.all(
      passed.questionList.map(async (q) => ({
        questionId: q.questionId,
        yourAnswer: (await keyOf(server, q.questionId)).right,
      })),
    );
    const id = passed.examPaperParticipateSummaryId;
    await Promise.all([submit(haoran, id, answers), submit(haoran, id, answers)]);
    const after = await ledger(haoran);
    expect(after.balance - before).toBe(POINTS.examPassed);
    expect(after.list[0]).toMatchObject({ source: 'exam_pass', integral: POINTS.examPassed });
    expect(after.list[0].reason).toMatch(/^通过模拟考试（\d+ 分）$/);
  });

  test('the balance is the sum of the ledger, paged newest first', async () => {
    const all = await ledger(haoran);
    expect(all.balance).toBe(all.list.reduce((sum, entry) => sum + entry.integral, 0));
    expect(all.total).toBe(all.list.length);
    const pages: IntegralEntry[] = [];
    for (let page = 1; pages.length < all.total; page += 1)
      pages.push(...(await integral(haoran, `pageNumber=${page}&pageSize=2`)).body.result.list);
    expect(pages).toEqual(all.list);
    const times = all.list.map((entry) => entry.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('the seeded demo history has its ledger: three practices, their days, one passed exam and the likes her works got', async () => {
    const { list, balance } = await ledger(demo);
    const count = (source: string) => list.filter((entry) => entry.source === source).length;
    expect(count('practice')).toBe(3);
    expect(count('exam_pass')).toBe(1);
    expect(count('like_received')).toBeGreaterThan(0);
    expect(balance).toBe(
      3 * POINTS.practiceFinished +
        count('daily_practice') * POINTS.dailyFirstPractice +
        POINTS.examPassed +
        count('like_received') * POINTS.likeReceived,
    );
  });
});

describe('likes received', () => {
  /** A work of demo's that her schoolmate xiaoyu may see and has not liked yet. */
  async function demoWorkXiaoyuSees(): Promise<number> {
    const row = await server.app.db
      .selectFrom('opus')
      .select('id')
      .where('student_id', '=', demo.id)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('school_published', '=', 1), eb('published', '=', 1)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('opus_praises')
              .select('id')
              .whereRef('opus_praises.opus_id', '=', 'opus.id')
              .where('opus_praises.student_id', '=', xiaoyu.id),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const like = (student: Student, id: number) =>
    apiPost(server.baseUrl, `${API}/common/operationOpusPraise/${id}`, { token: student.token });
  const likesPaid = async (student: Student) =>
    (await ledger(student)).list.filter((entry) => entry.source === 'like_received');

  test('a schoolmate’s like pays the author once; a repeated like and the author’s own pay nothing', async () => {
    const work = await demoWorkXiaoyuSees();
    const before = await ledger(demo);
    const paidBefore = (await likesPaid(demo)).length;
    const likerPaidBefore = (await likesPaid(xiaoyu)).length;

    await Promise.all([like(xiaoyu, work), like(xiaoyu, work)]);
    await like(demo, work);

    const after = await ledger(demo);
    expect(await likesPaid(demo)).toHaveLength(paidBefore + 1);
    expect(after.balance).toBe(before.balance + POINTS.likeReceived);
    // Giving a like pays the liker nothing.
    expect(await likesPaid(xiaoyu)).toHaveLength(likerPaidBefore);
  });
});

describe('spending', () => {
  const spend = (studentId: number, referenceId: number, cost: number) =>
    spendPoints(
      server.app.db,
      studentId,
      { cost, reason: '解锁主题模板', referenceKind: 'theme_template', referenceId },
      server.app.clock.now(),
    );

  test('parallel spends never overdraw, and the same unlock is charged once', async () => {
    await appendEntry(server.app.db, {
      studentId: xiaoyu.id,
      delta: 50,
      source: 'exam_pass',
      reason: '通过模拟考试（80 分）',
      referenceKind: 'exam_attempt',
      referenceId: 999_001,
      createdAt: server.app.clock.now(),
    });
    const start = (await ledger(xiaoyu)).balance;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) => spend(xiaoyu.id, 100 + index, 20)),
    );
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(succeeded).toBe(Math.floor(start / 20));
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ statusCode: 409, errorCode: 'POINTS_NOT_ENOUGH' });
    const after = await ledger(xiaoyu);
    expect(after.balance).toBe(start - succeeded * 20);
    expect(after.balance).toBeGreaterThanOrEqual(0);

    const unlocked = after.list.find((entry) => entry.source === 'unlock');
    expect(unlocked).toMatchObject({ integral: -20, reason: '解锁主题模板' });
    // Which of the parallel spends got the lock first is up to the database: re-buy one that won.
    const bought = 100 + outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
    expect(await spend(xiaoyu.id, bought, 20)).toBe(after.balance);
    expect((await ledger(xiaoyu)).total).toBe(after.total);
  });
});

describe('medals by rule', () => {
  test('every medal with earned or not, the date earned and the rule of the locked ones', async () => {
    const list = await medals(haoran);
    const byName = new Map(list.map((medal) => [medal.medalName, medal]));
    expect(byName.get('初次练习')).toMatchObject({
      obtained: true,
      obtainTime: expect.stringMatching(/^\d{4}-/),
    });
    expect(byName.get('首次通过')).toMatchObject({ obtained: true });
    expect(byName.get('练习达人')).toMatchObject({
      obtained: false,
      obtainTime: null,
      description: '累计完成 10 次题库练习',
    });
    // The demo school's own medals are listed too (haoran holds 编程小新星), with their rule text.
    expect(byName.get('编程小新星')).toMatchObject({ obtained: true, description: '发布第一个作品' });
    expect(byName.get('坚持之星')).toMatchObject({ obtained: false, description: '连续学习 7 天' });
  });

  test('a medal keeps its first date, and shows in the student info', async () => {
    const firstDate = (await medals(demo)).find((medal) => medal.medalName === '初次练习')?.obtainTime;
    expect(firstDate).toEqual(expect.any(String));
    await finishPractice(demo);
    expect((await medals(demo)).find((medal) => medal.medalName === '初次练习')?.obtainTime).toBe(firstDate);
    const info = await apiGet<{ medalInfoList: { medalName: string }[] }>(
      server.baseUrl,
      `${API}/getStudentInfo`,
      { token: demo.token },
    );
    expect(info.body.result.medalInfoList.map((medal) => medal.medalName)).toContain('初次练习');
  });

  test('ten finished practices earn 练习达人', async () => {
    const done = (await ledger(haoran)).list.filter((entry) => entry.source === 'practice').length;
    for (let index = done; index < 10; index += 1) await finishPractice(haoran);
    expect((await medals(haoran)).find((medal) => medal.medalName === '练习达人')).toMatchObject({
      obtained: true,
    });
  });
});

describe('identity from the token only', () => {
  test('another student’s userId is refused, and each sees only their own ledger', async () => {
    const other = await apiGet<Paged<IntegralEntry>>(
      server.baseUrl,
      `${API}/getMyIntegralList?pageNumber=1&pageSize=5&userId=${demo.id}`,
      { token: xiaoyu.token },
    );
    expect(other.status).toBe(403);
    const mine = await ledger(xiaoyu);
    const demoIds = new Set((await ledger(demo)).list.map((entry) => entry.id));
    expect(mine.list.some((entry) => demoIds.has(entry.id))).toBe(false);
    const unsigned = await apiGet(server.baseUrl, `${API}/getMyMedalList`);
    expect(unsigned.status).toBe(401);
  });
});
