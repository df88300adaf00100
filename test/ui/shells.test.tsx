import { screen, waitFor, within } from '@testing-library/react';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { seededMenu } from '../helpers/studentMenu';
import { findDialog } from './slotHarness';

const LOGOUT = '/api/v3/student/logout';
const AREAS = ['知识点强化', '题库练习', '模拟考试', '我的错题集', '我的考试'];

describe('question-bank shell', () => {
  it('offers 登录 / 注册 / 激活 to a visitor, and the five areas', async () => {
    const { user } = await renderWithProviders('/practise');

    const header = await screen.findByRole('banner');
    for (const name of ['登录', '注册', '激活']) {
      expect(within(header).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(header).queryByRole('button', { name: /未读消息/ })).not.toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(AREAS);
    // Each area card is one link, named by everything it shows: title, description, 进入.
    for (const name of AREAS)
      expect(screen.getByRole('link', { name: new RegExp(`^${name}.+进入$`) })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('用户名')).toBeInTheDocument();
  });

  it("opens the register dialog for a visitor's 注册, which leads on to the login dialog", async () => {
    const { user, router } = await renderWithProviders('/practise');
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: '注册' }));
    const register = await screen.findByRole('dialog', { name: '注册码芽账号' });
    expect(router.state.location.pathname).toBe('/practise');

    await user.click(within(register).getByRole('button', { name: '去登录' }));
    const login = await screen.findByRole('dialog', { name: '登录码芽' });
    expect(within(login).getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
  });

  it('shows 激活, avatar and nickName to a signed-in student, whose logout revokes the token', async () => {
    const http = createFakeHttp();
    http.on('POST', LOGOUT, () => ok(null));
    const { user, store, router } = await renderWithProviders('/practise', {
      user: aStudent(),
      accessToken: 'qb-token',
      http,
    });

    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: '激活' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: '注册' })).not.toBeInTheDocument();
    // The greeting calls the student by the real name, as /home does; the header keeps the nickName.
    expect(screen.getByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    // The message bell, loaded after the page, for signed-in students only.
    expect(await within(header).findByRole('button', { name: /未读消息/ })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: /小芽/ }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));

    await waitFor(() => expect(store.getState().session.userInfo).toBeNull());
    expect(http.callsTo(LOGOUT)[0].headers.accessToken).toBe('qb-token');
    expect(await within(header).findByRole('button', { name: '注册' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/practise');
  });
});

describe('the way between the two shells', () => {
  it('the question-bank header leads a signed-in student to 学习中心 (/home), and offers it to no visitor', async () => {
    const visitor = await renderWithProviders('/practise');
    expect(within(await screen.findByRole('banner')).queryByRole('link', { name: '学习中心' })).toBeNull();
    visitor.unmount();

    const http = createFakeHttp();
    http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
    const { user, router } = await renderWithProviders('/practise', { user: aStudent(), http });
    const header = await screen.findByRole('banner');
    const link = within(header).getByRole('link', { name: '学习中心' });
    expect(link).toHaveAttribute('href', '/home');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('the student header leads to 题库练习 (/practise), and the menu keeps its SPEC entries', async () => {
    const http = createFakeHttp();
    http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
    const { user, router } = await renderWithProviders('/home', { user: aStudent(), http });
    // The shell's header comes first; the dashboard has headed sections of its own.
    const [header] = await screen.findAllByRole('banner');
    const link = within(header).getByRole('link', { name: '题库练习' });
    expect(link).toHaveAttribute('href', '/practise');
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await within(menu).findAllByRole('menuitem');
    expect(within(menu).queryByRole('menuitem', { name: '题库练习' })).toBeNull();

    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/practise'));
  });
});

describe('the profile gate in both shells', () => {
  const newbie = aStudent({ id: 4, username: 'newbie', realName: '赵欣然', bindSchoolInfo: null });

  it.each(['/practise', '/myExam', '/home'])(
    'opens over %s for a student without school info',
    async (path) => {
      const http = createFakeHttp();
      http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
      await renderWithProviders(path, { user: newbie, http });
      const dialog = await findDialog('完善个人信息');
      expect(within(dialog).getByRole('timer')).toHaveTextContent(/秒后可关闭$/);
    },
  );

  it('stays away from a student whose school info is bound, in the question bank too', async () => {
    await renderWithProviders('/practise', { user: aStudent() });
    await screen.findByRole('heading', { name: '你好，林小芽！' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('完善个人信息', { selector: '.ant-modal-title *' })).toBeNull();
  });
});

describe('student shell', () => {
  const reloads: number[] = [];
  beforeEach(() => {
    reloads.length = 0;
  });

  it('shows the menu, the real name, and logs out to /login and a fresh page', async () => {
    const http = createFakeHttp();
    http.on('GET', '/api/v3/student/getStudentInfo', () =>
      ok({
        ...aStudent(),
        medalInfoList: [
          { id: 1, medalName: '编程小达人', medalIcon: '/avatars/medal.svg', obtainTime: '2026-01-01' },
        ],
        visitorRecordList: [],
      }),
    );
    http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
    http.on('POST', LOGOUT, () => ok(null));
    const { user, store, router } = await renderWithProviders('/home', {
      user: aStudent(),
      http,
      reloadPage: (delay) => reloads.push(delay),
    });

    expect(await screen.findByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    expect(screen.getByText('码芽实验小学')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '编程小达人' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    await within(menu).findAllByRole('menuitem');
    // schoolStatus 1: the school gallery replaces the public one.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['首页', '校内作品', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏']);

    await user.click(screen.getByRole('button', { name: /林小芽/ }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.accessToken).toBeNull();
    expect(http.callsTo(LOGOUT)).toHaveLength(1);
    // SPEC.md §4: logout clears the token and reloads.
    expect(reloads).toHaveLength(1);
  });
});
