/** @jest-environment node */
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

test('GET /api/health answers ok without a token', async () => {
  const { status, body } = await apiGet(server.baseUrl, '/api/health');
  expect(status).toBe(200);
  expect(body).toEqual({ success: true, code: 200, message: expect.any(String), result: { status: 'ok' } });
});

test.each(['/api/nope', '/api/v3/student/nope', '/tiku/api/v1/nope', '/admin/anything', '/xbz/list', '/api'])(
  'unknown path %s gets the 404 envelope, never the SPA page',
  async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      success: false,
      code: 404,
      message: '接口不存在',
      result: null,
      errorCode: 'NOT_FOUND',
    });
  },
);

test('an unsigned POST to an unknown /tiku path is a 404, not a signature error', async () => {
  const { status, body } = await apiPost(server.baseUrl, '/tiku/api/v1/nope', { body: {} });
  expect(status).toBe(404);
  expect(body.message).toBe('接口不存在');
});

test('a known path with the wrong method is a 404 envelope', async () => {
  const { status, body } = await apiGet(server.baseUrl, '/api/v3/student/login');
  expect(status).toBe(404);
  expect(body.code).toBe(404);
});

test('avatars are served from public/', async () => {
  const response = await fetch(`${server.baseUrl}/avatars/linxiaoman.svg`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('image/svg+xml');
  expect(await response.text()).toContain('<svg');
});
