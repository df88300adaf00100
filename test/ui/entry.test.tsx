import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { seededMenu } from '../helpers/studentMenu';

const LOGIN = '/api/v3/student/login';
const TIKU_LOGIN = '/tiku/api/v1/login';
const LOGOUT = '/api/v3/student/logout';
const ACTIVATE = '/tiku/api/v1/activationProductCode';
const INFO = '/api/v3/student/getStudentInfo';

function loginResult(overrides = {}) {
  return {
    accessToken: 'fresh-token',
    expiresAt: Date.now() + 3_600_000,
    userInfo: aStudent(overrides),
  };
}

function server(): FakeHttp {
  const http = createFakeHttp();
  http.on('POST', LOGIN, () => ok(loginResult()));
  http.on('POST', TIKU_LOGIN, () => ok(loginResult()));
  http.on('POST', LOGOUT, () => ok(null));
  http.on('GET', INFO, () => ok({ ...aStudent(), medalInfoList: [], visitorRecordList: [] }));
  http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
  return http;
}

async function signIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('用户名'), 'demo');
  await user.type(screen.getByLabelText('密码'), 'Sprout2026{Enter}');
}

describe('/ULogin', () => {
  it('signs in and goes back to the page named by redirect', async () => {
    const http = server();
    const { user, router } = await renderWithProviders('/ULogin?redirect=%2FupMember', { http });
    expect(await screen.findByText('登录后会回到你刚才打开的页面。')).toBeInTheDocument();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upMember'));
    expect(http.callsTo(LOGIN)).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('升级会员 - 码芽 少儿编程平台'));
  });

  it('never follows a redirect off the site', async () => {
    const { user, router } = await renderWithProviders('/ULogin?redirect=%2F%2Fevil.example', {
      http: server(),
    });
    await waitFor(() => expect(document.title).toBe('账号登录 - 码芽 少儿编程平台'));
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a signed-in student straight on', async () => {
    const { router } = await renderWithProviders('/ULogin?redirect=%2FupMember', {
      user: aStudent(),
      http: server(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/upMember'));
  });
});

describe('/ULoginT', () => {
  it("signs in through the question bank's own login and lands in the question bank", async () => {
    const http = server();
    const { user, router, store } = await renderWithProviders('/ULoginT', { http });
    expect(await screen.findByRole('heading', { name: '码芽题库' })).toBeInTheDocument();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/practise'));
    const [request] = http.callsTo(TIKU_LOGIN);
    expect(request.body).toEqual({ username: 'demo', password: 'Sprout2026' });
    expect(request.headers.sign).toMatch(/^[0-9A-F]{32}$/);
    expect(http.callsTo(LOGIN)).toHaveLength(0);
    expect(store.getState().session.accessToken).toBe('fresh-token');
  });
});

describe('/zkactivate', () => {
  it('signs in, activates the code from the link, and offers the question bank', async () => {
    const http = server();
    http.on('POST', ACTIVATE, () => ok({ productName: 'Scratch 一级入门包', bankCount: 1, paperCount: 1 }));
    const { user, router } = await renderWithProviders('/zkactivate?code=sc1start7', { http });

    expect(await screen.findByText('先登录要开通学习卡的账号。')).toBeInTheDocument();
    await signIn(user);

    expect(await screen.findByText('当前账号：林小芽')).toBeInTheDocument();
    expect(screen.getByLabelText('激活码')).toHaveValue('sc1start7');
    await user.click(screen.getByRole('button', { name: '立即激活' }));

    expect(await screen.findByRole('heading', { name: '学习卡激活成功！' })).toBeInTheDocument();
    expect(http.callsTo(ACTIVATE)[0].body).toMatchObject({ activationCode: 'SC1START7', userName: 'demo' });
    // The stored user is refreshed: activation may have made a trial student a member.
    await waitFor(() => expect(http.callsTo(INFO).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: '去题库练习' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questionBank'));
  });

  it("shows the server's refusal under the code and lets another account be used", async () => {
    const http = server();
    http.on('POST', ACTIVATE, () => fail(409, '激活码已被使用'));
    const { user, store } = await renderWithProviders('/zkactivate', { user: aStudent(), http });

    await user.type(await screen.findByLabelText('激活码'), 'SPROUT115');
    await user.click(screen.getByRole('button', { name: '立即激活' }));
    expect(await screen.findByText('激活码已被使用')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '换个账号' }));
    expect(await screen.findByText('先登录要开通学习卡的账号。')).toBeInTheDocument();
    expect(store.getState().session.userInfo).toBeNull();
    expect(http.callsTo(LOGOUT)).toHaveLength(1);
  });
});

describe('/ULoginNeedLogin', () => {
  it('drops the stale session, asks to sign in again and goes back', async () => {
    const http = server();
    const { user, router, store } = await renderWithProviders('/ULoginNeedLogin?redirect=%2FupMember', {
      user: aStudent(),
      accessToken: 'stale-token',
      http,
    });
    expect(await screen.findByText('你的登录已过期，请重新登录。')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().session.userInfo).toBeNull());
    expect(http.callsTo(LOGOUT)[0].headers.accessToken).toBe('stale-token');

    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/upMember'));
    expect(store.getState().session.accessToken).toBe('fresh-token');
  });
});

describe('/accountEnd', () => {
  it('is where signing in to an account that has ended leads, with the server saying why', async () => {
    const http = server();
    http.on('POST', LOGIN, () =>
      fail(403, '你的账号已到期，请联系老师或校区续费后再登录', 'ACCOUNT_EXPIRED'),
    );
    const { user, router, store } = await renderWithProviders('/login', { http });
    await signIn(user);
    expect(await screen.findByText('你的账号已到期，请联系老师或校区续费后再登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountEnd'));
    expect(await screen.findByRole('heading', { name: '你的学习账号已经到期' })).toBeInTheDocument();
    expect(store.getState().session.userInfo).toBeNull();
  });

  it('explains the expiry and leads back to login, signed out', async () => {
    const http = server();
    const { user, router, store } = await renderWithProviders('/accountEnd', { user: aStudent(), http });
    const notice = await screen.findByRole('region', { name: '你的学习账号已经到期' });
    expect(within(notice).getByText(/请联系老师或校区续费/)).toBeInTheDocument();
    expect(document.title).toBe('账号已到期 - 码芽 少儿编程平台');

    await user.click(within(notice).getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.userInfo).toBeNull();
    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
  });

  it('is open to a visitor, whose way to a new card is the activation entry', async () => {
    const { user, router } = await renderWithProviders('/accountEnd', { http: server() });
    await user.click(await screen.findByRole('button', { name: '激活学习卡' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zkactivate'));
  });
});
