import { screen, waitFor } from '@testing-library/react';
import { ok } from '../helpers/fakeHttp';
import { createFakeHttp } from '../helpers/fakeHttp';
import { aStudent, renderWithProviders } from '../helpers/renderWithProviders';

function studentInfo() {
  return { ...aStudent(), medalInfoList: [], visitorRecordList: [] };
}

describe('route guards and titles', () => {
  it('sends a visitor without a stored user from / to the login page', async () => {
    const { router } = await renderWithProviders('/');
    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('登录 - 码芽 少儿编程平台'));
  });

  it('sends a visitor from a student page to login', async () => {
    const { router } = await renderWithProviders('/student/myOpus');
    await screen.findByRole('button', { name: '登录' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a visitor open the public question-bank landing', async () => {
    const { router } = await renderWithProviders('/practise');
    expect(await screen.findByRole('heading', { name: '欢迎来到码芽题库！' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/practise');
    await waitFor(() => expect(document.title).toBe('题库练习 - 码芽 少儿编程平台'));
  });

  it('sends a signed-in student from /login to /home', async () => {
    const http = createFakeHttp();
    http.on('GET', '/api/v3/student/getStudentInfo', () => ok(studentInfo()));
    const { router } = await renderWithProviders('/login', { user: aStudent(), http });
    expect(await screen.findByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await waitFor(() => expect(document.title).toBe('首页 - 码芽 少儿编程平台'));
  });

  it('shows the 404 page with its title for an unknown path of a signed-in student', async () => {
    await renderWithProviders('/no/such/page', { user: aStudent() });
    expect(await screen.findByRole('heading', { name: '404-页面不存在' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404-页面不存在 - 码芽 少儿编程平台'));
  });

  it('stores a token from /login?accessToken=, loads its user and goes home', async () => {
    const http = createFakeHttp();
    http.on('GET', '/api/v3/student/getStudentInfo', () => ok(studentInfo()));
    const { router, store } = await renderWithProviders('/login?accessToken=handed-over', { http });
    expect(await screen.findByRole('heading', { name: '你好，林小芽！' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(http.callsTo('/api/v3/student/getStudentInfo')[0].headers.accessToken).toBe('handed-over');
    expect(store.getState().session.accessToken).toBe('handed-over');
    expect(store.getState().session.userInfo?.realName).toBe('林小芽');
  });

  it('renders the 403 and 500 pages', async () => {
    await renderWithProviders('/403');
    expect(await screen.findByRole('heading', { name: '403' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('403-无权访问 - 码芽 少儿编程平台'));
  });
});
