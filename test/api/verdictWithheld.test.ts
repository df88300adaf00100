/** @jest-environment node */
import type { BankItem, KnowledgePointRow, MistakesPage, Question } from '../../core/questionBankTypes';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { generate, paperIdOf, submit } from './support/exam';
import { FORMAL_EXAM } from './support/openExam';
import {
  answer,
  idOf,
  newBatch,
  question,
  questionRow,
  rightAnswer,
  signIn,
  wrongAnswer,
  SETUP_TIMEOUT_MS,
} from './support/questionBank';
import type { Student } from './support/questionBank';

/**
 * DESIGN.md "The exam engine": while an attempt is open, no response tells the verdict on a
 * practice answer to one of its questions, directly (saveQuestionAnswer) or by what it moves (the
 * wrong-answer book, accuracy, the order of draws). A student with the formal exam open answers two
 * of its true/false questions right, then wrong: every response that could move with the verdict
 * must read the same both times. Otherwise one try in another tab gives the key away.
 */

let server: RunningServer;
let demo: Student;
let attemptId: number;
let bankId: number;
let trueFalseCount: number;
/** An open true/false question demo never practised, and one her book held before the exam. */
let fresh: number;
let booked: number;
let batchId: number;
/** The knowledge points as the student saw them after her last answer during the exam. */
let duringExam: KnowledgePointRow[];

beforeAll(async () => {
  // Every draw shuffles the same way, so two draws differ only by the questions the server prefers.
  server = await startServer({ rateLimit: false, random: () => 0 });
  demo = await signIn(server, 'demo');
  fresh = await idOf(server, 'questions', 'sc1-motion-t03');
  booked = await idOf(server, 'questions', 'sc1-loop-t01');
  bankId = await idOf(server, 'banks', 'bank-sc1');
  const banks = (await demo.call<BankItem[]>('getMyQuestionBankList')).body.result;
  trueFalseCount = banks.find((bank) => bank.id === bankId)?.trueFalseCount ?? 0;
}, 2 * SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const book = async () =>
  (await demo.call<MistakesPage>('getMistakesCollection', { pageNumber: 1, pageSize: 100 })).body.result;
const knowledgePoints = async () =>
  (await demo.call<KnowledgePointRow[]>('getMyKnowledgePointList', {})).body.result;
const statusAndResult = (response: { status: number; body: { result: unknown } }) => ({
  status: response.status,
  result: response.body.result,
});

/** Everything a student can read that moves with her practice verdicts on the two questions. */
async function whatTheStudentSees() {
  const detailsWithoutOwnAnswer = async (id: number) => {
    const { yourAnswer: _own, ...rest } = (await question(demo, id, batchId)).body.result as Question;
    return rest;
  };
  // Every true/false question of the bank, in the order of the draw: unseen and still-wrong first.
  const drawn = await newBatch(demo, 1, bankId, { trueFalseCount });
  const tooMany = await demo.call('getPracticeBatchInfo', {
    userName: demo.username,
    batchType: 2,
    batchTypeItemId: 0,
    trueFalseCount: 500,
  });
  return {
    details: [await detailsWithoutOwnAnswer(fresh), await detailsWithoutOwnAnswer(booked)],
    book: await book(),
    bookDetails: [
      statusAndResult(await demo.call('getErrorQuestionDetails', { questionId: fresh })),
      statusAndResult(await demo.call('getErrorQuestionDetails', { questionId: booked })),
    ],
    knowledgePoints: await knowledgePoints(),
    drawOrder: drawn.questionIds,
    // Its message names how many true/false questions the book holds.
    wrongBookDraw: { status: tooMany.status, message: tooMany.body.message },
  };
}

async function answerBoth(pick: typeof rightAnswer) {
  return [
    (await answer(demo, batchId, fresh, await pick(server, fresh))).body.result,
    (await answer(demo, batchId, booked, await pick(server, booked))).body.result,
  ];
}

describe('with the formal exam open', () => {
  test('opening the exam moves no figure of the book or the knowledge points', async () => {
    const before = { book: await book(), knowledgePoints: await knowledgePoints() };
    const opened = await generate(demo, await paperIdOf(server, FORMAL_EXAM));
    expect(opened.status).toBe(200);
    attemptId = opened.body.result.examPaperParticipateSummaryId;
    const questionIds = opened.body.result.questionList.map((item) => item.questionId);
    expect(questionIds).toEqual(expect.arrayContaining([fresh, booked]));
    expect(before.book.list.map((item) => item.questionId)).toContain(booked);
    expect(before.book.list.map((item) => item.questionId)).not.toContain(fresh);
    expect({ book: await book(), knowledgePoints: await knowledgePoints() }).toEqual(before);
  });

  test('a right and a wrong practice answer to its questions read the same everywhere', async () => {
    batchId = (await newBatch(demo, 1, bankId, { trueFalseCount })).batchId;
    const savedRight = await answerBoth(rightAnswer);
    const afterRight = await whatTheStudentSees();
    const savedWrong = await answerBoth(wrongAnswer);
    const afterWrong = await whatTheStudentSees();

    expect(savedRight).toEqual([
      { questionId: fresh, keyWithheld: true },
      { questionId: booked, keyWithheld: true },
    ]);
    expect(savedWrong).toEqual(savedRight);
    expect(afterWrong).toEqual(afterRight);
    // Both are out of the book while the exam is open, as if never collected.
    expect(afterWrong.book.list.map((item) => item.questionId)).not.toContain(booked);
    expect(afterWrong.bookDetails.map((detail) => detail.status)).toEqual([404, 404]);
    duringExam = afterWrong.knowledgePoints;
  });
});

describe('once the exam is handed in', () => {
  beforeAll(async () => {
    expect((await submit(demo, attemptId)).status).toBe(200);
  });

  test('the book and accuracy show the verdicts recorded during the exam', async () => {
    const listed = (await book()).list;
    const row = listed.find((item) => item.questionId === fresh);
    expect(row).toMatchObject({ questionCount: 1, participateCount: 1, correctCount: 0 });
    const key = (await questionRow(server, fresh)).answer;
    const detail = await demo.call<Question>('getErrorQuestionDetails', { questionId: fresh });
    expect(detail.body.result).toMatchObject({ keyWithheld: false, yourAnswer: key === 'A' ? 'B' : 'A' });

    // Both latest answers were wrong: the points they belong to count them again, and fall.
    const pointOf = (await question(demo, fresh)).question?.knowledgePoints[0].id;
    const accuracyOf = (rows: KnowledgePointRow[]) =>
      rows.find((item) => item.knowledgePointId === pointOf)?.accuracy ?? -1;
    expect(accuracyOf(await knowledgePoints())).toBeLessThan(accuracyOf(duringExam));

    // The latest answer in the batch was wrong, so the same right answer now comes back as such.
    const again = await answer(demo, batchId, fresh, await rightAnswer(server, fresh));
    expect(again.body.result).toMatchObject({ questionId: fresh, rightStatus: 1, keyWithheld: false });
  });
});
