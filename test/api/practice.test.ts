/** @jest-environment node */
import type { PracticeBatch } from '../../core/questionBankTypes';
import { seededRandom } from '../../core/seededRandom';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import {
  ANSWER_FIELDS,
  ZERO_COUNTS,
  answer,
  idOf,
  newBatch,
  question,
  questionRow,
  signIn,
  SETUP_TIMEOUT_MS,
} from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let solo: Student;
let bankId: number;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(20260201) });
  [demo, solo] = await Promise.all([signIn(server, 'demo'), signIn(server, 'solo')]);
  bankId = await idOf(server, 'banks', 'bank-sc1');
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const requestBatch = (student: Student, body: Record<string, unknown>) =>
  student.call<PracticeBatch>('getPracticeBatchInfo', {
    userName: student.username,
    batchType: 1,
    batchTypeItemId: bankId,
    ...ZERO_COUNTS,
    ...body,
  });

async function typesOf(ids: number[]) {
  return Promise.all(ids.map(async (id) => (await questionRow(server, id)).question_type));
}

async function bankQuestionIds(id: number) {
  const rows = await server.app.db
    .selectFrom('bank_questions')
    .select('question_id')
    .where('bank_id', '=', id)
    .execute();
  return new Set(rows.map((row) => row.question_id));
}

describe('getPracticeBatchInfo', () => {
  test('a bank batch has the asked number of each type, grouped by type, all from the bank', async () => {
    const counts = {
      multipleChoiceCount: 3,
      multipleSelectionCount: 1,
      trueFalseCount: 2,
      fillsCount: 1,
      essayCount: 1,
      programmingCount: 1,
    };
    const { status, body } = await requestBatch(demo, counts);
    expect(status).toBe(200);
    const { batchId, questionIds } = body.result;
    expect(batchId).toBeGreaterThan(0);
    expect(new Set(questionIds).size).toBe(9);
    expect(await typesOf(questionIds)).toEqual([1, 1, 1, 2, 3, 3, 4, 5, 6]);
    const inBank = await bankQuestionIds(bankId);
    expect(questionIds.every((id) => inBank.has(id))).toBe(true);
  });

  test('unseen and still-wrong questions are drawn first', async () => {
    const singles = await server.app.db
      .selectFrom('bank_questions as bq')
      .innerJoin('questions as q', 'q.id', 'bq.question_id')
      .select('q.id')
      .where('bq.bank_id', '=', bankId)
      .where('q.question_type', '=', 1)
      .execute();
    const answered = await server.app.db
      .selectFrom('practice_batch_questions as pbq')
      .innerJoin('practice_batches as pb', 'pb.id', 'pbq.batch_id')
      .select('pbq.question_id')
      .where('pb.student_id', '=', demo.id)
      .where('pbq.answered_at', 'is not', null)
      .execute();
    const wrong = await server.app.db
      .selectFrom('wrong_answers')
      .select('question_id')
      .where('student_id', '=', demo.id)
      .execute();
    const seen = new Set(answered.map((row) => row.question_id));
    const stillWrong = new Set(wrong.map((row) => row.question_id));
    const preferred = singles.map((row) => row.id).filter((id) => !seen.has(id) || stillWrong.has(id));
    expect(preferred.length).toBeLessThan(singles.length);

    const { questionIds } = await newBatch(demo, 1, bankId, { multipleChoiceCount: preferred.length });
    expect(new Set(questionIds)).toEqual(new Set(preferred));
  });

  test('a knowledge-point batch draws only questions on that point', async () => {
    const pointId = await idOf(server, 'knowledge_points', 'sc-loop');
    const { questionIds } = await newBatch(demo, 0, pointId, { multipleChoiceCount: 2, trueFalseCount: 1 });
    expect(questionIds).toHaveLength(3);
    const links = await server.app.db
      .selectFrom('question_knowledge_points')
      .select('question_id')
      .where('knowledge_point_id', '=', pointId)
      .execute();
    const onPoint = new Set(links.map((row) => row.question_id));
    expect(questionIds.every((id) => onPoint.has(id))).toBe(true);
  });

  test('a wrong-book batch draws from the caller’s wrong answers', async () => {
    const book = await server.app.db
      .selectFrom('wrong_answers')
      .select('question_id')
      .where('student_id', '=', demo.id)
      .execute();
    const { questionIds } = await newBatch(demo, 2, 0, { multipleChoiceCount: 1 });
    expect(book.map((row) => row.question_id)).toContain(questionIds[0]);
    const { status, body } = await demo.call('getPracticeBatchInfo', {
      ...ZERO_COUNTS,
      batchType: 2,
      batchTypeItemId: 0,
      multipleChoiceCount: 50,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/^multipleChoiceCount 超过可用题数 \d+$/);
  });

  test('a count above what is available → 400 naming the field and the number', async () => {
    const available = (await typesOf([...(await bankQuestionIds(bankId))])).filter(
      (type) => type === 2,
    ).length;
    const { status, body } = await requestBatch(demo, { multipleSelectionCount: available + 1 });
    expect({ status, message: body.message }).toEqual({
      status: 400,
      message: `multipleSelectionCount 超过可用题数 ${available}`,
    });
  });

  test('all counts zero (essay does not count) → 400', async () => {
    for (const counts of [{}, { essayCount: 1 }]) {
      const { status, body } = await requestBatch(demo, counts);
      expect({ status, message: body.message }).toEqual({ status: 400, message: '请输入要练习的题型数量' });
    }
  });

  test.each([
    [{ multipleChoiceCount: 501 }, '参数 multipleChoiceCount 格式错误'],
    [{ trueFalseCount: -1 }, '参数 trueFalseCount 格式错误'],
    [{ fillsCount: 1.5 }, '参数 fillsCount 格式错误'],
    [{ batchType: 3 }, '参数 batchType 格式错误'],
    [{ batchTypeItemId: undefined }, 'batchTypeItemId 不能为空'],
    [{ accessKey: 'web' }, '不支持的参数 accessKey'],
  ])('bad body %j → 400', async (body, message) => {
    const response = await requestBatch(demo, { multipleChoiceCount: 1, ...body });
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
  });

  test('a bank or knowledge point not granted → 403', async () => {
    expect((await requestBatch(solo, { multipleChoiceCount: 1 })).status).toBe(403);
    const pointId = await idOf(server, 'knowledge_points', 'sc-loop');
    expect(
      (await requestBatch(solo, { batchType: 0, batchTypeItemId: pointId, multipleChoiceCount: 1 })).status,
    ).toBe(403);
    expect((await requestBatch(demo, { batchTypeItemId: 999999, multipleChoiceCount: 1 })).status).toBe(403);
  });
});

describe('getQuestionDetails', () => {
  test('no answer, solution or verdict before answering; all of them after, in that batch only', async () => {
    const { batchId, questionIds } = await newBatch(demo, 1, bankId, { fillsCount: 1 });
    const [id] = questionIds;
    const before = await question(demo, id, batchId);
    expect(before.status).toBe(200);
    for (const field of ANSWER_FIELDS) expect(before.body.result).not.toHaveProperty(field);
    expect(before.body.result).not.toHaveProperty('yourAnswer');
    const row = await questionRow(server, id);
    expect(before.question?.title).toBe(row.title);
    expect(before.body.result.title).toBe(encodeURIComponent(row.title));
    expect(before.question?.answerCount).toBe(row.answer_count);
    expect(before.question?.knowledgePoints.length).toBeGreaterThan(0);

    const blanks = Array.from({ length: row.answer_count }, () => '?');
    expect((await answer(demo, batchId, id, blanks)).status).toBe(200);
    const after = await question(demo, id, batchId);
    expect(after.question).toMatchObject({
      answer: row.answer,
      txtSolution: row.txt_solution,
      rightStatus: -1,
      yourAnswer: blanks,
    });
    expect(after.question?.answerA).toBe(row.answer_a);

    // Without the batch nothing is revealed, nor in another batch that holds the same question.
    const plain = await question(demo, id);
    for (const field of ANSWER_FIELDS) expect(plain.body.result).not.toHaveProperty(field);
  });

  test('true/false questions carry the options 对 and 错', async () => {
    const { batchId, questionIds } = await newBatch(demo, 1, bankId, { trueFalseCount: 1 });
    const { question: q } = await question(demo, questionIds[0], batchId);
    expect([q?.optionsA, q?.optionsB, q?.optionsC]).toEqual(['对', '错', undefined]);
  });

  test('programming tasks point at their starter material', async () => {
    const { batchId, questionIds } = await newBatch(demo, 1, bankId, { programmingCount: 1 });
    const { question: q } = await question(demo, questionIds[0], batchId);
    expect(q?.programmingPath).toMatch(/^\/materials\/.+\.sb3$/);
    expect(q?.programmingType).toBe(1);
  });

  test('another student’s batch → 403; a question outside the batch → 404; unknown → 404', async () => {
    const { batchId, questionIds } = await newBatch(demo, 1, bankId, { multipleChoiceCount: 1 });
    expect((await question(solo, questionIds[0], batchId)).status).toBe(403);
    expect((await question(solo, questionIds[0])).status).toBe(403);
    const otherId = [...(await bankQuestionIds(bankId))].find((id) => id !== questionIds[0]) as number;
    expect((await question(demo, otherId, batchId)).status).toBe(404);
    expect((await question(demo, 999999)).status).toBe(404);
    expect((await question(demo, questionIds[0], 999999)).status).toBe(404);
  });

  test('another user’s name in the body → 403', async () => {
    const { status } = await demo.call('getQuestionDetails', { id: 1, userName: 'solo' });
    expect(status).toBe(403);
  });
});
