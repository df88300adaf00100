import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Classmate } from '../../core/galleryTypes';
import { createFakeHttp } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { KINDS, homeServer } from './homeFakeServer';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { NOW, STUDENT, aGalleryOpus, serveClassmates } from './worksFakeServer';
import type { ClassmatesWorld } from './worksFakeServer';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

function aClassmate(overrides: Partial<Classmate> & Pick<Classmate, 'studentId' | 'name'>, classId = 1) {
  return {
    avatar: '',
    className: 'Scratch启蒙A班',
    opusCount: 3,
    medals: [],
    classId,
    ...overrides,
  };
}

const student = { studentId: 11, name: '周子涵', avatar: '', className: 'Scratch启蒙A班' };
/** The first day of the month `monthsAgo` months before this one, at noon. */
function monthStart(monthsAgo: number): number {
  const now = new Date(NOW);
  return new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1, 12).getTime();
}

function aWorld(timelineWorks = 3): ClassmatesWorld {
  const works = Array.from({ length: timelineWorks }, (_, index) =>
    aGalleryOpus({
      id: 50 + index,
      name: `子涵的作品${index + 1}`,
      createTime: monthStart(index < 2 ? 0 : 1) + index,
    }),
  );
  return {
    cards: [
      { classId: 1, className: 'Scratch启蒙A班', classmateCount: 8, opusCount: 40 },
      { classId: 2, className: 'Python进阶B班', classmateCount: 5, opusCount: 1_200 },
    ],
    classmates: [
      aClassmate({
        studentId: 11,
        name: '周子涵',
        opusCount: 12,
        medals: [{ medalIcon: '/medals/star.svg', medalName: '创作之星' }],
      }),
      aClassmate({ studentId: 12, name: '吴思远' }),
      aClassmate({ studentId: 21, name: '黄雨桐', className: 'Python进阶B班' }, 2),
    ],
    timelines: { 11: { student, works } },
  };
}

describe('my classmates', () => {
  it('shows my classes with their counts and my classmates as cards that open their works', async () => {
    const http = createFakeHttp();
    serveClassmates(http, aWorld());
    await renderPage('/student/myClassmate', { http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByRole('heading', { name: '我的同学', level: 1 })).toBeInTheDocument();

    const classes = await screen.findByRole('radiogroup', { name: '选择班级' });
    expect(
      within(classes).getByRole('radio', { name: /Python进阶B班 5 位同学 · 1.2K 个作品/ }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '我的同学' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    const zihan = within(list).getByRole('link', { name: /周子涵/ });
    expect(zihan).toHaveAttribute('href', '/myClassmate/opus?studentId=11');
    expect(zihan).toHaveTextContent('12 个作品');
    expect(within(zihan).getByRole('img', { name: '创作之星' })).toHaveAttribute('src', '/medals/star.svg');

    await events.click(within(classes).getByRole('radio', { name: /Python进阶B班/ }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: /黄雨桐/ })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getMyClassmateList`).at(-1)?.params).toMatchObject({ classId: 2 });

    await events.click(within(classes).getByRole('radio', { name: /全部班级/ }));
    await events.type(screen.getByRole('searchbox', { name: '搜索同学姓名' }), '思远{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: /吴思远/ })).toBeInTheDocument();
    const last = http.callsTo(`${STUDENT}/getMyClassmateList`).at(-1)?.params;
    expect(last).toMatchObject({ keyword: '思远' });
    expect(last).not.toHaveProperty('classId');
  });

  it("shows a classmate's works by month, newest first, and loads more on request", async () => {
    const http = createFakeHttp();
    serveClassmates(http, aWorld(14));
    await renderPage('/myClassmate/opus?studentId=11', { http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByRole('heading', { name: '周子涵的作品', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/共 14 个作品/)).toBeInTheDocument();

    const thisMonth = new Date(monthStart(0));
    const lastMonth = new Date(monthStart(1));
    const monthName = (date: Date) => `${date.getFullYear()}年${date.getMonth() + 1}月`;
    const months = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(months).toEqual([monthName(thisMonth), monthName(lastMonth)]);
    expect(
      within(screen.getByRole('list', { name: monthName(thisMonth) })).getAllByRole('article'),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole('list', { name: monthName(lastMonth) })).getAllByRole('article'),
    ).toHaveLength(10);

    await events.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: monthName(lastMonth) })).getAllByRole('article'),
      ).toHaveLength(12),
    );
    expect(screen.getByText('已经到底啦')).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getStudentOpusTimeline`).map((call) => call.params.pageNumber)).toEqual([
      1, 2,
    ]);
    expect(screen.getByRole('article', { name: '子涵的作品14' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '子涵的作品1' })).toHaveAttribute('href', '/opusDetail?id=50');
  });

  it('says so when the student is not a schoolmate', async () => {
    const http = createFakeHttp();
    serveClassmates(http, aWorld());
    await renderPage('/myClassmate/opus?studentId=999', { http });
    expect(await screen.findByRole('heading', { name: '没有找到这位同学' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /返回我的同学/ })).toHaveAttribute(
      'href',
      '/student/myClassmate',
    );
  });

  it("leads from the home ranking to a schoolmate's works, and from my works count to 我的作品", async () => {
    const http = homeServer(KINDS.school);
    const world = aWorld();
    world.timelines[5] = {
      student: { studentId: 5, name: '李晓雨', avatar: '', className: 'Scratch启蒙A班' },
      works: [aGalleryOpus({ id: 70, name: '晓雨的迷宫', studentName: '李晓雨' })],
    };
    serveClassmates(http, world);
    await renderPage('/home', { http, user: KINDS.school });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

    const achievements = await screen.findByRole('region', { name: '我的成就' });
    expect(
      await within(achievements).findByRole('link', { name: '15 个作品，查看我的作品' }),
    ).toHaveAttribute('href', '/student/myOpus');
    const ranking = await screen.findByRole('region', { name: '本月作品排行榜' });
    const leader = await within(ranking).findByRole('link', { name: '李晓雨' });
    expect(leader).toHaveAttribute('href', '/myClassmate/opus?studentId=5');
    await events.click(leader);
    expect(await screen.findByRole('heading', { name: '李晓雨的作品', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '晓雨的迷宫' })).toBeInTheDocument();
  });
});
