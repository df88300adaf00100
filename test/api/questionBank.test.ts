/** @jest-environment node */
import type { BankItem, KnowledgePointDetail, KnowledgePointRow } from '../../core/questionBankTypes';
import { decodeText } from '../../core/questionText';
import { seededRandom } from '../../core/seededRandom';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import {
  answer,
  idOf,
  newBatch,
  rightAnswer,
  signIn,
  wrongAnswer,
  SETUP_TIMEOUT_MS,
} from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let solo: Student;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(20260201) });
  [demo, solo] = await Promise.all([signIn(server, 'demo'), signIn(server, 'solo')]);
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const points = async (student: Student, body: Record<string, unknown> = {}) =>
  (await student.call<KnowledgePointRow[]>('getMyKnowledgePointList', body)).body.result;

describe('getMyQuestionBankList', () => {
  test('demo owns every bank, in catalogue order, with counts per type', async () => {
    const { status, body } = await demo.call<BankItem[]>('getMyQuestionBankList');
    expect(status).toBe(200);
    expect(body.result.map((bank) => bank.title)).toEqual([
      'Scratch 一级题库',
      'Scratch 二级题库',
      'Scratch 三级题库',
      'Python 一级题库',
      'Python 二级题库',
    ]);
    for (const bank of body.result) {
      const sum =
        bank.multipleChoiceCount +
        bank.multipleSelectionCount +
        bank.trueFalseCount +
        bank.fillsCount +
        bank.essayCount +
        bank.programmingCount;
      expect(bank.totalCount).toBe(sum);
    }
    const total = body.result.reduce((n, bank) => n + bank.totalCount, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    const bankId = await idOf(server, 'banks', 'bank-sc1');
    const inDb = await server.app.db
      .selectFrom('bank_questions')
      .select('question_id')
      .where('bank_id', '=', bankId)
      .execute();
    expect(body.result[0].totalCount).toBe(inDb.length);
  });

  test('a student without activation gets an empty list', async () => {
    expect((await solo.call('getMyQuestionBankList')).body.result).toEqual([]);
  });

  test('bad input: missing userId, another userId, extra field', async () => {
    const missing = await solo.call('getMyQuestionBankList', { userId: undefined });
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 400,
      message: 'userId 不能为空',
    });
    expect((await solo.call('getMyQuestionBankList', { userId: demo.id })).status).toBe(403);
    expect((await solo.call('getMyQuestionBankList', { bankId: 1 })).status).toBe(400);
  });
});

describe('getMyKnowledgePointList', () => {
  test('lists the points of the granted banks with difficulty and counts', async () => {
    const list = await points(demo);
    expect(list.length).toBeGreaterThanOrEqual(24);
    for (const row of list) {
      expect(row.difficulty).toBeGreaterThanOrEqual(1);
      expect(row.difficulty).toBeLessThanOrEqual(5);
      expect(row.questionInfo.totalCount).toBeGreaterThan(0);
      expect(row.accuracy).toBeGreaterThanOrEqual(0);
      expect(row.accuracy).toBeLessThanOrEqual(1);
    }
  });

  test('seeded history shows as practice count and accuracy', async () => {
    const loop = (await points(demo)).find((row) => row.knowledgePointName.includes('循环'));
    expect(loop?.practiceCount).toBeGreaterThan(0);
    expect(loop?.accuracy).toBeGreaterThan(0);
    expect(loop?.accuracy).toBeLessThan(1);
  });

  test('name filters by substring, case-insensitively', async () => {
    const all = await points(demo);
    const found = await points(demo, { name: '循环' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found.every((row) => row.knowledgePointName.includes('循环'))).toBe(true);
    expect((await points(demo, { name: 'TURTLE' })).map((row) => row.knowledgePointName)).toEqual([
      'turtle 绘图',
    ]);
    expect(await points(demo, { name: '没有这个知识点' })).toEqual([]);
    expect(await points(demo, { name: '%' })).toEqual([]);
    expect((await points(demo, { name: '' })).length).toBe(all.length);
  });

  test('points of the same name are told apart by their subject', async () => {
    const loops = await points(demo, { name: '循环' });
    expect(loops.map((row) => [row.knowledgePointName, row.subjectName])).toEqual([
      ['循环', 'Scratch'],
      ['循环', 'Python'],
    ]);
    expect(new Set(loops.map((row) => row.knowledgePointId)).size).toBe(2);
  });

  test('only points of granted banks: solo has none', async () => {
    expect(await points(solo)).toEqual([]);
  });

  test('answers move practice count and accuracy of their points', async () => {
    const pointId = await idOf(server, 'knowledge_points', 'py-string');
    const before = (await points(demo)).find((row) => row.knowledgePointId === pointId);
    if (!before) throw new Error('py-string not listed');
    const { batchId, questionIds } = await newBatch(demo, 0, pointId, { multipleChoiceCount: 2 });
    await answer(demo, batchId, questionIds[0], await rightAnswer(server, questionIds[0]));
    await answer(demo, batchId, questionIds[1], await wrongAnswer(server, questionIds[1]));
    // Answering the same question again in the batch replaces the answer; it counts once.
    await answer(demo, batchId, questionIds[1], await wrongAnswer(server, questionIds[1]));
    const after = (await points(demo)).find((row) => row.knowledgePointId === pointId);
    expect(after?.practiceCount).toBe(before.practiceCount + 2);
    const right = Math.round(before.accuracy * before.practiceCount) + 1;
    expect(after?.accuracy).toBeCloseTo(right / (before.practiceCount + 2), 4);
  });

  test('a name longer than 50 characters → 400', async () => {
    const { status, body } = await demo.call('getMyKnowledgePointList', { name: '长'.repeat(51) });
    expect({ status, message: body.message }).toEqual({ status: 400, message: '参数 name 格式错误' });
  });
});

describe('getKnowledgePointDetail', () => {
  test('title, quote count, difficulty, encoded explanation', async () => {
    const pointId = await idOf(server, 'knowledge_points', 'sc-loop');
    const { status, body } = await demo.call<KnowledgePointDetail>('getKnowledgePointDetail', {
      id: pointId,
    });
    expect(status).toBe(200);
    const row = (await points(demo)).find((p) => p.knowledgePointId === pointId);
    expect(body.result.totalCount).toBe(row?.questionInfo.totalCount);
    expect(body.result.title).toBe(row?.knowledgePointName);
    const stored = await server.app.db
      .selectFrom('knowledge_points')
      .select('txt_solution')
      .where('id', '=', pointId)
      .executeTakeFirstOrThrow();
    expect(body.result.txtSolution).toBe(encodeURIComponent(stored.txt_solution));
    expect(decodeText(body.result.txtSolution)).toBe(stored.txt_solution);
  });

  test('a point outside the caller’s banks or unknown → 404', async () => {
    const pointId = await idOf(server, 'knowledge_points', 'sc-loop');
    expect((await solo.call('getKnowledgePointDetail', { id: pointId })).status).toBe(404);
    expect((await demo.call('getKnowledgePointDetail', { id: 999999 })).status).toBe(404);
  });

  test('id must be a positive integer', async () => {
    const { status, body } = await demo.call('getKnowledgePointDetail', { id: 0 });
    expect({ status, message: body.message }).toEqual({ status: 400, message: '参数 id 格式错误' });
  });
});
