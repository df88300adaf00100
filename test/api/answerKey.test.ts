/** @jest-environment node */
import type { ExamAnswerResult } from '../../core/examTypes';
import { ANSWER_KEY_FIELDS } from '../../core/examTypes';
import type { AnswerVerdict, MistakesPage, Question } from '../../core/questionBankTypes';
import { decodeAnswerVerdict, decodeQuestion } from '../../core/questionText';
import { seededRandom } from '../../core/seededRandom';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { MINUTE_MS, openFresh, paperIdOf, submit, testClock } from './support/exam';
import { openFormalExam } from './support/openExam';
import type { OpenExam } from './support/openExam';
import {
  answer,
  idOf,
  newBatch,
  question,
  questionRow,
  rightAnswer,
  signIn,
  SETUP_TIMEOUT_MS,
} from './support/questionBank';

const clock = testClock();
let server: RunningServer;
let exam: OpenExam;
let open: Set<number>;

beforeAll(async () => {
  // The sweep stays away: one test moves the clock past the deadline of the open exam.
  server = await startServer({
    rateLimit: false,
    random: seededRandom(20261010),
    now: clock.now,
    examSweepMs: 600 * MINUTE_MS,
  });
  exam = await openFormalExam(server);
  open = new Set(exam.openQuestionIds);
}, 4 * SETUP_TIMEOUT_MS);
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => server.close());

/** The key fields present on an object (a question, a verdict or a paper item). */
const keyFieldsOn = (value: object) => ANSWER_KEY_FIELDS.filter((field) => field in value);

const errorQuestion = (questionId: number) =>
  exam.demo.call<Question>('getErrorQuestionDetails', { questionId });

const earlierResult = async () =>
  (
    await exam.demo.call<ExamAnswerResult>('getExamPaperAnswer', {
      examPaperParticipateSummaryId: exam.earlierAttemptId,
    })
  ).body.result;

describe('practice while an exam is open (finding 1)', () => {
  test('every question of the open formal exam is reachable through a bank the student holds', () => {
    expect(exam.openQuestionIds).toHaveLength(37);
    expect(exam.openQuestionIds.every((id) => exam.bankBatch.questionIds.includes(id))).toBe(true);
    // Two were in the book before the exam; the scenario leaves them unpractised.
    expect(exam.bookedBefore).toHaveLength(2);
    expect(exam.verdicts.size).toBe(35);
  });

  test('saveQuestionAnswer keeps the answer to an open question and sends neither key nor verdict', async () => {
    for (const [id, response] of exam.verdicts) {
      expect(response.status).toBe(200);
      // One verdict gives a true/false question away, a few a single choice.
      expect(response.body.result).toEqual({ questionId: id, keyWithheld: true });
    }
  });

  test('the server still records its verdict: the wrong answers are in the book’s table', async () => {
    const rows = await server.app.db
      .selectFrom('wrong_answers')
      .innerJoin('questions', 'questions.id', 'wrong_answers.question_id')
      .select('wrong_answers.question_id')
      .where('wrong_answers.student_id', '=', exam.demo.id)
      .where('questions.question_type', '<=', 4)
      .execute();
    const booked = new Set(rows.map((row) => row.question_id));
    const gradable = [];
    for (const id of exam.openQuestionIds)
      if ((await questionRow(server, id)).question_type <= 4) gradable.push(id);
    expect(gradable).toHaveLength(35);
    expect(gradable.every((id) => booked.has(id))).toBe(true);
  });

  test('getQuestionDetails with the batch gives back the student’s answer, not the key or the verdict', async () => {
    for (const id of exam.verdicts.keys()) {
      const response = await question(exam.demo, id, exam.bankBatch.batchId);
      expect(response.status).toBe(200);
      const detail = response.body.result;
      expect(keyFieldsOn(detail)).toEqual([]);
      expect(detail.keyWithheld).toBe(true);
      expect(detail.yourAnswer).not.toBeNull();
    }
  });

  test('getErrorQuestionDetails withholds the key and the last wrong answer of open questions', async () => {
    for (const id of exam.bookedBefore) {
      const response = await errorQuestion(id);
      expect(response.status).toBe(200);
      expect(keyFieldsOn(response.body.result)).toEqual([]);
      // In the book every answer is a wrong one: for a true/false question it would name the key.
      expect(response.body.result).toMatchObject({ keyWithheld: true, yourAnswer: null });
    }
  });

  test('the book leaves out the open questions practised during the exam, as if never collected', async () => {
    const book = await exam.demo.call<MistakesPage>('getMistakesCollection', {
      pageNumber: 1,
      pageSize: 100,
    });
    const listed = book.body.result.list.map((item) => item.questionId);
    expect(listed.filter((id) => open.has(id)).sort()).toEqual([...exam.bookedBefore].sort());
    for (const id of exam.verdicts.keys()) {
      const detail = await errorQuestion(id);
      expect({ status: detail.status, errorCode: detail.body.errorCode }).toEqual({
        status: 404,
        errorCode: 'NOT_FOUND',
      });
    }
    const removed = await exam.demo.call('removeErrorQuestion', { questionId: [...exam.verdicts.keys()][0] });
    expect(removed.status).toBe(404);
  });

  test('knowledge-point and wrong-book batches reach the same questions and get the same answer', async () => {
    for (const batch of [exam.knowledgeBatch, exam.wrongBookBatch]) {
      const reached = batch.questionIds.filter((id) => open.has(id));
      expect(reached.length).toBeGreaterThan(0);
      for (const id of reached) {
        const verdict = await answer(exam.demo, batch.batchId, id, await rightAnswer(server, id));
        expect(verdict.status).toBe(200);
        expect(verdict.body.result).toEqual({ questionId: id, keyWithheld: true });
        expect(keyFieldsOn((await question(exam.demo, id, batch.batchId)).body.result)).toEqual([]);
      }
    }
  });

  test('questions outside the open exam keep their key and explanation in practice', async () => {
    const other = exam.bankBatch.questionIds.find((id) => !open.has(id)) ?? 0;
    const response = await answer(exam.demo, exam.bankBatch.batchId, other, await rightAnswer(server, other));
    const row = await questionRow(server, other);
    expect(decodeAnswerVerdict(response.body.result as AnswerVerdict)).toMatchObject({
      questionId: other,
      rightStatus: row.question_type <= 4 ? 1 : 0,
      keyWithheld: false,
      answer: row.answer,
      txtSolution: row.txt_solution,
    });
    const detail = (await question(exam.demo, other, exam.bankBatch.batchId)).question;
    expect(detail).toMatchObject({ answer: row.answer, txtSolution: row.txt_solution, keyWithheld: false });
  });
});

describe('earlier results while an exam is open (finding 2)', () => {
  test('getExamPaperAnswer of a submitted mock withholds key and verdict of the questions open now', async () => {
    const result = await earlierResult();
    const shared = result.questionAnswerList.filter((item) => open.has(item.questionId));
    expect(shared).toHaveLength(10);
    for (const item of shared) {
      expect(keyFieldsOn(item)).toEqual([]);
      expect(keyFieldsOn(item.question)).toEqual([]);
      expect(item).toMatchObject({ keyWithheld: true, question: { keyWithheld: true } });
      expect(item).not.toHaveProperty('scoreValue');
    }
    const others = result.questionAnswerList.filter((item) => !open.has(item.questionId));
    expect(others).toHaveLength(27);
    for (const item of others) {
      expect(item).toMatchObject({ keyWithheld: false, rightStatus: expect.any(Number) });
      expect(decodeQuestion(item.question).answer).toBe((await questionRow(server, item.questionId)).answer);
    }
    // The paper's own totals stay: they were earned before this exam began.
    expect(result).toMatchObject({ totalScore: 66, totalCount: 37 });
  });

  test('an open mock attempt counts too, for another student', async () => {
    const haoran = await signIn(server, 'haoran');
    const mock = await paperIdOf(server, 'paper-sc1-mock');
    const [finished] = (await haoran.call<{ id: number }[]>('getMyExamPaper')).body.result;
    const attempt = await openFresh(haoran, mock);
    try {
      const result = (
        await haoran.call<ExamAnswerResult>('getExamPaperAnswer', {
          examPaperParticipateSummaryId: finished.id,
        })
      ).body.result;
      expect(result.questionAnswerList.every((item) => item.keyWithheld)).toBe(true);
      expect(result.questionAnswerList.flatMap((item) => keyFieldsOn(item.question))).toEqual([]);
    } finally {
      await submit(haoran, attempt.examPaperParticipateSummaryId);
    }
  });

  test('an attempt past its deadline that the sweep has not submitted yet still counts as open', async () => {
    clock.offsetMs = 3 * 60 * MINUTE_MS;
    const result = await earlierResult();
    expect(result.questionAnswerList.filter((item) => item.keyWithheld)).toHaveLength(10);
    const id = exam.openQuestionIds[1];
    expect(keyFieldsOn((await question(exam.demo, id, exam.bankBatch.batchId)).body.result)).toEqual([]);
  });
});

describe('after the exam is submitted', () => {
  beforeAll(async () => {
    const submitted = await submit(exam.demo, exam.attempt.examPaperParticipateSummaryId);
    expect(submitted.status).toBe(200);
  });

  test('practice, the book and earlier results show the key and explanation again', async () => {
    const id = exam.openQuestionIds[0];
    const row = await questionRow(server, id);
    const full = { answer: row.answer, txtSolution: row.txt_solution, keyWithheld: false };
    expect((await question(exam.demo, id, exam.bankBatch.batchId)).question).toMatchObject(full);
    expect(decodeQuestion((await errorQuestion(id)).body.result)).toMatchObject(full);

    const batch = await newBatch(exam.demo, 1, await idOf(server, 'banks', 'bank-sc1'), {
      multipleChoiceCount: 1,
    });
    const [drawn] = batch.questionIds;
    const verdict = (await answer(exam.demo, batch.batchId, drawn, 'A')).body.result as AnswerVerdict;
    expect(verdict).toMatchObject({ keyWithheld: false, answer: (await questionRow(server, drawn)).answer });

    const result = await earlierResult();
    expect(result.questionAnswerList.every((item) => !item.keyWithheld)).toBe(true);
    expect(result.questionAnswerList.every((item) => typeof item.rightStatus === 'number')).toBe(true);
  });

  test('the book shows again what was answered wrong during the exam', async () => {
    const book = await exam.demo.call<MistakesPage>('getMistakesCollection', {
      pageNumber: 1,
      pageSize: 100,
    });
    const listed = new Set(book.body.result.list.map((item) => item.questionId));
    const gradable = [];
    for (const id of exam.verdicts.keys())
      if ((await questionRow(server, id)).question_type <= 4) gradable.push(id);
    expect(gradable.length).toBeGreaterThan(30);
    expect(gradable.filter((id) => !listed.has(id))).toEqual([]);
  });
});
