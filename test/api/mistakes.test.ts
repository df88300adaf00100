/** @jest-environment node */
import type { MistakesPage, Question } from '../../core/questionBankTypes';
import { decodeMistakeItem, decodeQuestion } from '../../core/questionText';
import { seededRandom } from '../../core/seededRandom';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { ANSWER_FIELDS, idOf, questionRow, signIn, SETUP_TIMEOUT_MS } from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let xiaoyu: Student;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(7) });
  [demo, xiaoyu] = await Promise.all([signIn(server, 'demo'), signIn(server, 'xiaoyu')]);
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function page(student: Student, body: Record<string, unknown> = {}) {
  const response = await student.call<MistakesPage>('getMistakesCollection', {
    pageNumber: 1,
    pageSize: 10,
    ...body,
  });
  if (response.status !== 200) return { ...response, list: [] };
  return { ...response, list: response.body.result.list.map(decodeMistakeItem) };
}

const bookSize = async (studentId: number) =>
  (await server.app.db.selectFrom('wrong_answers').select('id').where('student_id', '=', studentId).execute())
    .length;

describe('getMistakesCollection', () => {
  test('demo’s seeded book, newest collection first, with stems encoded', async () => {
    const { status, body, list } = await page(demo);
    expect(status).toBe(200);
    expect(body.result.total).toBe(await bookSize(demo.id));
    expect(list.length).toBeGreaterThanOrEqual(4);
    const times = list.map((item) => item.lastCollectionTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const row = await questionRow(server, list[0].questionId);
    expect(list[0].title).toBe(row.title);
    expect(body.result.list[0].title).toBe(encodeURIComponent(row.title));
    expect(list[0]).toMatchObject({ questionType: row.question_type, mastered: false });
    expect(list.every((item) => item.questionCount >= 1)).toBe(true);
  });

  test('chips count per knowledge point over the whole book, whatever the filters', async () => {
    const all = await page(demo);
    const filtered = await page(demo, { title: '没有这样的题目' });
    expect(filtered.body.result.total).toBe(0);
    expect(filtered.body.result.knowledgePoints).toEqual(all.body.result.knowledgePoints);
    const loop = all.body.result.knowledgePoints.find((chip) => chip.knowledgePointTitle === '循环');
    expect(loop?.count).toBeGreaterThan(0);
  });

  test('filters: knowledge point id, knowledge point keyword, stem keyword', async () => {
    const loopId = await idOf(server, 'knowledge_points', 'sc-loop');
    const chips = (await page(demo)).body.result.knowledgePoints;
    const byId = await page(demo, { knowledgePointId: loopId });
    expect(byId.body.result.total).toBe(chips.find((chip) => chip.knowledgePointId === loopId)?.count);

    const byTitle = await page(demo, { knowledgePointTitle: '循环' });
    expect(byTitle.body.result.total).toBeGreaterThanOrEqual(byId.body.result.total);

    const [first] = (await page(demo)).list;
    const stem = first.title.slice(2, 8);
    const byStem = await page(demo, { title: stem });
    expect(byStem.list.map((item) => item.questionId)).toContain(first.questionId);
    expect(byStem.list.every((item) => item.title.includes(stem))).toBe(true);
  });

  test('paging', async () => {
    const all = (await page(demo, { pageSize: 100 })).list;
    const second = await page(demo, { pageSize: 2, pageNumber: 2 });
    expect(second.list.map((item) => item.questionId)).toEqual(
      all.slice(2, 4).map((item) => item.questionId),
    );
    expect(second.body.result.total).toBe(all.length);
    expect((await page(demo, { pageNumber: 999 })).list).toEqual([]);
  });

  test.each([
    [{ pageSize: 0 }, '参数 pageSize 格式错误'],
    [{ pageSize: 101 }, '参数 pageSize 格式错误'],
    [{ pageNumber: 0 }, '参数 pageNumber 格式错误'],
    [{ pageNumber: undefined }, 'pageNumber 不能为空'],
    [{ title: 'x'.repeat(101) }, '参数 title 格式错误'],
    [{ sort: 'time' }, '不支持的参数 sort'],
  ])('bad query %j → 400', async (body, message) => {
    const { status, body: envelope } = await page(demo, body);
    expect({ status, message: envelope.message }).toEqual({ status: 400, message });
  });

  test('a student with no wrong answers sees an empty book', async () => {
    const newbie = await signIn(server, 'newbie');
    const { body } = await page(newbie);
    expect(body.result).toEqual({ list: [], total: 0, knowledgePoints: [] });
  });

  test('another user’s id → 403', async () => {
    expect((await page(xiaoyu, { userId: demo.id })).status).toBe(403);
  });
});

describe('getErrorQuestionDetails and removeErrorQuestion', () => {
  test('the detail reveals everything, with the last wrong answer', async () => {
    const fillId = await idOf(server, 'questions', 'sc1-motion-f01');
    const { status, body } = await demo.call<Question>('getErrorQuestionDetails', { questionId: fillId });
    expect(status).toBe(200);
    for (const field of ANSWER_FIELDS.filter((f) => f !== 'answerC' && f !== 'answerD' && f !== 'answerE')) {
      expect(body.result).toHaveProperty(field);
    }
    const q = decodeQuestion(body.result);
    const row = await questionRow(server, fillId);
    expect(q).toMatchObject({
      id: fillId,
      answer: row.answer,
      txtSolution: row.txt_solution,
      rightStatus: -1,
    });
    expect(Array.isArray(q.yourAnswer)).toBe(true);
    expect((q.yourAnswer as string[]).length).toBe(row.answer_count);
  });

  test('a question not in the caller’s book → 404, for details and for removal', async () => {
    const fillId = await idOf(server, 'questions', 'sc1-motion-f01');
    expect((await xiaoyu.call('getErrorQuestionDetails', { questionId: fillId })).status).toBe(404);
    expect((await xiaoyu.call('removeErrorQuestion', { questionId: fillId })).status).toBe(404);
    expect((await demo.call('getErrorQuestionDetails', { questionId: 999999 })).status).toBe(404);
    // xiaoyu's attempt left demo's book alone.
    expect((await demo.call('getErrorQuestionDetails', { questionId: fillId })).status).toBe(200);
  });

  test('remove says 移除成功 and the question leaves the book', async () => {
    const before = await bookSize(demo.id);
    const [first] = (await page(demo)).list;
    const { status, body } = await demo.call('removeErrorQuestion', { questionId: first.questionId });
    expect({ status, message: body.message, result: body.result }).toEqual({
      status: 200,
      message: '移除成功',
      result: null,
    });
    expect(await bookSize(demo.id)).toBe(before - 1);
    expect((await page(demo)).list.map((item) => item.questionId)).not.toContain(first.questionId);
    expect((await demo.call('removeErrorQuestion', { questionId: first.questionId })).status).toBe(404);
    expect((await demo.call('getErrorQuestionDetails', { questionId: first.questionId })).status).toBe(404);
  });

  test('bad bodies → 400', async () => {
    expect((await demo.call('removeErrorQuestion', {})).body.message).toBe('questionId 不能为空');
    expect((await demo.call('getErrorQuestionDetails', { questionId: 'x' })).status).toBe(400);
  });
});
