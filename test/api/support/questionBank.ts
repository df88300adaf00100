import { decodeQuestion } from '../../../core/questionText';
import type { Question } from '../../../core/questionBankTypes';
import { login, tikuPost } from '../../helpers/apiClient';
import type { ApiResponse, TikuOptions } from '../../helpers/apiClient';
import type { RunningServer } from '../../helpers/startServer';

/** Starting a seeded server and signing in (scrypt) can take seconds on a busy machine. */
export const SETUP_TIMEOUT_MS = 30_000;

/** A signed-in student calling `/tiku/api/v1/<name>` with their own userId filled in. */
export interface Student {
  id: number;
  username: string;
  token: string;
  call<T = unknown>(
    name: string,
    body?: Record<string, unknown>,
    options?: TikuOptions,
  ): Promise<ApiResponse<T>>;
}

export async function signIn(server: RunningServer, username: string): Promise<Student> {
  const { accessToken, userInfo } = await login(server.baseUrl, username);
  return {
    id: userInfo.id,
    username,
    token: accessToken,
    call: (name, body = {}, options = {}) =>
      tikuPost(
        server.baseUrl,
        `/tiku/api/v1/${name}`,
        { userId: userInfo.id, ...body },
        // Signed by a browser whose clock agrees with the server's, however far a test moves it.
        { token: accessToken, timestamp: server.app.clock.now(), ...options },
      ),
  };
}

export const ZERO_COUNTS = {
  multipleChoiceCount: 0,
  multipleSelectionCount: 0,
  trueFalseCount: 0,
  fillsCount: 0,
  essayCount: 0,
  programmingCount: 0,
};

export async function idOf(
  server: RunningServer,
  table: 'questions' | 'banks' | 'knowledge_points',
  key: string,
) {
  const row = await server.app.db
    .selectFrom(table)
    .select('id')
    .where('seed_key', '=', key)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function questionRow(server: RunningServer, id: number) {
  return server.app.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The correct answer as the browser would send it. */
export async function rightAnswer(server: RunningServer, id: number): Promise<string | string[]> {
  const row = await questionRow(server, id);
  if (row.question_type !== 4) return row.answer;
  return [row.answer_a, row.answer_b, row.answer_c, row.answer_d, row.answer_e]
    .slice(0, row.answer_count)
    .map((blank) => blank ?? '');
}

export async function wrongAnswer(server: RunningServer, id: number): Promise<string | string[]> {
  const row = await questionRow(server, id);
  if (row.question_type === 4) return Array.from({ length: row.answer_count }, () => '不知道');
  if (row.question_type === 3) return row.answer === 'A' ? '错' : '对';
  return row.answer.startsWith('A') ? 'B' : 'A';
}

export async function newBatch(
  student: Student,
  batchType: 0 | 1 | 2,
  batchTypeItemId: number,
  counts: Partial<typeof ZERO_COUNTS>,
): Promise<{ batchId: number; questionIds: number[] }> {
  const response = await student.call<{ batchId: number; questionIds: number[] }>('getPracticeBatchInfo', {
    userName: student.username,
    batchType,
    batchTypeItemId,
    ...ZERO_COUNTS,
    ...counts,
  });
  if (response.status !== 200) throw new Error(`batch refused: ${response.status} ${response.body.message}`);
  return response.body.result;
}

export async function answer(
  student: Student,
  batchId: number,
  questionId: number,
  yourAnswer: string | string[],
  extra: Record<string, unknown> = {},
) {
  return student.call<{ rightStatus: number; answer: string; answerList: string[]; txtSolution: string }>(
    'saveQuestionAnswer',
    {
      userName: student.username,
      batchId,
      questionId,
      yourAnswer,
      costTime: 1000,
      questionStatus: 0,
      ...extra,
    },
  );
}

export async function question(student: Student, id: number, batchId?: number) {
  const response = await student.call<Question>('getQuestionDetails', {
    id,
    userName: student.username,
    ...(batchId === undefined ? {} : { batchId }),
  });
  return {
    ...response,
    question: response.status === 200 ? decodeQuestion(response.body.result) : undefined,
  };
}

/** The answer fields that must not leave the server before the student has answered. */
export const ANSWER_FIELDS = [
  'answer',
  'answerA',
  'answerB',
  'answerC',
  'answerD',
  'answerE',
  'txtSolution',
  'videoSolution',
  'rightStatus',
];
