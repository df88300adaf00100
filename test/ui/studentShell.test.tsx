import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { UserInfo } from '../../core/types';
import { makeStore } from '../../store';
import { initialSessionState } from '../../store/slices/sessionSlice';
import { AntdProvider } from '../../src/lib/antd/AntdProvider';
import { AppProviders } from '../../src/app/AppProviders';
import StudentShell from '../../src/app/layouts/StudentShell';
import { MessageQueue } from '../../src/lib/MessageBridge';
import { ROOT_FONT_SIZE_DEBOUNCE_MS, useRootFontSize } from '../../src/app/useRootFontSize';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent, memoryStorage, renderWithProviders } from '../helpers/renderWithProviders';
import { seededMenu } from '../helpers/studentMenu';

const MENU = '/api/v3/student/getMenuList';
const INFO = '/api/v3/student/getStudentInfo';

/** The demo accounts' kinds, as the server describes them. */
const KINDS: Record<string, UserInfo> = {
  demo: aStudent(),
  trial: aStudent({ id: 2, realName: '陈一诺', schoolStatus: 0, studentStatus: 1 }),
  solo: aStudent({ id: 3, realName: '王子墨', organizationId: '-1', organizationName: '', schoolStatus: 0 }),
  member: aStudent({ id: 4, realName: '钱多多', schoolStatus: 0 }),
};

function serverFor(student: UserInfo): FakeHttp {
  const http = createFakeHttp();
  http.on('GET', MENU, () => ok(seededMenu()));
  http.on('GET', INFO, () => ok({ ...student, medalInfoList: [], visitorRecordList: [] }));
  http.on('POST', '/api/v3/student/logout', () => ok(null));
  return http;
}

async function menuTitles(): Promise<string[]> {
  const menu = screen.getByRole('navigation', { name: '主菜单' });
  const items = await within(menu).findAllByRole('menuitem');
  return items.map((item) => item.textContent ?? '');
}

function tabStrip() {
  return screen.getByRole('navigation', { name: '已打开的页面' });
}

function tabTitles(): string[] {
  return within(tabStrip())
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

let reloads: number[];
beforeEach(() => {
  reloads = [];
});

describe('side menu', () => {
  it.each([
    [
      'demo (school, schoolStatus 1)',
      'demo',
      ['首页', '校内作品', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'],
    ],
    [
      'trial (schoolStatus 0)',
      'trial',
      ['首页', '作品广场', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'],
    ],
    [
      'a member with schoolStatus 0',
      'member',
      ['首页', '作品广场', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'],
    ],
    ['solo (organizationId "-1")', 'solo', ['首页', '创作中心', '我的同学', '我的收藏']],
  ])('shows %s its own entries', async (_kind, name, expected) => {
    const student = KINDS[name];
    await renderWithProviders('/home', { user: student, http: serverFor(student) });
    expect(await menuTitles()).toEqual(expected);
    // The entries sit under the server's group heading.
    expect(
      within(screen.getByRole('navigation', { name: '主菜单' })).getByText('学习中心'),
    ).toBeInTheDocument();
  });

  it('is fetched once per login and comes from the cache after a reload', async () => {
    const storage = memoryStorage();
    const http = serverFor(KINDS.demo);
    const first = await renderWithProviders('/home', { user: KINDS.demo, http, storage });
    await menuTitles();
    await act(() => first.persistor.flush());
    first.unmount();
    expect(http.callsTo(MENU)).toHaveLength(1);

    const again = createFakeHttp();
    again.on('GET', INFO, () => ok({ ...KINDS.demo, medalInfoList: [], visitorRecordList: [] }));
    const second = await renderWithProviders('/home', { user: KINDS.demo, http: again, storage });
    expect(await menuTitles()).toContain('校内作品');
    expect(again.callsTo(MENU)).toHaveLength(0);
    second.unmount();

    // Another student on the same browser gets a menu of their own.
    const other = serverFor(KINDS.solo);
    await renderWithProviders('/home', { user: KINDS.solo, http: other, storage });
    expect(await menuTitles()).toEqual(['首页', '创作中心', '我的同学', '我的收藏']);
    expect(other.callsTo(MENU)).toHaveLength(1);
  });

  it('offers a retry when the menu cannot be loaded', async () => {
    const http = serverFor(KINDS.demo);
    let down = true;
    http.on('GET', MENU, () => (down ? fail(404, '接口不存在') : ok(seededMenu())));
    const { user } = await renderWithProviders('/home', { user: KINDS.demo, http });
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(await within(menu).findByText('菜单没有加载出来')).toBeInTheDocument();
    down = false;
    await user.click(within(menu).getByRole('button', { name: '重新加载' }));
    expect(await menuTitles()).toHaveLength(7);
  });

  it('follows an entry and highlights it', async () => {
    const { user, router } = await renderWithProviders('/home', {
      user: KINDS.demo,
      http: serverFor(KINDS.demo),
    });
    await menuTitles();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(menu).getByRole('menuitem', { name: /首页/ })).toHaveClass('ant-menu-item-selected');
    await user.click(within(menu).getByRole('menuitem', { name: /我的作品/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/myOpus'));
    // A page outside the menu highlights nothing.
    await act(() => router.navigate('/upMember'));
    await screen.findByRole('heading', { name: '你已经是码芽正式会员啦' });
    const again = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(again).getByRole('menuitem', { name: /首页/ })).not.toHaveClass('ant-menu-item-selected');
  });
});

describe('user dropdown', () => {
  async function dropdownItems(student: UserInfo, loginFrom: 0 | 1 = student.loginFrom) {
    const subject = { ...student, loginFrom };
    const view = await renderWithProviders('/home', { user: subject, http: serverFor(subject) });
    await view.user.click(await screen.findByRole('button', { name: `用户菜单：${subject.realName}` }));
    const items = await screen.findAllByRole('menuitem', { name: /个人中心|修改密码|退出登录/ });
    return { ...view, names: items.map((item) => item.textContent) };
  }

  it('a school student (schoolStatus 1) gets the user centre and logout, no password change', async () => {
    const { names } = await dropdownItems(KINDS.demo);
    expect(names).toEqual(['个人中心', '退出登录']);
  });

  it('schoolStatus 0 may change the password, and the entry leads to /change-pass', async () => {
    const { names, user, router } = await dropdownItems(KINDS.trial);
    expect(names).toEqual(['个人中心', '修改密码', '退出登录']);
    await user.click(screen.getByRole('menuitem', { name: /修改密码/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-pass'));
  });

  it('an account that did not sign in here (loginFrom 0) has no logout; 个人中心 leads to /userCenter', async () => {
    const { names, user, router } = await dropdownItems(KINDS.solo, 0);
    expect(names).toEqual(['个人中心', '修改密码']);
    await user.click(screen.getByRole('menuitem', { name: /个人中心/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/userCenter'));
  });
});

describe('tab strip', () => {
  it('opens a tab per page, keeps home, and survives a reload', async () => {
    const storage = memoryStorage();
    const first = await renderWithProviders('/home', {
      user: KINDS.trial,
      http: serverFor(KINDS.trial),
      storage,
    });
    await menuTitles();
    expect(tabTitles()).toEqual(['首页']);
    expect(within(tabStrip()).queryByRole('button', { name: /关闭/ })).not.toBeInTheDocument();

    await act(() => first.router.navigate('/upMember'));
    await screen.findByRole('heading', { name: '升级成为码芽正式会员' });
    expect(tabTitles()).toEqual(['首页', '升级会员']);
    expect(within(tabStrip()).getByRole('link', { name: '升级会员' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => first.persistor.flush());
    first.unmount();

    await renderWithProviders('/home', { user: KINDS.trial, http: serverFor(KINDS.trial), storage });
    await menuTitles();
    expect(tabTitles()).toEqual(['首页', '升级会员']);
    expect(within(tabStrip()).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  });

  it('closing the shown tab moves to its right neighbour, else its left one', async () => {
    const { router, user } = await renderWithProviders('/home', {
      user: KINDS.trial,
      http: serverFor(KINDS.trial),
    });
    await menuTitles();
    for (const from of ['a', 'b', 'c']) await act(() => router.navigate(`/upMember?from=${from}`));
    await act(() => router.navigate('/upMember?from=b'));
    expect(tabTitles()).toHaveLength(4);

    const closeButtons = () => within(tabStrip()).getAllByRole('button', { name: '关闭升级会员' });
    await user.click(closeButtons()[1]);
    await waitFor(() => expect(router.state.location.search).toBe('?from=c'));
    expect(tabTitles()).toHaveLength(3);

    await user.click(closeButtons()[1]);
    await waitFor(() => expect(router.state.location.search).toBe('?from=a'));

    // Closing a tab that is not shown stays where one is.
    await act(() => router.navigate('/home'));
    await user.click(closeButtons()[0]);
    expect(tabTitles()).toEqual(['首页']);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('关闭其他 keeps home and the shown tab; 关闭全部 keeps home and goes there', async () => {
    const { router, user } = await renderWithProviders('/home', {
      user: KINDS.trial,
      http: serverFor(KINDS.trial),
    });
    await menuTitles();
    for (const from of ['a', 'b', 'c']) await act(() => router.navigate(`/upMember?from=${from}`));
    await act(() => router.navigate('/upMember?from=b'));

    await user.click(screen.getByRole('button', { name: /标签操作/ }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭其他' }));
    expect(tabTitles()).toEqual(['首页', '升级会员']);
    expect(router.state.location.search).toBe('?from=b');

    await user.click(screen.getByRole('button', { name: /标签操作/ }));
    await user.click(await screen.findByRole('menuitem', { name: '关闭全部' }));
    expect(tabTitles()).toEqual(['首页']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('a new student on the same browser starts with the home tab alone; logout forgets the tabs', async () => {
    const storage = memoryStorage();
    const first = await renderWithProviders('/upMember', {
      user: KINDS.trial,
      http: serverFor(KINDS.trial),
      storage,
    });
    await menuTitles();
    expect(tabTitles()).toEqual(['首页', '升级会员']);
    await act(() => first.persistor.flush());
    first.unmount();

    const second = await renderWithProviders('/home', {
      user: KINDS.demo,
      http: serverFor(KINDS.demo),
      storage,
      reloadPage: (delay) => reloads.push(delay),
    });
    await menuTitles();
    expect(tabTitles()).toEqual(['首页']);

    await act(() => second.router.navigate('/upMember'));
    await second.user.click(screen.getByRole('button', { name: `用户菜单：${KINDS.demo.realName}` }));
    await second.user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/login'));
    expect(second.store.getState().tabs.tabs).toEqual([]);
    expect(second.store.getState().menu.menuData).toBeNull();
    expect(reloads).toHaveLength(1);
  });
});

describe('header, breadcrumb and shortcuts', () => {
  it('shows the breadcrumb of the menu entry, or home › page for other pages', async () => {
    const { router } = await renderWithProviders('/home', {
      user: KINDS.trial,
      http: serverFor(KINDS.trial),
    });
    await menuTitles();
    const crumbs = () =>
      within(screen.getByRole('navigation', { name: '当前位置' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(crumbs()).toEqual(['学习中心', '首页']);
    await act(() => router.navigate('/upMember'));
    await screen.findByRole('heading', { name: '升级成为码芽正式会员' });
    expect(crumbs()).toEqual(['首页', '升级会员']);
    expect(
      within(screen.getByRole('navigation', { name: '当前位置' })).getByRole('link', { name: '首页' }),
    ).toHaveAttribute('href', '/home');
  });

  it('shows the upgrade shortcut to trial students only, and the question-bank shortcut to all', async () => {
    const trial = await renderWithProviders('/home', { user: KINDS.trial, http: serverFor(KINDS.trial) });
    await menuTitles();
    expect(screen.getByRole('button', { name: '题库练习' })).toBeInTheDocument();
    await trial.user.click(screen.getByRole('button', { name: '升级会员' }));
    await waitFor(() => expect(trial.router.state.location.pathname).toBe('/upMember'));
    trial.unmount();

    await renderWithProviders('/home', { user: KINDS.demo, http: serverFor(KINDS.demo) });
    await menuTitles();
    expect(screen.getByRole('button', { name: '题库练习' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '升级会员' })).not.toBeInTheDocument();
  });

  it('drops the upgrade shortcut once the server says the student became a member', async () => {
    const http = serverFor({ ...KINDS.trial, studentStatus: 0 });
    const { store } = await renderWithProviders('/home', { user: KINDS.trial, http });
    await waitFor(() => expect(store.getState().session.studentStatus).toBe(0));
    expect(screen.queryByRole('button', { name: '升级会员' })).not.toBeInTheDocument();
  });
});

describe('message banner', () => {
  it('replaces the tab strip on a page that asks for it', async () => {
    const student = KINDS.demo;
    const messages = new MessageQueue();
    const { store, persistor } = makeStore(
      { session: { ...initialSessionState, userInfo: student, accessToken: 't', loginFrom: 1 } },
      { http: serverFor(student).http, storage: memoryStorage(), notify: messages.show },
    );
    const router = createMemoryRouter(
      [
        {
          element: <StudentShell />,
          children: [
            { path: 'home', handle: { title: '首页' }, element: <p>home page</p> },
            { path: 'message', handle: { title: '我的消息', messageBanner: true }, element: <p>messages</p> },
          ],
        },
      ],
      { initialEntries: ['/message'] },
    );
    render(
      <AppProviders store={store} persistor={persistor} messages={messages}>
        <AntdProvider>
          <RouterProvider router={router} />
        </AntdProvider>
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: '我的消息' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '已打开的页面' })).not.toBeInTheDocument();
    await act(() => router.navigate('/home'));
    expect(await screen.findByRole('navigation', { name: '已打开的页面' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '我的消息' })).not.toBeInTheDocument();
    expect(tabTitles()).toEqual(['首页', '我的消息']);
    await userEvent.setup().click(within(tabStrip()).getByRole('link', { name: '我的消息' }));
    expect(await screen.findByRole('heading', { name: '我的消息' })).toBeInTheDocument();
  });
});

describe('root font size (SPEC.md §9)', () => {
  const resizeTo = (width: number) => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  };

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is 100·width/1920 px above 1500 px, else 80 px, set 300 ms after resizing stops', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    const root = document.documentElement;
    root.style.fontSize = '';
    const hook = renderHook(() => useRootFontSize());
    expect(root.style.fontSize).toBe('100px');

    resizeTo(1400);
    act(() => jest.advanceTimersByTime(ROOT_FONT_SIZE_DEBOUNCE_MS - 1));
    expect(root.style.fontSize).toBe('100px');
    resizeTo(1600);
    act(() => jest.advanceTimersByTime(ROOT_FONT_SIZE_DEBOUNCE_MS - 1));
    expect(root.style.fontSize).toBe('100px');
    act(() => jest.advanceTimersByTime(1));
    expect(root.style.fontSize).toBe(`${(100 * 1600) / 1920}px`);

    resizeTo(1500);
    act(() => jest.advanceTimersByTime(ROOT_FONT_SIZE_DEBOUNCE_MS));
    expect(root.style.fontSize).toBe('80px');

    hook.unmount();
    expect(root.style.fontSize).toBe('');
  });
});
