import { screen, waitFor, within } from '@testing-library/react';
import { createFakeHttp, ok } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';

const LOGOUT = '/api/v3/student/logout';
const AREAS = ['知识点强化', '题库练习', '模拟考试', '我的错题集', '我的考试'];

describe('question-bank shell', () => {
  it('offers 登录 / 注册 / 激活 to a visitor, and the five areas', async () => {
    const { user } = await renderWithProviders('/practise');

    const header = await screen.findByRole('banner');
    for (const name of ['登录', '注册', '激活']) {
      expect(within(header).getByRole('button', { name })).toBeInTheDocument();
    }
    const menu = screen.getByRole('navigation', { name: '主菜单' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(AREAS);
    for (const name of AREAS) expect(screen.getByRole('link', { name })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: '登录' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('用户名')).toBeInTheDocument();
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
    expect(screen.getByRole('heading', { name: '你好，小芽！' })).toBeInTheDocument();

    await user.click(within(header).getByRole('button', { name: /小芽/ }));
    await user.click(await screen.findByRole('menuitem', { name: /退出登录/ }));

    await waitFor(() => expect(store.getState().session.userInfo).toBeNull());
    expect(http.callsTo(LOGOUT)[0].headers.accessToken).toBe('qb-token');
    expect(await within(header).findByRole('button', { name: '注册' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/practise');
  });
});

describe('student shell', () => {
  it('shows the menu, the real name, and logs out to /login', async () => {
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
    http.on('POST', LOGOUT, () => ok(null));
    const { user, store, router } = await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    expect(screen.getByText('码芽实验小学')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '编程小达人' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '主菜单' });
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
  });
});
