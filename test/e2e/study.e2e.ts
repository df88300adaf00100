import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type {
  CourseLessons,
  Homework,
  HomeworkPage,
  LessonDetail,
  MyStudyCourse,
} from '../../core/studyTypes';
import { launchBrowser, openContext, screenshot, startApp } from './harness';
import type { RunningApp } from './harness';
import { EDITOR_TIMEOUT_MS } from './scratchFrame';
import { signIn } from './session';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** A call as the signed-in student of this page, with the token the browser keeps. */
async function callAs<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('persist:codesprout.session') ?? '{}') as Record<
      string,
      string
    >;
    const token = JSON.parse(stored.accessToken ?? 'null') as string;
    const response = await fetch(url, { headers: { accessToken: token, from: 'pc' } });
    const body = (await response.json()) as { success: boolean; message: string; result: unknown };
    if (!body.success) throw new Error(`${url}: ${body.message}`);
    return body.result;
  }, path) as Promise<T>;
}

/** Opens a screen the way a student does: from the side menu. */
async function openFromMenu(page: Page, entry: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('menuitem', { name: entry }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A lesson of demo's courses that has the materials a test needs. */
async function lessonWith(
  page: Page,
  wanted: (detail: LessonDetail) => boolean,
): Promise<{ course: MyStudyCourse; detail: LessonDetail }> {
  const courses = await callAs<MyStudyCourse[]>(page, '/api/v3/student/getMyStudyList');
  for (const course of courses) {
    const { lessons } = await callAs<CourseLessons>(
      page,
      `/api/v3/student/course/getStudentUserCoursesDetailList?courseId=${course.courseId}`,
    );
    for (const lesson of lessons.filter((item) => item.state !== 'locked')) {
      const detail = await callAs<LessonDetail>(
        page,
        `/api/v3/student/course/getStudentUserCoursesDetail?courseDetailId=${lesson.courseDetailId}`,
      );
      if (wanted(detail)) return { course, detail };
    }
  }
  throw new Error('no lesson of demo has the materials wanted');
}

/** How many of a canvas's pixels are not white: a drawn page has many, a blank one none. */
function inkOf(canvas: Locator): Promise<number> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] > 0 && (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235)) ink += 1;
    }
    return ink;
  });
}

/**
 * Nothing of the study screen itself reaches past the right edge of a phone: every element of its
 * content (the shell's frame around it is the shell's own) ends inside the screen.
 */
async function fitsWidth(page: Page): Promise<void> {
  const outside = await page.evaluate(() => {
    const content = document.querySelector('.study-page, .homework-page, .resources-page');
    if (!content) return ['no study screen'];
    return [content, ...Array.from(content.querySelectorAll('*'))]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // What a horizontal scroller (the learning path) holds may run past the edge by design.
        return box.width > 0 && box.right > window.innerWidth + 1 && !element.closest('.lesson-path ol > li');
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`)
      .slice(0, 5);
  });
  assert.deepEqual(outside, [], 'the screen fits a phone');
}

describe('courses and study: my courses, a lesson, PDFs, homework, resources', () => {
  let app: RunningApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    app = await startApp();
    browser = await launchBrowser();
    context = await openContext(browser, app.baseUrl, TABLET);
    page = await context.newPage();
    await signIn(page, 'demo', { closeNotices: true });
  });

  after(async () => {
    await browser?.close();
    await app?.stop();
  });

  test(
    'demo opens 我的课程 from the menu, then a course, then a lesson whose video plays and seeks',
    { timeout: 180_000 },
    async () => {
      await openFromMenu(page, '我的课程', '我的课程');
      await page.waitForURL('**/student/myStudy');
      const courses = await callAs<MyStudyCourse[]>(page, '/api/v3/student/getMyStudyList');
      assert.ok(courses.length >= 2, 'demo studies at least two courses');
      const first = page.getByRole('article', { name: courses[0].courseName });
      await first.getByText(`已完成 ${courses[0].doneCount} / ${courses[0].lessonCount} 课`).waitFor();
      await screenshot(page, 'study-01-my-courses');

      const { course, detail } = await lessonWith(
        page,
        (lesson) =>
          lesson.materialList.some((material) => material.materialType === 2) && lesson.lessonCase !== null,
      );
      await page
        .getByRole('article', { name: course.courseName })
        .getByRole('link', { name: `继续学习 ${course.courseName}` })
        .click();
      await page.waitForURL('**/courseList?**');
      const path = page.getByRole('navigation', { name: '课时列表' });
      await path.getByRole('button').first().waitFor();
      await screenshot(page, 'study-02-course');

      await path.getByRole('button').filter({ hasText: detail.courseDetailName }).click();
      const lesson = page.getByRole('article', { name: detail.courseDetailName });
      await lesson.getByText(detail.teachingTask).waitFor();
      const video = lesson.locator('video').first();
      await video.waitFor();
      await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
      });
      await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0.2);
      const target = await video.evaluate((element: HTMLVideoElement) =>
        Math.min(element.duration * 0.6, element.duration - 0.5),
      );
      assert.ok(target > 1, 'the clip is long enough to seek in');
      await video.evaluate(async (element: HTMLVideoElement, to: number) => {
        const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
        element.currentTime = to;
        await seeked;
      }, target);
      const after = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
      assert.ok(Math.abs(after - target) < 1, `the video sought to ${target}s (it is at ${after}s)`);
      // Seeking asks for a part of the file: the server answers a Range request with that part.
      const partial = await video.evaluate(async (element: HTMLVideoElement) => {
        const response = await fetch(element.currentSrc, { headers: { Range: 'bytes=100-199' } });
        const body = await response.arrayBuffer();
        return {
          status: response.status,
          range: response.headers.get('content-range'),
          size: body.byteLength,
        };
      });
      assert.equal(partial.status, 206);
      assert.match(partial.range ?? '', /^bytes 100-199\/\d+$/);
      assert.equal(partial.size, 100);
      // The lesson's case plays in the Scratch player; 在创作中心打开 starts a work of mine from it.
      await lesson
        .locator('.lesson-case [data-player-state="ready"]')
        .waitFor({ timeout: EDITOR_TIMEOUT_MS });
      const editor = context.waitForEvent('page');
      await lesson.getByRole('button', { name: '在创作中心打开' }).click();
      const tab = await editor;
      await tab.waitForURL(/\/peixun\/showScratch\?id=\d+/);
      await tab.close();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'study-03-lesson-video');
    },
  );

  test(
    'a Chinese PDF handout renders in the reader: pages drawn, page 2 reached, full screen entered',
    { timeout: 180_000 },
    async () => {
      const { course, detail } = await lessonWith(page, (lesson) =>
        lesson.materialList.some((material) => material.materialType === 3 && material.pageCount >= 2),
      );
      const pdf = detail.materialList.find(
        (material) => material.materialType === 3 && material.pageCount >= 2,
      );
      assert.ok(pdf);
      await page.goto(`/courseList?id=${course.courseId}&lesson=${detail.courseDetailId}`);
      const lesson = page.getByRole('article', { name: detail.courseDetailName });
      const handout = lesson.locator('.lesson-pdf').filter({ hasText: pdf.materialName });
      await handout.getByRole('button', { name: '打开阅读' }).click();
      await page.waitForURL('**/showPDF?**');
      const reader = page.locator('[data-pdf-state="ready"]');
      await reader.waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { level: 1, name: pdf.materialName }).waitFor();

      const firstPage = page.locator('[data-page="1"] canvas');
      await firstPage.waitFor();
      await page.waitForFunction(() => document.querySelector('[data-page="1"] .textLayer span') !== null);
      assert.ok((await inkOf(firstPage)) > 2_000, 'page 1 is drawn');
      const text = await page.locator('[data-page="1"] .textLayer').innerText();
      assert.match(text, /[\u4e00-\u9fff]/, 'the page carries Chinese text');
      await screenshot(page, 'study-04-pdf-reader');

      await page.getByRole('button', { name: '下一页' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /第 2 页，共 \d+ 页/ })
        .waitFor();
      const secondPage = page.locator('[data-page="2"] canvas');
      await secondPage.waitFor();
      await page.waitForFunction(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('[data-page="2"] canvas');
        return canvas !== null && canvas.width > 0;
      });
      assert.ok((await inkOf(secondPage)) > 2_000, 'page 2 is drawn');

      await page.getByRole('button', { name: '全屏' }).click();
      await page.waitForFunction(() => document.fullscreenElement !== null);
      await page.getByRole('button', { name: '退出全屏' }).waitFor();
      await screenshot(page, 'study-05-pdf-full-screen');
      await page.getByRole('button', { name: '退出全屏' }).click();
      await page.waitForFunction(() => document.fullscreenElement === null);
    },
  );

  test(
    'a missing PDF gets a clear message and a way back, never a blank page',
    { timeout: 90_000 },
    async () => {
      await page.goto(
        '/showPDF2?url=%2Fcontent%2Fnot-there.pdf&title=%E4%B8%A2%E5%A4%B1%E7%9A%84%E8%AE%B2%E4%B9%89',
      );
      await page.locator('[data-pdf-state="failed"]').waitFor({ timeout: 60_000 });
      await page.getByRole('heading', { name: '这个文件找不到了' }).waitFor();
      // Opened afresh (a new tab), the way back leads to the student's courses.
      assert.equal(
        await page.getByRole('link', { name: '回到我的课程' }).last().getAttribute('href'),
        '/student/myStudy',
      );
      await screenshot(page, 'study-06-pdf-missing');
    },
  );

  test(
    'demo hands in homework from one of her works, and it shows as submitted',
    { timeout: 120_000 },
    async () => {
      await page.goto('/task-customer');
      await page.getByRole('heading', { name: '我的作业', level: 1 }).waitFor();
      const { list } = await callAs<HomeworkPage>(
        page,
        '/api/v3/student/homework/getHomeworkList?pageNumber=1&pageSize=50&state=open',
      );
      const task = list[0] as Homework | undefined;
      assert.ok(task, 'demo has an open task');
      const card = page.getByRole('article', { name: task.title });
      await card.waitFor();
      await screenshot(page, 'study-07-homework');
      await card.getByRole('button', { name: '提交作品' }).click();
      const dialog = page.getByRole('dialog').filter({ hasText: `提交作业：${task.title}` });
      await dialog.getByRole('radio').first().click();
      const chosen = (
        await dialog.getByRole('radio', { checked: true }).locator('.homework-pick-name').innerText()
      ).trim();
      await dialog.getByRole('button', { name: '确认提交' }).click();
      await page.getByText('提交成功').first().waitFor();
      await card.getByText('已提交').waitFor();
      await card.getByText(chosen).waitFor();
      const after = await callAs<Homework>(page, `/api/v3/student/homework/getHomeworkDetail/${task.id}`);
      assert.equal(after.state, 'submitted');
      assert.equal(after.submission?.opusName, chosen);
      await screenshot(page, 'study-08-homework-submitted');
    },
  );

  test(
    'demo comments on a course resource and collects it; it shows under 我的收藏',
    { timeout: 120_000 },
    async () => {
      await page.goto('/myStudyCommen');
      await page.getByRole('heading', { name: '课程资源', level: 1 }).waitFor();
      const first = page.locator('.resource-card').first();
      await first.waitFor();
      await screenshot(page, 'study-09-resources');
      const title = (await first.locator('.resource-card-title').innerText()).trim();
      await first.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();

      const words = '坐标原来这么有趣，我学会了！';
      await page.getByRole('textbox', { name: '写下你的评论' }).fill(words);
      await page.getByRole('button', { name: '发表评论' }).click();
      await page.locator('.comments-list').getByText(words).waitFor();

      const collect = page.getByRole('button', { name: /^收藏 \d+$/ });
      await collect.click();
      await page.getByRole('button', { name: /^已收藏 \d+$/ }).waitFor();
      await screenshot(page, 'study-10-resource-commented');

      await openFromMenu(page, '我的收藏', '我的收藏');
      await page.getByRole('radiogroup', { name: '收藏的内容' }).getByText('课程资源').click();
      await page.getByRole('article', { name: title }).waitFor();
      await screenshot(page, 'study-11-collection-resources');
    },
  );

  test('a news article without an id is a friendly page with a way back', { timeout: 60_000 }, async () => {
    await page.goto('/artical-detail');
    await page.getByRole('heading', { name: '这个链接里没有文章' }).waitFor();
    await page.getByRole('link', { name: '回到首页' }).click();
    await page.waitForURL('**/home');
  });

  test('on a phone the study pages fit the screen', { timeout: 120_000 }, async () => {
    await page.setViewportSize(PHONE);
    for (const [path, name] of [
      ['/student/myStudy', 'study-12-phone-my-courses'],
      ['/task-customer', 'study-13-phone-homework'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .locator('.ant-skeleton')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await fitsWidth(page);
      await screenshot(page, name);
    }
    const { course, detail } = await lessonWith(page, (lesson) => lesson.materialList.length > 0);
    await page.goto(`/courseList?id=${course.courseId}&lesson=${detail.courseDetailId}`);
    await page.getByRole('article', { name: detail.courseDetailName }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'study-14-phone-lesson');
    await page.setViewportSize(TABLET);
  });
});
