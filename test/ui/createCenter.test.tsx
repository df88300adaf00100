import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Paged } from '../../core/homeTypes';
import type { IntegralList } from '../../core/pointsTypes';
import type {
  MyOpus,
  SavedOpus,
  TemplateUnlock,
  ThemeTemplate,
  ThemeTemplateType,
} from '../../core/workTypes';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { renderPage } from '../helpers/renderPage';
import { useInlineComputedStyle } from '../helpers/inlineComputedStyle';

configure({ defaultHidden: true, asyncUtilTimeout: 15_000 });
useInlineComputedStyle();
jest.setTimeout(90_000);

const STUDENT = '/api/v3/student';
const NOW = Date.now();
const MINUTE = 60_000;

const TYPES: ThemeTemplateType[] = [
  { id: 1, name: '游戏' },
  { id: 2, name: '故事' },
];

function aTemplate(overrides: Partial<ThemeTemplate> & Pick<ThemeTemplate, 'id' | 'name'>): ThemeTemplate {
  return {
    typeId: 1,
    typeName: '游戏',
    description: '一个有趣的模板',
    cover: '/templates/cover.png',
    opusType: 1,
    price: 0,
    unlocked: true,
    ...overrides,
  };
}

function aWork(overrides: Partial<MyOpus> & Pick<MyOpus, 'id' | 'name'>): MyOpus {
  return {
    cover: '',
    opusType: 1,
    version: 1,
    published: false,
    schoolPublished: false,
    originalId: null,
    createTime: NOW - 60 * MINUTE,
    updateTime: NOW - 60 * MINUTE,
    ...overrides,
  };
}

/** A copy, as the wire would give: the store freezes what it receives, and the world changes on. */
function paged<T>(list: T[], request: { params: Record<string, unknown> }): Paged<T> {
  const pageNumber = Number(request.params.pageNumber ?? 1);
  const pageSize = Number(request.params.pageSize ?? 10);
  return {
    list: JSON.parse(JSON.stringify(list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize))) as T[],
    total: list.length,
    pageNumber,
    pageSize,
  };
}

interface World {
  balance: number;
  templates: ThemeTemplate[];
  works: MyOpus[];
}

/** Answers the creation centre's calls from `world`, which unlocks, uses and deletes change like the server would. */
function serve(http: FakeHttp, world: World) {
  http.on('GET', `${STUDENT}/getThemeTemplateTypeList`, () => ok(TYPES));
  http.on('GET', `${STUDENT}/getThemeTemplateList`, (request) => {
    const { typeId, opusType } = request.params;
    const list = world.templates.filter(
      (template) =>
        (typeId === undefined || template.typeId === Number(typeId)) &&
        (opusType === undefined || template.opusType === Number(opusType)),
    );
    return ok(paged(list, request));
  });
  http.on('GET', `${STUDENT}/getMyOpusList`, (request) => {
    const { opusType } = request.params;
    const list = world.works.filter((work) => opusType === undefined || work.opusType === Number(opusType));
    return ok(paged(list, request));
  });
  http.on('GET', `${STUDENT}/getMyIntegralList`, (request) =>
    ok<IntegralList>({ ...paged([], request), balance: world.balance }),
  );
  http.on('POST', `${STUDENT}/common/themeTemplate/unlock`, (request) => {
    const template = world.templates.find((item) => item.id === Number(request.body.id));
    if (!template) return fail(404, '模板不存在');
    if (!template.unlocked) {
      if (world.balance < template.price) return fail(409, '积分不足', 'POINTS_NOT_ENOUGH');
      world.balance -= template.price;
      template.unlocked = true;
    }
    return ok<TemplateUnlock>({ id: template.id, unlocked: true, balance: world.balance });
  });
}

async function openCreateCenter(world: World) {
  const http = createFakeHttp();
  serve(http, world);
  const view = await renderPage('/student/createCenter', { http });
  await screen.findByRole('heading', { name: '创作中心', level: 1 });
  const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...view, http, events };
}

function tileOf(list: HTMLElement, name: string): HTMLElement {
  return within(list).getByRole('article', { name });
}

describe('the creation centre', () => {
  it('starts new works, lists templates with their prices and my works with covers and times', async () => {
    await openCreateCenter({
      balance: 42,
      templates: [
        aTemplate({ id: 1, name: '接苹果', price: 0 }),
        aTemplate({ id: 2, name: '太空大战', price: 30, unlocked: false }),
        aTemplate({
          id: 3,
          name: '海龟画花',
          price: 10,
          unlocked: true,
          opusType: 2,
          typeId: 3,
          typeName: '艺术',
        }),
      ],
      works: [
        aWork({ id: 7, name: '跳舞的猫', updateTime: NOW - 3 * MINUTE }),
        aWork({ id: 8, name: '画彩虹', opusType: 2, cover: '/covers/rainbow.png' }),
      ],
    });

    const starts = screen.getByRole('navigation', { name: '新建作品' });
    const scratch = within(starts).getByRole('link', { name: /新建 Scratch 作品/ });
    expect(scratch).toHaveAttribute('href', '/peixun/showScratch');
    expect(scratch).toHaveAttribute('target', '_blank');
    expect(within(starts).getByRole('link', { name: /新建 Python 作品/ })).toHaveAttribute(
      'href',
      '/peixun/showPython',
    );

    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /云文件/ })).toHaveAttribute('href', '/student/cloudFile');

    const templates = await screen.findByRole('list', { name: '主题模板' });
    await waitFor(() => expect(within(templates).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: '游戏' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '故事' })).toBeInTheDocument();
    const free = tileOf(templates, '接苹果');
    expect(within(free).getByText('免费')).toBeInTheDocument();
    expect(within(free).getByRole('button', { name: /使用模板/ })).toBeInTheDocument();
    const locked = tileOf(templates, '太空大战');
    expect(within(locked).getByText('30 积分')).toBeInTheDocument();
    expect(within(locked).getByRole('button', { name: /解\s*锁/ })).toBeInTheDocument();
    expect(within(locked).queryByRole('button', { name: /使用模板/ })).toBeNull();
    const bought = tileOf(templates, '海龟画花');
    expect(within(bought).getByText('已解锁')).toBeInTheDocument();
    expect(within(bought).getByText('Python')).toBeInTheDocument();

    const works = await screen.findByRole('list', { name: '我的作品与草稿' });
    const cat = await within(works).findByRole('article', { name: '跳舞的猫' });
    // No cover yet: a picture drawn from the name, never a broken image.
    expect(within(cat).getByRole('img', { name: '作品“跳舞的猫”的封面' }).tagName).toBe('svg');
    expect(within(cat).getByText('3分钟前保存')).toBeInTheDocument();
    expect(within(cat).getByRole('link', { name: '编辑“跳舞的猫”（在新标签页打开）' })).toHaveAttribute(
      'href',
      '/peixun/showScratch?id=7',
    );
    const rainbow = tileOf(works, '画彩虹');
    expect(within(rainbow).getByRole('img', { name: '作品“画彩虹”的封面' })).toHaveAttribute(
      'src',
      '/covers/rainbow.png',
    );
    expect(within(rainbow).getByText('1小时前保存')).toBeInTheDocument();
    expect(within(rainbow).getByRole('link', { name: /编辑“画彩虹”/ })).toHaveAttribute(
      'href',
      '/peixun/showPython?id=8',
    );
    // A cover that cannot load gives way to the drawn one.
    fireEvent.error(within(rainbow).getByRole('img', { name: '作品“画彩虹”的封面' }));
    expect(within(rainbow).getByRole('img', { name: '作品“画彩虹”的封面' }).tagName).toBe('svg');
  });

  it('filters templates by type and kind, asking the server for each', async () => {
    const { http, events } = await openCreateCenter({
      balance: 0,
      templates: [
        aTemplate({ id: 1, name: '接苹果' }),
        aTemplate({ id: 2, name: '小红帽', typeId: 2, typeName: '故事' }),
        aTemplate({ id: 3, name: '猜数字', opusType: 2 }),
      ],
      works: [],
    });
    const templates = await screen.findByRole('list', { name: '主题模板' });
    await waitFor(() => expect(within(templates).getAllByRole('article')).toHaveLength(3));

    await events.click(screen.getByRole('tab', { name: '故事' }));
    await waitFor(() => expect(within(templates).getAllByRole('article')).toHaveLength(1));
    expect(tileOf(templates, '小红帽')).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/getThemeTemplateList`).at(-1)?.params).toMatchObject({ typeId: 2 });

    await events.click(screen.getByRole('tab', { name: '全部' }));
    await events.click(within(screen.getByLabelText('模板类型')).getByText('Python'));
    await waitFor(() => expect(within(templates).getAllByRole('article')).toHaveLength(1));
    expect(tileOf(templates, '猜数字')).toBeInTheDocument();
    const last = http.callsTo(`${STUDENT}/getThemeTemplateList`).at(-1)?.params;
    expect(last).toMatchObject({ opusType: 2 });
    expect(last).not.toHaveProperty('typeId');

    expect(await screen.findByText('还没有作品，点上面的按钮开始你的第一个创作吧！')).toBeInTheDocument();
  });

  it('unlocks a priced template after showing its price and my balance; the balance goes down', async () => {
    const { http, events } = await openCreateCenter({
      balance: 50,
      templates: [aTemplate({ id: 2, name: '太空大战', price: 30, unlocked: false })],
      works: [],
    });
    const templates = await screen.findByRole('list', { name: '主题模板' });
    const tile = await within(templates).findByRole('article', { name: '太空大战' });
    await events.click(within(tile).getByRole('button', { name: /解\s*锁/ }));

    const dialog = await screen.findByRole('dialog', { name: '解锁模板“太空大战”' });
    expect(within(dialog).getByText('30 积分')).toBeInTheDocument();
    expect(within(dialog).getByText('50 积分')).toBeInTheDocument();
    expect(within(dialog).getByText('20 积分')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: '确定解锁' }));

    await screen.findByText('模板“太空大战”解锁成功，快去使用吧！');
    expect(http.callsTo(`${STUDENT}/common/themeTemplate/unlock`)[0].body).toEqual({ id: '2' });
    await within(tile).findByRole('button', { name: /使用模板/ });
    expect(within(tile).getByText('已解锁')).toBeInTheDocument();
    // The unlock spent points: the balance is asked for again and shows what is left.
    expect(await screen.findByText('20')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('answers a balance too small with encouragement, not an error', async () => {
    const { http, events } = await openCreateCenter({
      balance: 5,
      templates: [aTemplate({ id: 2, name: '太空大战', price: 30, unlocked: false })],
      works: [],
    });
    const tile = await within(await screen.findByRole('list', { name: '主题模板' })).findByRole('article', {
      name: '太空大战',
    });
    await events.click(within(tile).getByRole('button', { name: /解\s*锁/ }));
    const dialog = await screen.findByRole('dialog', { name: '解锁模板“太空大战”' });
    await within(dialog).findByText('5 积分');
    await events.click(within(dialog).getByRole('button', { name: '确定解锁' }));

    expect(await within(dialog).findByText('积分还不够哦')).toBeInTheDocument();
    expect(within(dialog).getByText(/多做练习/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定解锁' })).toBeDisabled();
    expect(screen.queryByText('积分不足')).toBeNull();
    expect(http.callsTo(`${STUDENT}/common/themeTemplate/unlock`)).toHaveLength(1);
    expect(within(tile).getByRole('button', { name: /解\s*锁/ })).toBeInTheDocument();
  });

  it('uses a template: the new work opens in its editor in a new tab and joins my works', async () => {
    const world: World = {
      balance: 0,
      templates: [aTemplate({ id: 3, name: '猜数字', opusType: 2 })],
      works: [],
    };
    const { http, events } = await openCreateCenter(world);
    http.on('POST', `${STUDENT}/themeTemplate/use/3`, () => {
      const work = aWork({ id: 21, name: '猜数字', opusType: 2, updateTime: Date.now() });
      world.works.unshift(work);
      return ok<SavedOpus>({ id: 21, name: '猜数字', version: 1, cover: '', updateTime: work.updateTime });
    });
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await screen.findByText('还没有作品，点上面的按钮开始你的第一个创作吧！');
      const tile = await within(await screen.findByRole('list', { name: '主题模板' })).findByRole('article', {
        name: '猜数字',
      });
      await events.click(within(tile).getByRole('button', { name: /使用模板/ }));

      await waitFor(() => expect(tab.location.href).toBe('/peixun/showPython?id=21'));
      expect(open).toHaveBeenCalledTimes(1);
      expect(tab.opener).toBeNull();
      const works = await screen.findByRole('list', { name: '我的作品与草稿' });
      const created = await within(works).findByRole('article', { name: '猜数字' });
      expect(within(created).getByText('刚刚保存')).toBeInTheDocument();
    } finally {
      open.mockRestore();
    }
  });

  it('closes the empty tab and says so when a template cannot be used', async () => {
    const { http, events } = await openCreateCenter({
      balance: 0,
      templates: [aTemplate({ id: 3, name: '猜数字' })],
      works: [],
    });
    http.on('POST', `${STUDENT}/themeTemplate/use/3`, () => fail(404, '模板不存在'));
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      const tile = await within(await screen.findByRole('list', { name: '主题模板' })).findByRole('article', {
        name: '猜数字',
      });
      await events.click(within(tile).getByRole('button', { name: /使用模板/ }));
      await screen.findByText('模板不存在');
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    } finally {
      open.mockRestore();
    }
  });

  it('deletes a work after asking, and the list no longer shows it', async () => {
    const world: World = {
      balance: 0,
      templates: [],
      works: [aWork({ id: 7, name: '跳舞的猫' }), aWork({ id: 8, name: '画彩虹', opusType: 2 })],
    };
    const { http, events } = await openCreateCenter(world);
    http.on('POST', `${STUDENT}/deleteOpus/7`, () => {
      world.works = world.works.filter((work) => work.id !== 7);
      return ok(null);
    });
    expect(await screen.findByText('这里还没有模板，换个分类看看吧')).toBeInTheDocument();
    const works = await screen.findByRole('list', { name: '我的作品与草稿' });
    const cat = await within(works).findByRole('article', { name: '跳舞的猫' });
    await events.click(within(cat).getByRole('button', { name: '删除“跳舞的猫”' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('确定删除作品“跳舞的猫”吗？')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: /删\s*除/ }));

    await screen.findByText('作品已删除');
    await waitFor(() => expect(within(works).queryByRole('article', { name: '跳舞的猫' })).toBeNull());
    expect(within(works).getByRole('article', { name: '画彩虹' })).toBeInTheDocument();
    expect(http.callsTo(`${STUDENT}/deleteOpus/7`)).toHaveLength(1);
  });

  it('says when the templates cannot be loaded, and loads them again on request', async () => {
    const http = createFakeHttp();
    serve(http, { balance: 0, templates: [aTemplate({ id: 1, name: '接苹果' })], works: [] });
    let broken = true;
    http.on('GET', `${STUDENT}/getThemeTemplateList`, (request) =>
      broken ? fail(404, '接口不存在') : ok(paged([aTemplate({ id: 1, name: '接苹果' })], request)),
    );
    await renderPage('/student/createCenter', { http });
    const events = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const section = await screen.findByRole('region', { name: /主题模板/ });
    await within(section).findByText('主题模板加载失败');
    broken = false;
    await events.click(within(section).getByRole('button', { name: /重新加载/ }));
    expect(await within(section).findByRole('article', { name: '接苹果' })).toBeInTheDocument();
  });
});
