/** @jest-environment node */
import { seededRandom } from '../../core/seededRandom';
import type { CataloguedRoute } from '../../server/plugins/routeCatalogue';
import { login, tikuPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { distinctiveKeyTexts, openKeysOf, scanForKeys } from './support/keyLeaks';
import type { KeyLeak } from './support/keyLeaks';
import { openFormalExam } from './support/openExam';
import type { OpenExam } from './support/openExam';
import { idOf, wrongAnswer, SETUP_TIMEOUT_MS } from './support/questionBank';
import { fieldsOf, requestFor } from './support/routeRequests';
import type { FieldValues, RouteRequest } from './support/routeRequests';

/**
 * DESIGN.md "The exam engine": while an attempt is open, no response on any route carries the key
 * of its questions, nor a verdict on an answer to one. With the formal exam open and a practice
 * history over its questions, every route the app registers is called, with the scenario's ids,
 * and every answer is scanned.
 */

let server: RunningServer;
let exam: OpenExam;
let token: string;

beforeAll(async () => {
  server = await startServer({ rateLimit: false, random: seededRandom(20261111) });
  exam = await openFormalExam(server);
  token = exam.demo.token;
}, 4 * SETUP_TIMEOUT_MS);
afterAll(() => server.close());

interface Answer {
  status: number;
  body: unknown;
}

/** Any route's answer: the envelope when it is JSON, else the text itself (files, pages). */
async function call(request: RouteRequest): Promise<Answer> {
  if (request.method === 'POST' && request.path.startsWith('/tiku/'))
    return tikuPost(server.baseUrl, request.path, request.body ?? {}, { token });
  const headers: Record<string, string> = { accessToken: token, from: 'pc' };
  if (request.body) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/**
 * The questions of demo's open attempts right now (an attempt the scan opens joins them). Asked
 * here rather than of the server, so the scan cannot share a mistake of the rule it checks.
 */
async function openQuestionIds(): Promise<Set<number>> {
  const rows = await server.app.db
    .selectFrom('exam_attempts as a')
    .innerJoin('exam_paper_questions as epq', 'epq.paper_id', 'a.exam_paper_id')
    .select('epq.question_id')
    .where('a.student_id', '=', exam.demo.id)
    .where('a.status', '=', 'open')
    .execute();
  return new Set(rows.map((row) => row.question_id));
}

/** The student's own ids, in every call. */
function baseValues(): FieldValues {
  const { demo } = exam;
  return { userId: demo.id, userName: demo.username, studentId: demo.id, pageNumber: 1, pageSize: 50 };
}

/**
 * Ids of the scenario, by the field names the schemas use. Every route is called with the base
 * values alone (the empty set) and once more with each set holding a field it reads. The formal
 * attempt comes last: submitting it ends the exam, and the calls after that no longer meet the rule.
 */
async function scenarioValues(): Promise<FieldValues[]> {
  const batches = [exam.bankBatch, exam.knowledgeBatch, exam.wrongBookBatch];
  const questionSets: FieldValues[] = [];
  for (const id of exam.openQuestionIds) {
    const yourAnswer = await wrongAnswer(server, id);
    for (const batch of batches.filter((b) => b.questionIds.includes(id)))
      questionSets.push({ id, questionId: id, batchId: batch.batchId, yourAnswer });
  }
  const point = await server.app.db
    .selectFrom('question_knowledge_points')
    .select('knowledge_point_id')
    .where('question_id', '=', exam.openQuestionIds[0])
    .executeTakeFirstOrThrow();
  const pointId = point.knowledge_point_id;
  const bankId = await idOf(server, 'banks', 'bank-sc1');
  const formalId = exam.attempt.examPaperParticipateSummaryId;
  // The book's own view of the questions it held before the exam comes first: answering them in
  // practice (the sets after) takes them out of the book until the submit. No batch is named (0 is
  // refused), so no call of these sets answers them, not even in a seeded batch holding them.
  const bookSets = exam.bookedBefore.map((questionId) => ({ questionId, batchId: 0 }));
  return [
    ...bookSets,
    ...questionSets,
    { examPaperParticipateSummaryId: exam.earlierAttemptId, summaryId: exam.earlierAttemptId },
    { examPaperId: exam.formalPaperId },
    { id: pointId, knowledgePointId: pointId },
    { batchType: 1, batchTypeItemId: bankId, multipleChoiceCount: 2 },
    { batchType: 0, batchTypeItemId: pointId, multipleChoiceCount: 1 },
    { batchType: 2, batchTypeItemId: 0, trueFalseCount: 2 },
    {},
    { examPaperId: exam.formalPaperId, examPaperParticipateSummaryId: formalId, summaryId: formalId },
  ];
}

const routeName = (route: CataloguedRoute) => `${route.method} ${route.url}`;

/** Leaks grouped by route, place and kind, with the number of questions each gave away. */
function summarise(leaks: readonly (KeyLeak & { route: string })[]): string[] {
  const questions = new Map<string, Set<number>>();
  for (const leak of leaks) {
    const kind = leak.path.endsWith(`.${leak.found}`) ? 'field' : 'key text';
    const place = `${leak.route} ${leak.path.replace(/\[\d+\]/g, '[]')} (${kind})`;
    questions.set(place, (questions.get(place) ?? new Set()).add(leak.questionId));
  }
  return [...questions].map(([place, ids]) => `${place}: ${ids.size} questions`);
}

test(
  'no route answers with the key or a verdict of a question in the open exam',
  async () => {
    const catalogue = server.app.routeCatalogue;
    const keyTexts = await distinctiveKeyTexts(server);
    const base = baseValues();
    const sets = await scenarioValues();
    const called = new Set<string>();
    const served = new Map<string, Set<number>>();
    const leaks: (KeyLeak & { route: string })[] = [];
    const textsOfExam = openKeysOf(new Set(exam.openQuestionIds), keyTexts).texts.size;

    for (const values of sets) {
      for (const route of catalogue) {
        const names = Object.keys(values);
        const fields = fieldsOf(route);
        if (names.length > 0 && !names.some((name) => fields.includes(name))) continue;
        const request = requestFor(route, { ...base, ...values });
        const open = openKeysOf(await openQuestionIds(), keyTexts);
        let answer = await call(request);
        if (answer.status === 401) {
          // An earlier call ended the session (sign-out, card switch): sign in again and repeat.
          token = (await login(server.baseUrl, exam.demo.username)).accessToken;
          answer = await call(request);
        }
        called.add(routeName(route));
        const outcome = scanForKeys(answer.body, open);
        leaks.push(...outcome.leaks.map((leak) => ({ ...leak, route: routeName(route) })));
        if (answer.status === 200) {
          const seen = served.get(routeName(route)) ?? new Set<number>();
          outcome.about.forEach((id) => seen.add(id));
          served.set(routeName(route), seen);
        }
      }
    }

    // Coverage cannot shrink silently: every route the app registers was called.
    expect(catalogue.map(routeName).filter((name) => !called.has(name))).toEqual([]);
    expect(catalogue.length).toBeGreaterThan(90);
    // The scan met the open questions where the key used to leak, so finding nothing means something.
    const all = exam.openQuestionIds.length;
    const servedCount = (name: string) =>
      exam.openQuestionIds.filter((id) => served.get(`POST /tiku/api/v1/${name}`)?.has(id)).length;
    expect(servedCount('generateExamPaperDetails')).toBe(all);
    expect(servedCount('saveQuestionAnswer')).toBe(all);
    expect(servedCount('getQuestionDetails')).toBe(all);
    // The book shows open questions it held before the exam and not those practised since.
    expect(servedCount('getErrorQuestionDetails')).toBe(exam.bookedBefore.length);
    expect(exam.bookedBefore.length).toBeGreaterThan(0);
    expect(servedCount('getExamPaperAnswer')).toBeGreaterThanOrEqual(10);
    // Explanations and written answers distinctive enough to be searched for in any text.
    expect(textsOfExam).toBeGreaterThan(all);

    expect(summarise(leaks)).toEqual([]);
  },
  10 * SETUP_TIMEOUT_MS,
);

test('the scan finds a key or verdict field on an object about an open question, and a key text in any string', () => {
  const open = { questionIds: new Set([7]), texts: new Map([['重复执行 10 次', 7]]) };
  const outcome = scanForKeys(
    {
      result: { questionId: 7, rightStatus: 1 },
      list: [
        { question: { id: 7, questionType: 1, answer: 'B' } },
        { id: 7, title: '通知', answer: 'x' },
        { questionId: 7, questionStatus: 0, keyWithheld: true },
        { questionId: 8, rightStatus: -1 },
      ],
      note: encodeURIComponent('提示：重复执行 10 次'),
    },
    open,
  );
  expect(outcome.leaks.map((leak) => [leak.path, leak.found])).toEqual([
    ['$.result.rightStatus', 'rightStatus'],
    ['$.list[0].question.answer', 'answer'],
    ['$.list[2].questionStatus', 'questionStatus'],
    ['$.note', '重复执行 10 次'],
  ]);
  expect(scanForKeys({ result: { questionId: 7, keyWithheld: true } }, open).leaks).toEqual([]);
});
