/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CoursePlan, CourseSummary, Paged } from '../../core/homeTypes';
import type { CourseLessons, LessonDetail, MyStudyCourse, PlayUrls } from '../../core/studyTypes';
import { studyPaths } from '../../core/studyTypes';
import { seedDemoSchool } from '../../server/db/seed';
import { LESSON_MEDIA_DIR } from '../../server/services/lessonMedia';
import type { SavedOpus } from '../../core/workTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { PUBLIC_DIR, SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

let server: RunningServer;
let clock: number;
let demo: Caller;
let trial: Caller;
let haoran: Caller;
let solo: Caller;

beforeAll(async () => {
  clock = Date.now();
  server = await startServer({ rateLimit: false, now: () => clock, tokenTtlMs: 52 * WEEK_MS });
  [demo, trial, haoran, solo] = await Promise.all(
    ['demo', 'trial', 'haoran', 'solo'].map((name) => signInAs(server, name)),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());
afterEach(() => {
  clock = Date.now();
});

const courseIdOf = async (key: string) =>
  (
    await server.app.db
      .selectFrom('courses')
      .select('id')
      .where('seed_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;
const lessonIdOf = async (key: string, lessonNo: number) =>
  (
    await server.app.db
      .selectFrom('course_details')
      .select('id')
      .where('course_id', '=', await courseIdOf(key))
      .where('lesson_no', '=', lessonNo)
      .executeTakeFirstOrThrow()
  ).id;

/** The course names of the three lists that must agree, each in its own order. */
async function threeLists(caller: Caller) {
  const carousel = await caller.get<CoursePlan[]>('getMyTeachingPlanList');
  const coursePage = await caller.get<Paged<CourseSummary>>('getMyCourseList?pageNumber=1&pageSize=50');
  const study = await caller.get<MyStudyCourse[]>('getMyStudyList');
  for (const response of [carousel, coursePage, study]) expect(response.status).toBe(200);
  return {
    carousel: carousel.body.result.map((plan) => plan.courseName),
    myCoursePage: coursePage.body.result.list.map((course) => course.courseName),
    total: coursePage.body.result.total,
    study: study.body.result,
  };
}

describe('one rule for my courses', () => {
  test('demo: her class’s two courses in the carousel, on myCoursePage and in my study', async () => {
    const lists = await threeLists(demo);
    expect(lists.carousel).toEqual(['Scratch启蒙', '编程思维训练']);
    expect(lists.myCoursePage).toEqual(lists.carousel);
    expect(lists.total).toBe(2);
    expect(lists.study.map((course) => course.courseName)).toEqual(lists.carousel);
  });

  test('a trial student: the trial class’s course, then their own ones, the same in all three', async () => {
    const lists = await threeLists(trial);
    expect(lists.carousel).toEqual(['Scratch启蒙', 'Scratch游戏设计', 'Python海龟画图']);
    expect(lists.myCoursePage).toEqual(lists.carousel);
    expect(lists.study.map((course) => [course.courseName, course.source])).toEqual([
      ['Scratch启蒙', 'class'],
      ['Scratch游戏设计', 'own'],
      ['Python海龟画图', 'own'],
    ]);
    // Own courses open a lesson a week from following them: followed 12 days ago, two are open.
    const game = lists.study[1] as MyStudyCourse;
    expect(game).toMatchObject({ doneCount: 2, lessonCount: 8, className: '' });
    expect(game.nextLesson).toMatchObject({ lessonNo: 3, courseRecordId: 0 });
  });

  test('a student without a class or course has none anywhere', async () => {
    const lists = await threeLists(solo);
    expect([lists.carousel, lists.myCoursePage, lists.study]).toEqual([[], [], []]);
  });

  test('a linked card brings its class’s courses, whichever card of the group signs in', async () => {
    const db = server.app.db;
    const card = await db
      .selectFrom('students')
      .select('id')
      .where('username', '=', 'demo2024')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('card_links')
      .values({ main_student_id: demo.id, student_id: card.id, created_at: clock })
      .execute();
    try {
      const lists = await threeLists(demo);
      expect(lists.carousel).toEqual(['Scratch启蒙', '编程思维训练', 'Scratch创意']);
      expect(lists.myCoursePage).toEqual(lists.carousel);
      expect(lists.study.map((course) => [course.courseName, course.source, course.className])).toEqual([
        ['Scratch启蒙', 'class', 'Scratch启蒙A班'],
        ['编程思维训练', 'class', 'Scratch启蒙A班'],
        ['Scratch创意', 'card', 'Scratch创意C班'],
      ]);
      // The linked card itself sees the same group, its own class first.
      const linked = await signInAs(server, 'demo2024');
      const fromCard = await threeLists(linked);
      expect(fromCard.carousel).toEqual(['Scratch创意', 'Scratch启蒙', '编程思维训练']);
      expect(fromCard.myCoursePage).toEqual(fromCard.carousel);
      // Its lessons open to the group: the course page and a lesson.
      const creative = await courseIdOf('scratch-creative');
      expect((await demo.get(`course/getStudentUserCoursesDetailList?courseId=${creative}`)).status).toBe(
        200,
      );
    } finally {
      await db.deleteFrom('card_links').where('student_id', '=', card.id).execute();
    }
    expect((await threeLists(demo)).carousel).toEqual(['Scratch启蒙', '编程思维训练']);
  });
});

describe('progress, derived from lesson records and homework', () => {
  test('lessons whose time has passed count, except where homework is still to hand in', async () => {
    const study = (await demo.get<MyStudyCourse[]>('getMyStudyList')).body.result;
    const start = study.find((course) => course.courseName === 'Scratch启蒙') as MyStudyCourse;
    // Lessons 1–7 are behind; lesson 5's homework is overdue and not handed in.
    expect(start).toMatchObject({
      lessonCount: 12,
      doneCount: 6,
      source: 'class',
      className: 'Scratch启蒙A班',
    });
    expect(start.lastLesson?.lessonNo).toBe(7);
    expect(start.nextLesson?.lessonNo).toBe(8);
    expect(start.nextLesson?.lessonTime).toBeGreaterThan(clock);

    const lessons = (
      await demo.get<CourseLessons>(`course/getStudentUserCoursesDetailList?courseId=${start.courseId}`)
    ).body.result.lessons;
    expect(lessons.map((lesson) => lesson.lessonNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(lessons.map((lesson) => lesson.state)).toEqual([
      ...['done', 'done', 'done', 'done', 'open', 'done', 'done'],
      ...Array(5).fill('locked'),
    ]);
    expect(lessons.filter((lesson) => lesson.isNext).map((lesson) => lesson.lessonNo)).toEqual([8]);
    expect(lessons[4]).toMatchObject({ homeworkCount: 1, homeworkSubmittedCount: 0 });
    expect(lessons[6]).toMatchObject({
      homeworkCount: 1,
      homeworkSubmittedCount: 1,
      pdfCount: 2,
      hasCase: true,
    });
    expect(lessons[0]?.teachingTask.length).toBeGreaterThan(10);

    // A week on, lesson 8 is open; its homework is not handed in, so it is not done.
    clock += WEEK_MS;
    const later = (
      await demo.get<CourseLessons>(`course/getStudentUserCoursesDetailList?courseId=${start.courseId}`)
    ).body.result;
    expect(later.lessons[7]?.state).toBe('open');
    expect(later.doneCount).toBe(6);
  });
});

describe('a course’s lessons and a lesson’s materials', () => {
  test('a lesson of mine: pictures, the video, PDFs with their pages, the case and its homework', async () => {
    const lesson = await lessonIdOf('scratch-start', 7);
    const response = await demo.get<LessonDetail>(
      `course/getStudentUserCoursesDetail?courseDetailId=${lesson}`,
    );
    expect(response.status).toBe(200);
    const detail = response.body.result;
    expect(detail).toMatchObject({
      courseName: 'Scratch启蒙',
      lessonNo: 7,
      state: 'done',
      className: 'Scratch启蒙A班',
    });
    expect(detail.materialList.map((material) => material.materialType)).toEqual([1, 2, 3, 3]);
    const pdfs = detail.materialList.filter((material) => material.materialType === 3);
    expect(pdfs.map((pdf) => pdf.pageCount)).toEqual([2, 3]);
    for (const pdf of pdfs) {
      const bytes = readFileSync(path.join(LESSON_MEDIA_DIR, path.basename(pdf.materialUrl)));
      expect(pdf.size).toBe(bytes.length);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(detail.lessonCase).toMatchObject({ name: '范例：小猫和小狗讲故事', opusType: 1 });
    expect(readFileSync(path.join(PUBLIC_DIR, detail.lessonCase?.projectUrl ?? '')).length).toBeGreaterThan(
      100,
    );
    expect(detail.homework.map((task) => [task.title, task.state])).toEqual([
      ['龟兔赛跑对话动画', 'submitted'],
    ]);
  });

  test('a locked lesson shows its header only; its case cannot be copied yet', async () => {
    const lesson = await lessonIdOf('scratch-start', 9);
    const detail = (
      await demo.get<LessonDetail>(`course/getStudentUserCoursesDetail?courseDetailId=${lesson}`)
    ).body.result;
    expect(detail).toMatchObject({ state: 'locked', materialList: [], lessonCase: null, hasCase: true });
    expect(detail.teachingGoal.length).toBeGreaterThan(5);
    const copy = await apiPost(server.baseUrl, studyPaths.useLessonCase(lesson), {
      token: demo.token,
      body: {},
    });
    expect(copy.status).toBe(404);
  });

  test('the case of an open lesson is copied into my works', async () => {
    const lesson = await lessonIdOf('scratch-start', 7);
    const copy = await apiPost<SavedOpus>(server.baseUrl, studyPaths.useLessonCase(lesson), {
      token: demo.token,
      body: {},
    });
    expect(copy.status).toBe(200);
    expect(copy.body.result).toMatchObject({ name: '范例：小猫和小狗讲故事', version: 1 });
    const row = await server.app.db
      .selectFrom('opus')
      .select(['student_id', 'project_path'])
      .where('id', '=', copy.body.result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ student_id: demo.id, project_path: '/materials/sc1-task-story.sb3' });
    // As the browser sends it: a POST without a body.
    const bare = await apiPost<SavedOpus>(server.baseUrl, studyPaths.useLessonCase(lesson), {
      token: demo.token,
    });
    expect(bare.status).toBe(200);
    expect(bare.body.result.id).not.toBe(copy.body.result.id);
  });

  test('another class, a student without a class, an unknown course: the same 404', async () => {
    const start = await courseIdOf('scratch-start');
    const lesson = await lessonIdOf('scratch-start', 7);
    for (const caller of [haoran, solo]) {
      const list = await caller.get(`course/getStudentUserCoursesDetailList?courseId=${start}`);
      expect(list.status).toBe(404);
      expect(list.body).toMatchObject({ success: false, message: '课程不存在' });
      const detail = await caller.get(`course/getStudentUserCoursesDetail?courseDetailId=${lesson}`);
      expect(detail.status).toBe(404);
      expect(detail.body.message).toBe('课时不存在');
    }
    const unknown = await demo.get('course/getStudentUserCoursesDetailList?courseId=999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('课程不存在');
    expect((await apiGet(server.baseUrl, `/api/v3/student/getMyStudyList`)).status).toBe(401);
  });

  test('validation names the field', async () => {
    const missing = await demo.get('course/getStudentUserCoursesDetailList');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('courseId');
    const wrong = await demo.get('course/getStudentUserCoursesDetail?courseDetailId=abc');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('courseDetailId');
  });
});

describe('getPlayURL and the media behind it', () => {
  const playUrl = (caller: Caller, url: string) =>
    apiGet<PlayUrls>(server.baseUrl, studyPaths.playUrl(url), { token: caller.token });

  async function materialsOf(key: string, lessonNo: number) {
    const lesson = await lessonIdOf(key, lessonNo);
    return server.app.db
      .selectFrom('course_materials')
      .select(['material_type', 'material_url'])
      .where('course_detail_id', '=', lesson)
      .orderBy('sort_order')
      .execute();
  }

  test('a video and a PDF of an open lesson of mine: the first URL plays, signed', async () => {
    const [, video, pdf] = await materialsOf('scratch-start', 7);
    for (const material of [video, pdf]) {
      const response = await playUrl(demo, material?.material_url ?? '');
      expect(response.status).toBe(200);
      expect(response.body.result[0]).toMatch(
        new RegExp(`^${material?.material_url ?? ''}\\?expires=\\d+&sig=[\\w-]+$`),
      );
    }
  });

  test('another class’s student, a locked lesson and an unknown URL: 404, nothing learnt', async () => {
    const [, , pdf] = await materialsOf('scratch-start', 7);
    const refused = await playUrl(haoran, pdf?.material_url ?? '');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('资料不存在');
    const [, , nextPdf] = await materialsOf('scratch-start', 8);
    expect((await playUrl(demo, nextPdf?.material_url ?? '')).status).toBe(404);
    clock += WEEK_MS;
    expect((await playUrl(demo, nextPdf?.material_url ?? '')).status).toBe(200);
    expect((await playUrl(demo, '/lesson-media/nothing.pdf')).status).toBe(404);
  });
  // The files behind the links: studyMedia.test.ts.
});

test('a lesson plan of a course followed on one’s own opens with record 0', async () => {
  const [, own] = (await trial.get<CoursePlan[]>('getMyTeachingPlanList')).body.result;
  const last = own?.lastCourseTeachingPlan;
  if (!last) throw new Error('the trial student’s own course has no lesson behind it');
  expect(last.courseRecordId).toBe(0);
  const detail = await trial.get(
    `getMyTeachingPlanDetail?courseDetailsId=${last.courseDetailId}&courseRecordId=0`,
  );
  expect(detail.status).toBe(200);
  expect(detail.body.result).toMatchObject({ courseName: 'Scratch游戏设计', lessonNo: last.lessonNo });
  // Not demo's course: the same 404 as an unknown lesson.
  const refused = await demo.get(
    `getMyTeachingPlanDetail?courseDetailsId=${last.courseDetailId}&courseRecordId=0`,
  );
  expect(refused.status).toBe(404);
});

test('seeding again adds no study rows', async () => {
  const tables = [
    'course_materials',
    'lesson_cases',
    'homework_tasks',
    'homework_submissions',
    'course_references',
    'reference_collections',
    'class_files',
    'comments',
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
  expect(before.slice(0, 7).every((n) => n > 0)).toBe(true);
});
