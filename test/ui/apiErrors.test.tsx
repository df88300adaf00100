import { screen, waitFor } from '@testing-library/react';
import { NetworkDown, createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';
import { authApi } from '../../store/api/authApi';

const STUDENT_INFO = '/api/v3/student/getStudentInfo';

describe('global error catalogue (SPEC §8)', () => {
  it('401: clears the stored user and token and sends the student to /login', async () => {
    const http = createFakeHttp();
    http.on('GET', STUDENT_INFO, () => fail(401, '登录已过期，请重新登录'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const { router, store } = await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject({ userInfo: null, accessToken: null });
    // Off /login, a 401 with a message is logged rather than shown.
    expect(log).toHaveBeenCalledWith('登录已过期，请重新登录');
    log.mockRestore();
  });

  it('401 without a message: shows 未知错误，请重新登录', async () => {
    const http = createFakeHttp();
    http.on('GET', STUDENT_INFO, () => fail(401, ''));
    const { router } = await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByText('未知错误，请重新登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("403 shows the server's message and keeps the student signed in", async () => {
    const http = createFakeHttp();
    http.on('GET', STUDENT_INFO, () => fail(403, '无权访问其他用户的数据'));
    const { store } = await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByText('无权访问其他用户的数据')).toBeInTheDocument();
    expect(store.getState().session.userInfo).not.toBeNull();
  });

  it('500 without a message shows 未知错误', async () => {
    const http = createFakeHttp();
    http.on('GET', STUDENT_INFO, () => ({ status: 500, body: 'Internal Server Error' }));
    await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByText('未知错误')).toBeInTheDocument();
  });

  it('a network failure shows the error text', async () => {
    const http = createFakeHttp();
    http.on('GET', STUDENT_INFO, () => {
      throw new NetworkDown();
    });
    await renderWithProviders('/home', { user: aStudent(), http });

    expect(await screen.findByText('Network Error')).toBeInTheDocument();
  });

  it('signs /tiku/api POSTs and sends them as JSON', async () => {
    const http = createFakeHttp();
    http.on('POST', '/tiku/api/v1/login', () =>
      ok({ accessToken: 't', expiresAt: Date.now() + 1000, userInfo: aStudent() }),
    );
    const { store } = await renderWithProviders('/practise', { http });
    const { sign, WEB_ACCESS_KEY, DEFAULT_SIGN_SECRET } = await import('../../core/signing');

    await store
      .dispatch(authApi.endpoints.tikuLogin.initiate({ username: 'demo', password: 'Sprout2026' }))
      .unwrap();

    const [request] = http.callsTo('/tiku/api/v1/login');
    expect(request.contentType).toContain('application/json');
    expect(request.body).toEqual({ username: 'demo', password: 'Sprout2026' });
    const { accessKey, timestamp, nonce } = request.headers;
    expect(accessKey).toBe(WEB_ACCESS_KEY);
    expect(Math.abs(Number(timestamp) - Date.now())).toBeLessThan(60_000);
    expect(nonce).toMatch(/^[0-9a-z]+$/);
    const secret = process.env.SIGN_SECRET || DEFAULT_SIGN_SECRET;
    expect(request.headers.sign).toBe(sign(request.body, { accessKey, timestamp, nonce }, secret));
  });
});
