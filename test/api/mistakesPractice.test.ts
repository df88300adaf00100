/** @jest-environment node */
import type { KnowledgePointRow, MistakesPage } from '../../core/questionBankTypes';
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
let trial: Student;
let loopId: number;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(11) });
  trial = await signIn(server, 'trial');
  const activated = await trial.call('activationProductCode', { activationCode: 'SC1START7' });
  if (activated.status !== 200) throw new Error(activated.body.message);
  loopId = await idOf(server, 'knowledge_points', 'sc-loop');
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const bookRow = (questionId: number) =>
  server.app.db
    .selectFrom('wrong_answers')
    .selectAll()
    .where('student_id', '=', trial.id)
    .where('question_id', '=', questionId)
    .executeTakeFirst();

async function mistakes() {
  return (await trial.call<MistakesPage>('getMistakesCollection', { pageNumber: 1, pageSize: 50 })).body
    .result;
}

/** One wrong-answer-book practice of a single question, answered as given. */
async function practiseFromBook(pointId: number, questionId: number, right: boolean) {
  const { batchId, questionIds } = await newBatch(trial, 2, pointId, { multipleChoiceCount: 1 });
  expect(questionIds).toEqual([questionId]);
  const given = right ? await rightAnswer(server, questionId) : await wrongAnswer(server, questionId);
  const response = await answer(trial, batchId, questionId, given);
  expect(response.body.result.rightStatus).toBe(right ? 1 : -1);
}

test('a wrong answer enters the book; three right answers in later practices in a row master it', async () => {
  const { batchId, questionIds } = await newBatch(trial, 0, loopId, { multipleChoiceCount: 1 });
  const [id] = questionIds;
  expect(await bookRow(id)).toBeUndefined();
  await answer(trial, batchId, id, await wrongAnswer(server, id));
  expect(await bookRow(id)).toMatchObject({
    wrong_count: 1,
    participate_count: 1,
    correct_streak: 0,
    mastered: 0,
  });
  expect((await mistakes()).list.map((item) => item.questionId)).toEqual([id]);

  await practiseFromBook(loopId, id, true);
  await practiseFromBook(0, id, true);
  expect((await mistakes()).list[0]).toMatchObject({ correctStreak: 2, mastered: false });
  await practiseFromBook(loopId, id, true);
  expect((await mistakes()).list[0]).toMatchObject({
    questionCount: 1,
    participateCount: 4,
    correctCount: 3,
    correctStreak: 3,
    mastered: true,
  });

  // Wrong again: the streak starts over and the question is no longer mastered.
  await practiseFromBook(0, id, false);
  expect((await mistakes()).list[0]).toMatchObject({ questionCount: 2, correctStreak: 0, mastered: false });
});

test('within one practice a question counts once; a wrong answer there stays counted as wrong', async () => {
  const { batchId, questionIds } = await newBatch(trial, 0, loopId, { trueFalseCount: 1 });
  const [id] = questionIds;
  await answer(trial, batchId, id, await wrongAnswer(server, id));
  await answer(trial, batchId, id, await rightAnswer(server, id));
  await answer(trial, batchId, id, await rightAnswer(server, id));
  expect(await bookRow(id)).toMatchObject({
    wrong_count: 1,
    participate_count: 1,
    correct_count: 0,
    correct_streak: 0,
  });

  // In a later practice: right first, then changed to wrong → that practice is wrong, counted once.
  const later = await newBatch(trial, 2, 0, { trueFalseCount: 1 });
  expect(later.questionIds).toEqual([id]);
  await answer(trial, later.batchId, id, await rightAnswer(server, id));
  expect(await bookRow(id)).toMatchObject({ participate_count: 2, correct_count: 1, correct_streak: 1 });
  await answer(trial, later.batchId, id, await wrongAnswer(server, id));
  await answer(trial, later.batchId, id, await wrongAnswer(server, id));
  expect(await bookRow(id)).toMatchObject({
    wrong_count: 2,
    participate_count: 2,
    correct_count: 0,
    correct_streak: 0,
  });
});

test('a removed question comes back when answered wrong again', async () => {
  const [item] = (await mistakes()).list;
  const id = item.questionId;
  expect((await trial.call('removeErrorQuestion', { questionId: id })).status).toBe(200);
  expect(await bookRow(id)).toBeUndefined();
  // Ask for every question of its type on the point, so it is surely drawn.
  const field = item.questionType === 1 ? 'multipleChoiceCount' : 'trueFalseCount';
  const points = (await trial.call<KnowledgePointRow[]>('getMyKnowledgePointList', { name: '循环' })).body
    .result;
  const available = points.find((row) => row.knowledgePointId === loopId)?.questionInfo[field] ?? 0;
  const { batchId, questionIds } = await newBatch(trial, 0, loopId, { [field]: available });
  expect(questionIds).toContain(id);
  await answer(trial, batchId, id, await wrongAnswer(server, id));
  expect(await bookRow(id)).toMatchObject({ wrong_count: 1, participate_count: 1 });
});

test('the wrong-book batch obeys the same bounds', async () => {
  const { status, body } = await trial.call('getPracticeBatchInfo', {
    batchType: 2,
    batchTypeItemId: 0,
    multipleChoiceCount: 0,
    multipleSelectionCount: 0,
    trueFalseCount: 0,
    fillsCount: 0,
    essayCount: 0,
    programmingCount: 1,
  });
  expect({ status, message: body.message }).toEqual({
    status: 400,
    message: 'programmingCount 超过可用题数 0',
  });
});
