/** @jest-environment node */
import type { CoursePlan, CoursePlanDetail, CourseSummary, Paged } from '../../core/homeTypes';
import { seedDemoSchool } from '../../server/db/seed';
import { apiGet } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { servedFileExists, SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

let server: RunningServer;
let clock: number;
let demo: Caller;
let newbie: Caller;
let haoran: Caller;
let xiaoyu: Caller;
let trial: Caller;
let solo: Caller;

beforeAll(async () => {
  clock = Date.now();
  // Sign-ins live by the same clock: a token that outlasts the weeks these tests move it.
  server = await startServer({ rateLimit: false, now: () => clock, tokenTtlMs: 52 * WEEK_MS });
  [demo, newbie, haoran, xiaoyu, trial, solo] = await Promise.all(
    ['demo', 'newbie', 'haoran', 'xiaoyu', 'trial', 'solo'].map((name) => signInAs(server, name)),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  clock = Date.now();
});

async function plans(caller: Caller): Promise<CoursePlan[]> {
  const response = await caller.get<CoursePlan[]>('getMyTeachingPlanList');
  expect(response.status).toBe(200);
  return response.body.result;
}

const classIdOf = async (name: string) =>
  (await server.app.db.selectFrom('classes').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

describe('getMyTeachingPlanList', () => {
  test('demo’s class: the previous and the next lesson of each of its two courses, around now', async () => {
    const list = await plans(demo);
    expect(list.map((plan) => plan.courseName)).toEqual(['Scratch启蒙', '编程思维训练']);
    for (const plan of list) {
      const last = plan.lastCourseTeachingPlan;
      const next = plan.nextCourseTeachingPlan;
      if (!last || !next) throw new Error(`${plan.courseName} lacks a previous or next lesson`);
      expect(last.lessonTime).toBeLessThanOrEqual(clock);
      expect(next.lessonTime).toBeGreaterThan(clock);
      expect(next.lessonNo).toBe(last.lessonNo + 1);
      expect(plan.coursePicture).toMatch(/^\/content\/courses\/.+\.svg$/);
    }
    expect(list[0]?.lastCourseTeachingPlan?.courseDetailName).toBe('广播与对话：小猫和小狗讲故事');
    expect(list[0]?.nextCourseTeachingPlan?.courseDetailName).toBe('变量：做一个计分器');
  });

  test('the records are those of the caller’s class: a classmate sees the same, another class its own', async () => {
    expect(await plans(newbie)).toEqual(await plans(demo));
    expect((await plans(xiaoyu)).map((plan) => plan.courseName)).toEqual(['Python进阶']);
    // The trial class's course, then the courses the trial student follows on their own (record 0).
    const trialPlans = await plans(trial);
    expect(trialPlans.map((plan) => plan.courseName)).toEqual([
      'Scratch启蒙',
      'Scratch游戏设计',
      'Python海龟画图',
    ]);
    expect(trialPlans[0]?.lastCourseTeachingPlan?.lessonNo).toBe(2);
    expect(trialPlans[0]?.nextCourseTeachingPlan?.lessonNo).toBe(3);
    expect(trialPlans[1]?.nextCourseTeachingPlan?.courseRecordId).toBe(0);
    expect(await plans(solo)).toEqual([]);

    const recordIds = (await plans(haoran)).flatMap((plan) => [
      plan.lastCourseTeachingPlan?.courseRecordId,
      plan.nextCourseTeachingPlan?.courseRecordId,
    ]);
    const rows = await server.app.db
      .selectFrom('course_records')
      .select('class_id')
      .where('id', 'in', recordIds as number[])
      .execute();
    expect(new Set(rows.map((row) => row.class_id))).toEqual(new Set([await classIdOf('Scratch创意C班')]));
  });

  test('the server’s clock decides: a week later every course has moved on by one lesson', async () => {
    const before = await plans(demo);
    clock += WEEK_MS;
    const after = await plans(demo);
    after.forEach((plan, index) => {
      expect(plan.lastCourseTeachingPlan?.lessonNo).toBe(before[index]?.nextCourseTeachingPlan?.lessonNo);
    });
  });

  test('after the last lesson there is no next one; before the first, no previous one', async () => {
    clock += 30 * WEEK_MS;
    const [late] = await plans(demo);
    expect(late?.nextCourseTeachingPlan).toBeNull();
    expect(late?.lastCourseTeachingPlan?.lessonNo).toBe(12);
    clock = Date.now() - 30 * WEEK_MS;
    const [early] = await plans(demo);
    expect(early?.lastCourseTeachingPlan).toBeNull();
    expect(early?.nextCourseTeachingPlan?.lessonNo).toBe(1);
  });

  test('needs a token', async () => {
    const response = await apiGet(server.baseUrl, '/api/v3/student/getMyTeachingPlanList');
    expect(response.status).toBe(401);
  });
});

describe('getMyTeachingPlanDetail', () => {
  async function nextLessonOf(caller: Caller) {
    const [plan] = await plans(caller);
    const next = plan?.nextCourseTeachingPlan;
    if (!next) throw new Error('no next lesson');
    return next;
  }
  const query = (courseDetailsId: number | string, courseRecordId: number | string) =>
    `getMyTeachingPlanDetail?courseDetailsId=${courseDetailsId}&courseRecordId=${courseRecordId}`;

  test('a lesson of the caller’s class: task, goal, its picture served, its video only through a link', async () => {
    const next = await nextLessonOf(demo);
    const response = await demo.get<CoursePlanDetail>(query(next.courseDetailId, next.courseRecordId));
    expect(response.status).toBe(200);
    const detail = response.body.result;
    expect(detail).toMatchObject({
      courseName: 'Scratch启蒙',
      courseDetailsName: '变量：做一个计分器',
      lessonNo: next.lessonNo,
      lessonTime: next.lessonTime,
    });
    expect(detail.teachingTask).toContain('变量');
    expect(detail.teachingGoal.length).toBeGreaterThan(10);
    expect(detail.materialList.map((material) => material.materialType)).toEqual([1, 2]);
    for (const material of detail.materialList) {
      expect(servedFileExists(material.materialUrl)).toBe(true);
      const file = await fetch(`${server.baseUrl}${material.materialUrl}`);
      await file.arrayBuffer();
      if (material.materialType === 1) {
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toMatch(/^image\//);
      } else {
        // A video is lesson media: without getPlayURL's signed link, nobody gets it.
        expect(file.status).toBe(403);
      }
    }
  });

  test('a classmate may open it; another class’s lesson is refused', async () => {
    const next = await nextLessonOf(demo);
    expect((await newbie.get(query(next.courseDetailId, next.courseRecordId))).status).toBe(200);
    const refused = await haoran.get(query(next.courseDetailId, next.courseRecordId));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 403, message: '只能查看本班的课程计划' });
    expect((await solo.get(query(next.courseDetailId, next.courseRecordId))).status).toBe(403);
  });

  test('the record must be of the lesson named; unknown records are 404', async () => {
    const next = await nextLessonOf(demo);
    const mismatch = await demo.get(query(next.courseDetailId + 1, next.courseRecordId));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('courseDetailsId');
    const unknown = await demo.get(query(next.courseDetailId, 999999));
    expect(unknown.status).toBe(404);
  });

  test('validation names the field', async () => {
    const missing = await demo.get('getMyTeachingPlanDetail?courseDetailsId=3');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('courseRecordId 不能为空');
    const notNumber = await demo.get(query('abc', 1));
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.message).toContain('courseDetailsId');
    const extra = await demo.get(`${query(1, 1)}&studentId=2`);
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain('studentId');
  });
});

describe('open courses and my courses', () => {
  const openPage = (caller: Caller, pageNumber: number, pageSize: number) =>
    caller.get<Paged<CourseSummary>>(
      `course/getOpenCoursesList?pageNumber=${pageNumber}&pageSize=${pageSize}`,
    );

  test('open courses: four on the home page, the rest on the next page, with real counts', async () => {
    const first = await openPage(demo, 1, 4);
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ total: 5, pageNumber: 1, pageSize: 4 });
    expect(first.body.result.list.map((course) => course.courseName)).toEqual([
      '编程思维训练',
      'Scratch创意',
      'Python进阶',
      'Scratch游戏设计',
    ]);
    const second = await openPage(demo, 2, 4);
    expect(second.body.result.list.map((course) => course.courseName)).toEqual(['Python海龟画图']);

    const thinking = first.body.result.list[0] as CourseSummary;
    const classA = await classIdOf('Scratch启蒙A班');
    const classmates = await server.app.db
      .selectFrom('students')
      .select('id')
      .where('class_id', '=', classA)
      .execute();
    expect(thinking.studentCount).toBe(classmates.length);
    expect(thinking.lessonCount).toBe(8);
    // Followed only by the trial student, on their own.
    expect(second.body.result.list[0]).toMatchObject({ studentCount: 1, lessonCount: 8 });
    expect(servedFileExists(thinking.coursePicture)).toBe(true);
  });

  test('trial students get their own courses instead of the open ones; a class’s courses are its students’', async () => {
    const refused = await openPage(trial, 1, 4);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('体验学员暂不能查看公开课');
    expect((await openPage(solo, 1, 4)).status).toBe(200);

    const mine = await trial.get<Paged<CourseSummary>>('getMyCourseList?pageNumber=1&pageSize=2');
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBe(3);
    expect(mine.body.result.list.map((course) => course.courseName)).toEqual([
      'Scratch启蒙',
      'Scratch游戏设计',
    ]);
    const rest = await trial.get<Paged<CourseSummary>>('getMyCourseList?pageNumber=2&pageSize=2');
    expect(rest.body.result.list.map((course) => course.courseName)).toEqual(['Python海龟画图']);

    // A class's courses are the student's courses too: the same two as demo's home carousel.
    const demoCourses = await demo.get<Paged<CourseSummary>>('getMyCourseList?pageNumber=1&pageSize=4');
    expect(demoCourses.body.result.total).toBe(2);
    expect(demoCourses.body.result.list.map((course) => course.courseName)).toEqual([
      'Scratch启蒙',
      '编程思维训练',
    ]);
    const none = await solo.get<Paged<CourseSummary>>('getMyCourseList?pageNumber=1&pageSize=4');
    expect(none.body.result).toEqual({ list: [], total: 0, pageNumber: 1, pageSize: 4 });
  });

  test('paging is validated', async () => {
    const tooBig = await openPage(demo, 1, 51);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toContain('pageSize');
    const zero = await demo.get('getMyCourseList?pageNumber=0&pageSize=4');
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain('pageNumber');
    const missing = await demo.get('getMyCourseList?pageNumber=1');
    expect(missing.body.message).toBe('pageSize 不能为空');
  });
});

test('seeding again adds nothing', async () => {
  const tables = [
    'courses',
    'course_details',
    'course_materials',
    'course_records',
    'student_courses',
  ] as const;
  const count = async (table: (typeof tables)[number]) =>
    Number(
      (
        await server.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await Promise.all(tables.map(count));
  await seedDemoSchool(server.app.db, Date.now() + WEEK_MS);
  expect(await Promise.all(tables.map(count))).toEqual(before);
  expect(before[1]).toBeGreaterThanOrEqual(50);
});
