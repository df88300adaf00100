/** @jest-environment node */
import type { CourseLessons, Homework, HomeworkPage } from '../../core/studyTypes';
import { studyPaths } from '../../core/studyTypes';
import type { SavedOpus } from '../../core/workTypes';
import { insertOpus } from '../../server/repos/opusRepo';
import { apiPost } from '../helpers/apiClient';
import type { ApiResponse } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

let server: RunningServer;
let clock: number;
let demo: Caller;
let newbie: Caller;
let haoran: Caller;

beforeAll(async () => {
  clock = Date.now();
  server = await startServer({ rateLimit: false, now: () => clock, tokenTtlMs: 52 * WEEK_MS });
  [demo, newbie, haoran] = await Promise.all(
    ['demo', 'newbie', 'haoran'].map((name) => signInAs(server, name)),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const taskId = async (key: string) =>
  (
    await server.app.db
      .selectFrom('homework_tasks')
      .select('id')
      .where('seed_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;

async function newWork(studentId: number, name: string, opusType: 1 | 2 = 1): Promise<number> {
  return insertOpus(server.app.db, {
    student_id: studentId,
    name,
    opus_type: opusType,
    created_at: clock,
    updated_at: clock,
    deleted_at: null,
    activity_id: null,
    seed_key: null,
  });
}

const submit = (caller: Caller, homeworkId: number, opusId: number): Promise<ApiResponse<Homework>> =>
  apiPost<Homework>(server.baseUrl, studyPaths.homeworkSubmit, {
    token: caller.token,
    body: { homeworkId, opusId },
  });

async function list(caller: Caller, query = ''): Promise<HomeworkPage> {
  const response = await caller.get<HomeworkPage>(
    `homework/getHomeworkList?pageNumber=1&pageSize=20${query}`,
  );
  expect(response.status).toBe(200);
  return response.body.result;
}

describe('the list', () => {
  test('demo’s class tasks in every state: to do first, then waiting, then marked', async () => {
    const page = await list(demo);
    expect(page.list.map((task) => [task.title, task.state])).toEqual([
      ['方向键控制小猫', 'overdue'],
      ['点星星计分器', 'open'],
      ['龟兔赛跑对话动画', 'submitted'],
      ['森林音乐会', 'marked'],
      ['红绿灯过马路', 'marked'],
    ]);
    const marked = page.list[3] as Homework;
    expect(marked.mark).toMatchObject({ score: 92, teacherName: '陈老师' });
    expect(marked.mark?.comment).toContain('声音');
    expect(marked.submission).toMatchObject({ late: false, submitCount: 1 });
    expect((page.list[4] as Homework).submission?.late).toBe(true);
    expect(page.list[2]?.mark).toBeNull();
    expect(page.list[1]?.starter).toMatchObject({ name: '点星星 起始作品', opusType: 1 });
    expect(page.list.map((task) => task.className)).toEqual(Array(5).fill('Scratch启蒙A班'));

    expect((await list(demo, '&state=marked')).total).toBe(2);
    expect((await list(haoran)).list.map((task) => task.title)).toEqual(['弹力球']);
  });

  test('another class’s task is not found, by list or by id', async () => {
    const other = await taskId('hw-sc-creative-06');
    const detail = await demo.get(`homework/getHomeworkDetail/${other}`);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('作业不存在');
    expect((await demo.get(`homework/getHomeworkDetail/999999`)).status).toBe(404);
  });
});

describe('handing in', () => {
  test('an own work before the due time: submitted, then replaced until marked', async () => {
    const id = await taskId('hw-sc-start-08');
    const first = await newWork(newbie.id, '点星星 一');
    const done = await submit(newbie, id, first);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('作业提交成功');
    expect(done.body.result).toMatchObject({
      state: 'submitted',
      submission: { opusId: first, late: false, submitCount: 1 },
    });

    const second = await newWork(newbie.id, '点星星 二');
    clock += 1000;
    // Urlencoded, as the browser posts to /api.
    const again = await apiPost<Homework>(server.baseUrl, studyPaths.homeworkSubmit, {
      token: newbie.token,
      body: { homeworkId: id, opusId: second },
      form: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.result.submission).toMatchObject({
      opusId: second,
      submitCount: 2,
      opusName: '点星星 二',
    });

    // The teacher marks it: final from then on.
    await server.app.db
      .updateTable('homework_submissions')
      .set({ score: 88, teacher_comment: '很好', marked_by: '陈老师', marked_at: clock })
      .where('homework_id', '=', id)
      .where('student_id', '=', newbie.id)
      .execute();
    const refused = await submit(newbie, id, first);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorCode: 'HOMEWORK_MARKED' });
    const marked = (await newbie.get<Homework>(`homework/getHomeworkDetail/${id}`)).body.result;
    expect(marked).toMatchObject({
      state: 'marked',
      mark: { score: 88, comment: '很好' },
      submission: { opusId: second },
    });
    // A classmate's hand-in is theirs alone.
    expect((await demo.get<Homework>(`homework/getHomeworkDetail/${id}`)).body.result.state).toBe('open');
  });

  test('after the due time: accepted and marked late; the lesson then counts as done', async () => {
    const id = await taskId('hw-sc-start-05');
    const courseId = (await demo.get<Homework>(`homework/getHomeworkDetail/${id}`)).body.result.courseId;
    const lessons = () =>
      demo.get<CourseLessons>(`course/getStudentUserCoursesDetailList?courseId=${courseId}`);
    expect((await lessons()).body.result.lessons[4]?.state).toBe('open');

    const work = await newWork(demo.id, '方向键小猫');
    const late = await submit(demo, id, work);
    expect(late.status).toBe(200);
    expect(late.body.message).toContain('迟交');
    expect(late.body.result).toMatchObject({ state: 'submitted', submission: { late: true } });
    expect((await lessons()).body.result.lessons[4]?.state).toBe('done');
  });

  test('a marked task, another class’s task, someone else’s work, a work of the wrong kind: refused', async () => {
    const work = await newWork(demo.id, '我的作品');
    const marked = await submit(demo, await taskId('hw-sc-start-06'), work);
    expect(marked.status).toBe(409);
    expect(marked.body.errorCode).toBe('HOMEWORK_MARKED');

    const otherClass = await submit(demo, await taskId('hw-sc-creative-06'), work);
    expect(otherClass.status).toBe(404);
    expect(otherClass.body.message).toBe('作业不存在');

    const open = await taskId('hw-sc-start-08');
    const classmatesWork = await newWork(newbie.id, '同学的作品');
    const notMine = await submit(demo, open, classmatesWork);
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('作品不存在');

    const python = await newWork(demo.id, 'Python 作品', 2);
    const wrongKind = await submit(demo, open, python);
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errorCode).toBe('HOMEWORK_WRONG_KIND');

    const deleted = await newWork(demo.id, '删掉的作品');
    await server.app.db.updateTable('opus').set({ deleted_at: clock }).where('id', '=', deleted).execute();
    expect((await submit(demo, open, deleted)).status).toBe(404);

    const rows = await server.app.db
      .selectFrom('homework_submissions')
      .select('opus_id')
      .where('homework_id', '=', open)
      .where('student_id', '=', demo.id)
      .execute();
    expect(rows).toEqual([]);
  });

  test('the body is validated and a token is needed', async () => {
    const missing = await apiPost(server.baseUrl, studyPaths.homeworkSubmit, {
      token: demo.token,
      body: { homeworkId: 1 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('opusId');
    const anonymous = await apiPost(server.baseUrl, studyPaths.homeworkSubmit, {
      body: { homeworkId: 1, opusId: 1 },
    });
    expect(anonymous.status).toBe(401);
  });

  test('the starter is copied into my works; a task without one has none', async () => {
    const copy = await apiPost<SavedOpus>(
      server.baseUrl,
      studyPaths.homeworkUseStarter(await taskId('hw-sc-start-08')),
      {
        token: demo.token,
        body: {},
      },
    );
    expect(copy.status).toBe(200);
    expect(copy.body.result).toMatchObject({ name: '点星星 起始作品', version: 1 });
    const none = await apiPost(
      server.baseUrl,
      studyPaths.homeworkUseStarter(await taskId('hw-sc-start-05')),
      {
        token: demo.token,
        body: {},
      },
    );
    expect(none.status).toBe(404);
  });
});
