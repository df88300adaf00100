import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { studyPaths } from '../../core/studyTypes';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { renderWithProviders } from '../helpers/renderWithProviders';
import { API, KINDS, homeServer } from './homeFakeServer';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { findDialog } from './slotHarness';
import { aWorld, serveStudy } from './studyFakeServer';
import type { StudyWorld } from './studyFakeServer';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

async function open(path: string, world: StudyWorld = aWorld()) {
  const http = createFakeHttp();
  serveStudy(http, world);
  const view = await renderPage(path, { http });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, http, events, world };
}

describe('my courses', () => {
  it('shows each course with where it is studied, progress, and the next lesson and its time', async () => {
    await open('/student/myStudy');
    const scratch = await screen.findByRole('article', { name: 'Scratch启蒙' });
    expect(within(scratch).getByText('班级课程')).toBeInTheDocument();
    expect(within(scratch).getByText('Scratch启蒙A班')).toBeInTheDocument();
    expect(within(scratch).getByText('已完成 3 / 12 课')).toBeInTheDocument();
    expect(within(scratch).getByText(/第 3 课 造型与动画/)).toBeInTheDocument();
    expect(within(scratch).getByText('11月29日 周五 16:00')).toBeInTheDocument();
    expect(within(scratch).getByRole('link', { name: '继续学习 Scratch启蒙' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/courseList\?id=1&courseDescription=.+&coursePicture=/),
    );
    expect(within(scratch).getByRole('link', { name: /我的作业/ })).toHaveAttribute(
      'href',
      '/task-customer?courseId=1',
    );

    const python = screen.getByRole('article', { name: 'Python进阶' });
    expect(within(python).getByText('附加学习卡')).toBeInTheDocument();
    expect(within(python).getByText('这门课的课时都上完啦，真棒！')).toBeInTheDocument();
  });

  it('tells a student without courses where their courses will come from, with a way home', async () => {
    await open('/student/myStudy', aWorld({ courses: [] }));
    expect(await screen.findByText('还没有课程哦')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/home');
  });
});

describe('a course', () => {
  it('shows the learning path and opens where the student left off: the first open lesson', async () => {
    await open('/courseList?id=1&courseDescription=x&coursePicture=');
    const path = await screen.findByRole('navigation', { name: '课时列表' });
    const steps = within(path).getAllByRole('button');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('已完成'),
      expect.stringContaining('可以学习'),
      expect.stringContaining('11月29日 周五 16:00 开放'),
    ]);
    expect(within(path).getByText('下一课')).toBeInTheDocument();
    expect(steps[1]).toHaveAttribute('aria-current', 'step');

    const lesson = await screen.findByRole('article', { name: '让角色动起来' });
    expect(within(lesson).getByText('认识舞台和角色，让小猫走起来。')).toBeInTheDocument();
    expect(within(lesson).getByText('会用移动积木和重复执行积木。')).toBeInTheDocument();
    const video = await within(lesson).findByLabelText('视频：小猫走路');
    expect(video).toHaveAttribute('src', '/media/lessons/move.mp4?sig=1');
    expect(within(lesson).getByText('第2课讲义')).toBeInTheDocument();
    expect(within(lesson).getByRole('img', { name: '图片：舞台' })).toBeInTheDocument();
    expect(within(lesson).getByRole('link', { name: '去完成作业' })).toHaveAttribute(
      'href',
      '/task-customer?courseId=1&homeworkId=7',
    );
  });

  it('opens a handout in the PDF reader with its play address', async () => {
    const { events, router } = await open('/courseList?id=1&lesson=12');
    const lesson = await screen.findByRole('article', { name: '让角色动起来' });
    await events.click(await within(lesson).findByRole('button', { name: /打开阅读/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/showPDF'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('url')).toBe('/media/lessons/move.pdf?sig=1');
    expect(query.get('title')).toBe('第2课讲义');
  });

  it('opens another lesson from the path without leaving the course’s address', async () => {
    const { events, router } = await open('/courseList?id=1');
    const path = await screen.findByRole('navigation', { name: '课时列表' });
    await screen.findByRole('article', { name: '让角色动起来' });
    await events.click(within(path).getByRole('button', { name: /认识舞台与角色/ }));
    expect(await screen.findByRole('article', { name: '认识舞台与角色' })).toBeInTheDocument();
    expect(within(path).getByRole('button', { name: /认识舞台与角色/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(router.state.location.search).toBe('?id=1');
  });

  it('keeps a locked lesson’s materials closed and says when it opens', async () => {
    const { http } = await open('/courseList?id=1&lesson=13');
    const lesson = await screen.findByRole('article', { name: '造型与动画' });
    expect(within(lesson).getByText('这节课还没有开放')).toBeInTheDocument();
    expect(within(lesson).getByText(/11月29日 周五 16:00 上课后/)).toBeInTheDocument();
    expect(http.callsTo(studyPaths.lessonDetail)).toHaveLength(0);
  });

  it('answers a course that is not mine with a friendly page and a way back', async () => {
    await open('/courseList?id=99');
    expect(await screen.findByRole('heading', { name: '找不到这门课程' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '我的课程' }).at(-1)).toHaveAttribute(
      'href',
      '/student/myStudy',
    );
  });
});

describe('homework', () => {
  it('lists tasks by state with the due time, the lesson, and a marked task’s score and comment', async () => {
    await open('/task-customer');
    const maze = await screen.findByRole('article', { name: '小猫走迷宫' });
    expect(within(maze).getByText('待提交')).toBeInTheDocument();
    expect(within(maze).getByText(/还剩 2 天/)).toBeInTheDocument();
    expect(within(maze).getByRole('link', { name: /第 2 课 让角色动起来/ })).toHaveAttribute(
      'href',
      expect.stringContaining('lesson=12'),
    );

    const dance = screen.getByRole('article', { name: '会跳舞的角色' });
    expect(within(dance).getByText('已批改')).toBeInTheDocument();
    expect(within(dance).getByText('95')).toBeInTheDocument();
    expect(within(dance).getByText('动作很流畅，继续加油！')).toBeInTheDocument();
    expect(within(dance).queryByRole('button', { name: /提交/ })).toBeNull();

    const rainbow = screen.getByRole('article', { name: '画一个彩虹' });
    expect(within(rainbow).getByText('已逾期')).toBeInTheDocument();
    expect(within(rainbow).getByText(/已超过 2 天/)).toBeInTheDocument();
  });

  it('hands in one of my works: the picker shows my works of the task’s kind, and the task becomes submitted', async () => {
    const { events, http } = await open('/task-customer');
    const maze = await screen.findByRole('article', { name: '小猫走迷宫' });
    await events.click(within(maze).getByRole('button', { name: /提交作品/ }));
    const dialog = await findDialog('提交作业：小猫走迷宫');
    await events.click(await within(dialog).findByRole('radio', { name: /迷宫大冒险/ }));
    await events.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    expect(await screen.findByText('提交成功，等老师批改吧！')).toBeInTheDocument();
    expect(http.callsTo(studyPaths.homeworkSubmit)[0].body).toEqual({ homeworkId: '7', opusId: '32' });
    const submitted = await screen.findByRole('article', { name: '小猫走迷宫' });
    await within(submitted).findByText('已提交');
    expect(within(submitted).getByText('迷宫大冒险')).toBeInTheDocument();
    expect(within(submitted).getByRole('button', { name: /重新提交/ })).toBeInTheDocument();
  });

  it('warns before handing in an overdue task, and says it counts as late', async () => {
    const { events } = await open('/task-customer');
    const rainbow = await screen.findByRole('article', { name: '画一个彩虹' });
    await events.click(within(rainbow).getByRole('button', { name: /提交作品/ }));
    const dialog = await findDialog('提交作业：画一个彩虹');
    expect(within(dialog).getByText('已经过了截止时间，现在提交会记为迟交。')).toBeInTheDocument();
    await events.click(await within(dialog).findByRole('radio', { name: /跳舞的猫/ }));
    await events.click(within(dialog).getByRole('button', { name: /确认提交/ }));
    expect(await screen.findByText('提交成功，这次记为迟交。')).toBeInTheDocument();
    const late = await screen.findByRole('article', { name: '画一个彩虹' });
    expect(await within(late).findByText('迟交')).toBeInTheDocument();
  });
});

describe('course resources', () => {
  it('opens a resource from the list, collects it, and reads its comments from the resource’s own list', async () => {
    const { events, http, world } = await open('/myStudyCommen?courseId=1');
    const card = await screen.findByRole('article', { name: '坐标是什么' });
    await events.click(within(card).getByRole('link', { name: '坐标是什么' }));
    expect(await screen.findByRole('heading', { level: 1, name: '坐标是什么' })).toBeInTheDocument();
    expect(screen.getByText('舞台的中心是 (0, 0)。')).toBeInTheDocument();
    await waitFor(() => expect(http.callsTo(studyPaths.referenceComments)).not.toHaveLength(0));
    expect(http.callsTo(studyPaths.referenceComments)[0].params).toMatchObject({ referenceId: 5 });

    const collect = screen.getByRole('button', { name: /收藏 4/ });
    expect(collect).toHaveAttribute('aria-pressed', 'false');
    await events.click(collect);
    expect(await screen.findByText('收藏成功')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /已收藏 5/ })).toHaveAttribute('aria-pressed', 'true');
    expect(world.collected.map((item) => item.id)).toEqual([5]);
    expect(http.callsTo(studyPaths.referenceCollection(5))[0].params).toEqual({});
  });

  it('lists the class files with their kind and size, and saves one fetched with the token', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:file-3', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { events, http } = await open('/myStudyCommen?tab=files');
    const file = await screen.findByText('第2课课件.pptx');
    const row = file.closest('li') as HTMLElement;
    expect(within(row).getByText(/演示文稿 · 2\.3 MB/)).toBeInTheDocument();
    await events.click(within(row).getByRole('button', { name: '下载 第2课课件.pptx' }));
    await waitFor(() => expect(saved).toEqual(['第2课课件.pptx blob:file-3']));
    expect(http.callsTo(studyPaths.resourceFileDownload(3))[0].headers.accessToken).toBeTruthy();
    click.mockRestore();
  });

  it('shows collected resources under 我的收藏, and takes one back out', async () => {
    const world = aWorld();
    world.collected = [{ ...world.references[0], isCollectioned: true, collectTime: Date.now() }];
    const { events } = await open('/student/myCollection?tab=resources', world);
    const card = await screen.findByRole('article', { name: '坐标是什么' });
    await events.click(within(card).getByRole('button', { name: '取消收藏 坐标是什么' }));
    expect(
      await screen.findByText('还没有收藏课程资源，在资源页点「收藏」就会出现在这里。'),
    ).toBeInTheDocument();
  });
});

describe('news comments', () => {
  it('shows a signed-in reader the comment form and the article’s comments from its own list', async () => {
    const http = homeServer(KINDS.school);
    http.on('GET', studyPaths.newsComments, () => ok({ list: [], total: 0, pageNumber: 1, pageSize: 10 }));
    await renderPage('/artical-detail?id=11', { http });
    await screen.findByRole('heading', { name: '星河校区编程开放日' });
    expect(await screen.findByRole('textbox', { name: '写下你的评论' })).toBeInTheDocument();
    await waitFor(() => expect(http.callsTo(studyPaths.newsComments)).toHaveLength(1));
    expect(http.callsTo(studyPaths.newsComments)[0].params).toMatchObject({ articleId: 11 });
  });

  it('asks a visitor to sign in to comment, without asking the server for comments', async () => {
    const http = homeServer(KINDS.school);
    await renderWithProviders('/artical-detail?id=11', { http });
    await screen.findByRole('heading', { name: '星河校区编程开放日' });
    expect(screen.getByText('登录后可以看到评论，也能发表你的想法。')).toBeInTheDocument();
    expect(http.callsTo(studyPaths.newsComments)).toHaveLength(0);
  });

  it('is a friendly page with a way back when the address names no article', async () => {
    await renderPage('/artical-detail', { http: homeServer(KINDS.school) });
    expect(await screen.findByRole('heading', { name: '这个链接里没有文章' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '回到首页' })).toHaveAttribute('href', '/home');
  });

  it('says an unknown article is not found, with a way for a visitor to sign in', async () => {
    const http = homeServer(KINDS.school);
    http.on('GET', API('getNewsArticleDetails/404'), () => fail(404, '文章不存在'));
    await renderWithProviders('/artical-detail?id=404', { http });
    expect(await screen.findByRole('heading', { name: '没有找到这篇文章' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });
});
