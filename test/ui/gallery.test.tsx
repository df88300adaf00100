import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { aStudent } from '../helpers/renderWithProviders';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';
import { STUDENT, TAGS, aGalleryOpus, paged, serveGallery } from './worksFakeServer';
import type { GalleryWorld } from './worksFakeServer';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

const cat = aGalleryOpus({
  id: 1,
  name: '跳舞的小猫咪和它的好朋友们',
  viewNumber: 12_345,
  praiseNumber: 1_500,
  collectionNumber: 999,
  featured: true,
});
const turtle = aGalleryOpus({
  id: 2,
  name: '海龟画彩虹',
  opusType: 2,
  studentName: '黄雨桐',
  tags: [TAGS[1]],
});
const quiz = aGalleryOpus({ id: 3, name: '猜数字', opusType: 2, studentName: '徐明泽', tags: [TAGS[0]] });
const story = aGalleryOpus({ id: 4, name: '小红帽', tags: [TAGS[2]] });

function aWorld(): GalleryWorld {
  return {
    featured: [cat],
    popular: [cat, story],
    latest: [quiz, turtle, story, cat],
    recommend: [cat, turtle, quiz, story],
  };
}

async function openGallery(world: GalleryWorld, scope: '' | 'School', schoolStatus: 0 | 1) {
  const http = createFakeHttp();
  serveGallery(http, world, scope);
  const view = await renderPage('/student/opusSquare', { http, user: aStudent({ schoolStatus }) });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, http, events };
}

function mainList() {
  return screen.findByRole('list', { name: '全部作品' });
}

describe('the gallery', () => {
  it('shows a school student 校内作品: picks, the most liked and every work, with counts in K and W', async () => {
    const { http } = await openGallery(aWorld(), 'School', 1);
    expect(await screen.findByRole('heading', { name: '校内作品', level: 1 })).toBeInTheDocument();
    // The route is named 作品广场; a school's students see their own name in the tab and the window.
    await waitFor(() => expect(document.title).toBe('校内作品 - 码芽 少儿编程平台'));

    const featured = await screen.findByRole('list', { name: '精选作品' });
    const pick = await within(featured).findByRole('article', { name: cat.name });
    expect(within(pick).getByText('精选')).toBeInTheDocument();
    expect(within(pick).getByText('Scratch')).toBeInTheDocument();
    expect(within(pick).getByRole('link', { name: cat.name })).toHaveAttribute('href', '/opusDetail?id=1');
    expect(within(pick).getByRole('img', { name: `作品“${cat.name}”的封面` })).toHaveAttribute(
      'src',
      '/works/covers/1.png',
    );
    const counts = within(pick).getByRole('list', { name: '作品数据' });
    expect(counts).toHaveTextContent('浏览1.2W');
    expect(counts).toHaveTextContent('点赞1.5K');
    expect(counts).toHaveTextContent('收藏999');
    // The author line keeps four characters of a name.
    expect(within(pick).getByText('作者：周子涵')).toBeInTheDocument();

    const popular = await screen.findByRole('list', { name: '最受欢迎' });
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(2));

    const main = await mainList();
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(4));
    expect(
      within(within(main).getByRole('article', { name: '海龟画彩虹' })).getByText('Python'),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '查看更多精选作品' })).toHaveAttribute(
      'href',
      '/student/goodsOpusPage',
    );
    expect(screen.getByRole('link', { name: '查看更多最新作品' })).toHaveAttribute(
      'href',
      '/student/newOpusPage',
    );
    // The school gallery's own calls, never the public ones.
    expect(http.callsTo(`${STUDENT}/getSchoolRecommendOpusList`)[0].params).toMatchObject({
      limitCount: 1000,
      pageNumber: 1,
    });
    expect(http.callsTo(`${STUDENT}/getSchoolTheMostPopularOpusList`)[0].params).toMatchObject({
      limitCount: 4,
    });
    expect(http.callsTo(`${STUDENT}/getRecommendOpusList`)).toHaveLength(0);
  });

  it('shows a student without a school 作品广场 from the public lists', async () => {
    const { http } = await openGallery(aWorld(), '', 0);
    expect(await screen.findByRole('heading', { name: '作品广场', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('作品广场 - 码芽 少儿编程平台');
    const main = await mainList();
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(4));
    expect(http.callsTo(`${STUDENT}/getFeaturedOpusList`)).toHaveLength(1);
    expect(http.callsTo(`${STUDENT}/getSchoolRecommendOpusList`)).toHaveLength(0);
  });

  it('sorts by latest, filters by kind and tag, and searches titles and authors', async () => {
    const { http, events } = await openGallery(aWorld(), 'School', 1);
    const main = await mainList();
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(4));

    await events.click(within(screen.getByLabelText('排序')).getByText('最新'));
    await waitFor(() => expect(http.callsTo(`${STUDENT}/getSchoolLatestOpusList`)).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(main)
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-labelledby')),
      ).toEqual(['works-card-3-title', 'works-card-2-title', 'works-card-4-title', 'works-card-1-title']),
    );

    await events.click(within(screen.getByLabelText('作品类型')).getByText('Python'));
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(2));
    expect(http.callsTo(`${STUDENT}/getSchoolLatestOpusList`).at(-1)?.params).toMatchObject({ opusType: 2 });

    await events.click(within(screen.getByRole('radiogroup', { name: '作品标签' })).getByText('游戏'));
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(1));
    expect(within(main).getByRole('article', { name: '猜数字' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getSchoolLatestOpusList`).at(-1)?.params).toMatchObject({
      opusType: 2,
      tagId: 1,
    });

    await events.click(within(screen.getByRole('radiogroup', { name: '作品标签' })).getByText('全部标签'));
    await events.click(within(screen.getByLabelText('作品类型')).getByText('全部'));
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(4));

    const search = screen.getByRole('searchbox', { name: '搜索作品名称或作者' });
    await events.type(search, '黄雨桐');
    await events.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(1));
    expect(within(main).getByRole('article', { name: '海龟画彩虹' })).toBeInTheDocument();
    const last = http.callsTo(`${STUDENT}/getSchoolLatestOpusList`).at(-1)?.params;
    expect(last).toMatchObject({ keyword: '黄雨桐' });
    expect(last).not.toHaveProperty('tagId');
    expect(last).not.toHaveProperty('opusType');

    await events.clear(search);
    await events.type(search, '恐龙{Enter}');
    expect(await screen.findByText('没有找到和“恐龙”有关的作品')).toBeInTheDocument();
  });

  it('pages through the main list', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      aGalleryOpus({ id: 100 + index, name: `作品${index + 1}` }),
    );
    const { http, events } = await openGallery({ ...aWorld(), recommend: many }, 'School', 1);
    const main = await mainList();
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(12));
    expect(screen.getByText('共 30 个')).toBeInTheDocument();
    await events.click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(within(main).getAllByRole('article')).toHaveLength(6));
    expect(within(main).getByRole('article', { name: '作品30' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getSchoolRecommendOpusList`).at(-1)?.params).toMatchObject({
      pageNumber: 3,
    });
  });

  it('says so when a list is empty or cannot be loaded, and loads it again on request', async () => {
    const world = { ...aWorld(), featured: [] };
    const http = createFakeHttp();
    serveGallery(http, world, 'School');
    let broken = true;
    http.on('GET', `${STUDENT}/getSchoolRecommendOpusList`, (request) =>
      broken ? fail(404, '接口不存在') : ok(paged([cat], request)),
    );
    await renderPage('/student/opusSquare', { http, user: aStudent() });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByText('老师还没有挑选精选作品')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: /全部作品/ });
    await within(section).findByText('作品加载失败');
    broken = false;
    await events.click(within(section).getByRole('button', { name: /重新加载/ }));
    expect(await within(section).findByRole('article', { name: cat.name })).toBeInTheDocument();
  });

  it('lists every teacher pick on 精选作品 and the latest on 最新作品, by kind', async () => {
    const http = createFakeHttp();
    serveGallery(http, { ...aWorld(), featured: [cat, turtle] }, 'School');
    await renderPage('/student/goodsOpusPage', { http, user: aStudent() });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByRole('heading', { name: '精选作品', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: '海龟画彩虹' });
    expect(screen.getByRole('article', { name: cat.name })).toBeInTheDocument();
    await events.click(within(screen.getByLabelText('作品类型')).getByText('Scratch'));
    await waitFor(() => expect(screen.queryByRole('article', { name: '海龟画彩虹' })).toBeNull());
    expect(http.callsTo(`${STUDENT}/getSchoolFeaturedOpusList`).at(-1)?.params).toMatchObject({
      opusType: 1,
    });
  });
});
