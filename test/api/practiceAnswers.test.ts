/** @jest-environment node */
import type { RevealedVerdict } from '../../core/questionBankTypes';
import { decodeAnswerVerdict } from '../../core/questionText';
import { seededRandom } from '../../core/seededRandom';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import {
  answer,
  idOf,
  newBatch,
  questionRow,
  rightAnswer,
  signIn,
  wrongAnswer,
  SETUP_TIMEOUT_MS,
} from './support/questionBank';
import type { Student } from './support/questionBank';

let server: RunningServer;
let demo: Student;
let xiaoyu: Student;
let batch: { batchId: number; questionIds: number[] };
/** The batch's question of each type, 1 … 6. */
const ofType: Record<number, number> = {};

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(20260201) });
  [demo, xiaoyu] = await Promise.all([signIn(server, 'demo'), signIn(server, 'xiaoyu')]);
  const bankId = await idOf(server, 'banks', 'bank-sc1');
  batch = await newBatch(demo, 1, bankId, {
    multipleChoiceCount: 2,
    multipleSelectionCount: 1,
    trueFalseCount: 2,
    fillsCount: 1,
    essayCount: 1,
    programmingCount: 1,
  });
  for (const id of batch.questionIds) ofType[(await questionRow(server, id)).question_type] ??= id;
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

async function verdict(
  questionId: number,
  yourAnswer: string | string[],
  extra: Record<string, unknown> = {},
) {
  const response = await answer(demo, batch.batchId, questionId, yourAnswer, extra);
  return {
    status: response.status,
    message: response.body.message,
    // No exam is open here: every verdict comes with its key.
    result: response.body.result as RevealedVerdict,
  };
}

const bookRow = (questionId: number, studentId = demo.id) =>
  server.app.db
    .selectFrom('wrong_answers')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();

const entryRow = (questionId: number) =>
  server.app.db
    .selectFrom('practice_batch_questions')
    .selectAll()
    .where('batch_id', '=', batch.batchId)
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow();

describe('the server grades every type itself', () => {
  test('single choice: the client’s questionStatus is ignored', async () => {
    const id = ofType[1];
    const right = await verdict(id, (await rightAnswer(server, id)) as string, { questionStatus: 1 });
    expect(right.status).toBe(200);
    expect(right.result.rightStatus).toBe(1);
    const row = await questionRow(server, id);
    expect(decodeAnswerVerdict(right.result)).toMatchObject({
      questionId: id,
      answer: row.answer,
      txtSolution: row.txt_solution,
    });
  });

  test('single choice answered wrong, with a lying questionStatus 0', async () => {
    const id = batch.questionIds[1];
    const before = await bookRow(id);
    const { result } = await verdict(id, (await wrongAnswer(server, id)) as string, { questionStatus: 0 });
    expect(result.rightStatus).toBe(-1);
    expect(await bookRow(id)).toMatchObject({
      wrong_count: (before?.wrong_count ?? 0) + 1,
      participate_count: (before?.participate_count ?? 0) + 1,
      correct_streak: 0,
    });
  });

  test('multiple choice by sorted set, whatever order the letters come in', async () => {
    const id = ofType[2];
    const letters = ((await rightAnswer(server, id)) as string).split(',');
    const { result } = await verdict(id, [...letters].reverse().join(','));
    expect(result.rightStatus).toBe(1);
  });

  test('true/false accepts 对/错 and right/wrong words', async () => {
    const id = ofType[3];
    const row = await questionRow(server, id);
    const { result } = await verdict(id, row.answer === 'A' ? '对' : 'wrong');
    expect(result.rightStatus).toBe(1);
    expect((await entryRow(id)).your_answer).toBe(row.answer);
  });

  test('fill-in blank by blank, trimmed; the verdict lists the blanks', async () => {
    const id = ofType[4];
    const blanks = (await rightAnswer(server, id)) as string[];
    const { result } = await verdict(
      id,
      blanks.map((blank) => ` ${blank} `),
    );
    expect(result.rightStatus).toBe(1);
    expect(decodeAnswerVerdict(result)).toMatchObject({ keyWithheld: false, answerList: blanks });
  });

  test('fill-in with the wrong number of blanks → 400, nothing saved', async () => {
    const id = ofType[4];
    const before = await entryRow(id);
    const blanks = (await rightAnswer(server, id)) as string[];
    // One blank too many (or, for a five-blank question, one too few: the schema caps lists at 5).
    const mismatched = blanks.length < 5 ? [...blanks, 'extra'] : blanks.slice(0, 4);
    const { status, message } = await verdict(id, mismatched);
    expect({ status, message }).toEqual({ status: 400, message: 'yourAnswer 答案数量与规定数量不符' });
    expect(await entryRow(id)).toEqual(before);
  });

  test('subjective and programming answers are kept, status 0, and never enter the book', async () => {
    for (const [type, text] of [
      [5, '我会先让角色说你好，再移动'],
      [6, '/uploads/answers/1/project.sb3'],
    ] as const) {
      const id = ofType[type];
      const { result } = await verdict(id, text);
      expect(result.rightStatus).toBe(0);
      expect((await entryRow(id)).your_answer).toBe(text);
      expect(await bookRow(id)).toBeUndefined();
    }
  });
});

describe('saving', () => {
  test('costTime is clamped to [0, time since the batch was made]', async () => {
    const id = ofType[1];
    await verdict(id, (await rightAnswer(server, id)) as string, { costTime: 10 ** 11 });
    const created = await server.app.db
      .selectFrom('practice_batches')
      .select('created_at')
      .where('id', '=', batch.batchId)
      .executeTakeFirstOrThrow();
    expect((await entryRow(id)).cost_time).toBeLessThanOrEqual(Date.now() - created.created_at);
    await verdict(id, (await rightAnswer(server, id)) as string, { costTime: -500 });
    expect((await entryRow(id)).cost_time).toBe(0);
  });

  test('an empty answer → 400 naming yourAnswer', async () => {
    for (const empty of ['  ', ['', '']]) {
      const { status, message } = await verdict(ofType[1], empty);
      expect({ status, message }).toEqual({ status: 400, message: 'yourAnswer 不能为空' });
    }
  });

  test('bad bodies → 400', async () => {
    expect((await verdict(ofType[4], ['a', 'b', 'c', 'd', 'e', 'f'])).status).toBe(400);
    expect((await verdict(ofType[1], 'A', { costTime: 'soon' })).status).toBe(400);
    expect((await verdict(ofType[1], 'A', { questionStatus: 2 })).status).toBe(400);
    expect((await verdict(ofType[1], 'A', { score: 100 })).message).toBe('不支持的参数 score');
  });

  test('another student’s batch → 403; a question not in the batch → 404; no such batch → 404', async () => {
    const id = ofType[1];
    const foreign = await answer(xiaoyu, batch.batchId, id, 'A');
    expect(foreign.status).toBe(403);
    const notInBatch = await idOf(server, 'questions', 'py1-var-001');
    expect((await answer(demo, batch.batchId, notInBatch, 'A')).status).toBe(404);
    expect((await answer(demo, 999999, id, 'A')).status).toBe(404);
    expect((await answer(demo, batch.batchId, 999999, 'A')).status).toBe(404);
  });

  test('a replayed save is refused and counted once', async () => {
    const { batchId, questionIds } = await newBatch(demo, 2, 0, { multipleChoiceCount: 1 });
    const target = questionIds[0];
    const before = await bookRow(target);
    const wrong = await wrongAnswer(server, target);
    const nonce = 'save-replay-1';
    const body = { userName: demo.username, batchId, questionId: target, yourAnswer: wrong, costTime: 900 };
    expect((await demo.call('saveQuestionAnswer', body, { nonce })).status).toBe(200);
    const replay = await demo.call('saveQuestionAnswer', body, { nonce });
    expect({ status: replay.status, message: replay.body.message }).toEqual({
      status: 400,
      message: '重复的请求',
    });
    expect((await bookRow(target))?.wrong_count).toBe((before?.wrong_count ?? 0) + 1);
  });
});
