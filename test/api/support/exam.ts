import type { ExamAttempt, ExamDraftAck } from '../../../core/examTypes';
import { ANSWER_KEY_FIELDS } from '../../../core/examTypes';
import type { RunningServer } from '../../helpers/startServer';
import type { Student } from './questionBank';

export const MINUTE_MS = 60_000;

/**
 * The exam engine's clock for a test server: real time plus an offset a test may move. A test that
 * asserts exact seconds stops it (`stoppedAt`), so a slow machine's elapsed time cannot shift them.
 */
export interface TestClock {
  offsetMs: number;
  stoppedAt?: number;
  now(): number;
}

export function testClock(): TestClock {
  const clock: TestClock = {
    offsetMs: 0,
    now: () => (clock.stoppedAt ?? Date.now()) + clock.offsetMs,
  };
  return clock;
}

export async function paperIdOf(server: RunningServer, key: string): Promise<number> {
  const row = await server.app.db
    .selectFrom('exam_papers')
    .select('id')
    .where('seed_key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}

export function generate(student: Student, examPaperId: number, summaryId?: number | null) {
  return student.call<ExamAttempt>('generateExamPaperDetails', {
    userName: student.username,
    examPaperId,
    ...(summaryId === undefined ? {} : { summaryId }),
  });
}

export interface AnswerInput {
  questionId: number;
  yourAnswer: string | string[];
}

export function draft(student: Student, attemptId: number, seq: number, answers: AnswerInput[]) {
  return student.call<ExamDraftAck>('saveExamAnswerDraft', {
    examPaperParticipateSummaryId: attemptId,
    seq,
    answers,
  });
}

/** Totals a lying client might send: the server must ignore every one of them. */
export const ABSURD_TOTALS = {
  costTime: -5,
  totalScore: 99999,
  multipleChoiceScore: 5000,
  multipleSelectionScore: 5000,
  trueFalseScore: 5000,
  fillsScore: 5000,
  essayScore: 5000,
  programmingScore: 5000,
};

export function submit(student: Student, attemptId: number, questionAnswerList: AnswerInput[] = []) {
  return student.call<number>('saveExamPaperAnswer', {
    userName: student.username,
    examPaperName: '随便写的试卷名',
    subjectId: 1,
    examPaperParticipateSummaryId: attemptId,
    ...ABSURD_TOTALS,
    questionAnswerList,
  });
}

/**
 * An open attempt that starts empty: a leftover open attempt of an earlier test is submitted first
 * (or was auto-submitted because its time ran out), then a new one is opened.
 */
export async function openFresh(student: Student, examPaperId: number): Promise<ExamAttempt> {
  for (let tries = 0; tries < 3; tries += 1) {
    const response = await generate(student, examPaperId);
    if (response.status === 200 && response.body.result.supplementaryStatus === 0)
      return response.body.result;
    if (response.status === 200) await submit(student, response.body.result.examPaperParticipateSummaryId);
    else if (response.status !== 409)
      throw new Error(`generate: ${response.status} ${response.body.message}`);
  }
  throw new Error('could not open a fresh attempt');
}

/** Paths of every answer-revealing key anywhere in a JSON value. */
export function answerKeyPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => answerKeyPaths(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...((ANSWER_KEY_FIELDS as readonly string[]).includes(key) ? [`${path}.${key}`] : []),
    ...answerKeyPaths(child, `${path}.${key}`),
  ]);
}

/** The correct answer of a paper question as the browser would send it (from the database). */
export async function keyOf(server: RunningServer, questionId: number) {
  const row = await server.app.db
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  const blanks = [row.answer_a, row.answer_b, row.answer_c, row.answer_d, row.answer_e]
    .slice(0, row.answer_count)
    .map((blank) => blank ?? '');
  const right: string | string[] = row.question_type === 4 ? blanks : row.answer;
  let wrong: string | string[];
  if (row.question_type === 4) wrong = blanks.map(() => '不知道');
  else if (row.question_type === 3) wrong = row.answer === 'A' ? 'B' : 'A';
  else wrong = row.answer.startsWith('A') ? 'B' : 'A';
  return { type: row.question_type, right, wrong };
}

export async function attemptRow(server: RunningServer, attemptId: number) {
  return server.app.db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
}

export async function answerRows(server: RunningServer, attemptId: number) {
  return server.app.db
    .selectFrom('exam_attempt_answers')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .orderBy('question_id')
    .execute();
}
