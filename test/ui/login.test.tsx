import { screen, waitFor } from '@testing-library/react';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeReply } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';

const LOGIN = '/api/v3/student/login';

function loginResult() {
  return { accessToken: 'fresh-token', expiresAt: Date.now() + 3_600_000, userInfo: aStudent() };
}

describe('login page', () => {
  it('trims the fields, submits on Enter, shows 登录中... while waiting and lands on /home', async () => {
    const http = createFakeHttp();
    let answer: (reply: FakeReply) => void = () => undefined;
    http.on('POST', LOGIN, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    http.on('GET', '/api/v3/student/getStudentInfo', () =>
      ok({ ...aStudent(), medalInfoList: [], visitorRecordList: [] }),
    );
    const { user, router, store } = await renderWithProviders('/login', { http });

    await user.type(await screen.findByLabelText('用户名'), '  demo  ');
    await user.type(screen.getByLabelText('密码'), ' Sprout2026 {Enter}');

    expect(await screen.findByRole('button', { name: '登录中...' })).toBeDisabled();
    const [request] = http.callsTo(LOGIN);
    expect(request.contentType).toContain('application/x-www-form-urlencoded');
    expect(request.body).toEqual({ username: 'demo', password: 'Sprout2026' });
    expect(request.headers.from).toBe('pc');
    expect(request.headers.accessToken).toBeUndefined();

    answer(ok(loginResult()));
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(store.getState().session).toMatchObject({
      accessToken: 'fresh-token',
      loginFrom: 1,
      studentStatus: 0,
    });
    expect(await screen.findByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    expect(http.callsTo('/api/v3/student/getStudentInfo')[0].headers.accessToken).toBe('fresh-token');
  });

  it('leads a visitor without an account to registration, and one who forgot to /pass', async () => {
    const { user, router } = await renderWithProviders('/login', { http: createFakeHttp() });

    expect(await screen.findByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/pass');
    await user.click(screen.getByRole('link', { name: '立即注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/regist'));
  });

  it("shows the server's message when the password is wrong and stays on /login", async () => {
    const http = createFakeHttp();
    http.on('POST', LOGIN, () => fail(400, '用户名或密码错误'));
    const { user, router, store } = await renderWithProviders('/login', { http });

    await user.type(await screen.findByLabelText('用户名'), 'demo');
    await user.type(screen.getByLabelText('密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.userInfo).toBeNull();
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });

  it('shows the rate-limit message from the server', async () => {
    const http = createFakeHttp();
    http.on('POST', LOGIN, () => fail(429, '登录尝试过于频繁，请稍后再试'));
    const { user } = await renderWithProviders('/login', { http });

    await user.type(await screen.findByLabelText('用户名'), 'demo');
    await user.type(screen.getByLabelText('密码'), 'x{Enter}');

    expect(await screen.findByText('登录尝试过于频繁，请稍后再试')).toBeInTheDocument();
  });
});
