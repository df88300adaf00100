/** @jest-environment node */
import { connect } from 'node:net';
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

describe('requests the router or the HTTP parser refuse still get the envelope', () => {
  const envelope = (code: number, message: string) => ({
    success: false,
    code,
    message,
    result: null,
    errorCode: 'BAD_REQUEST',
  });

  test.each([
    '/api/v3/student/getNewsArticleDetails/%E0%A4%A',
    '/tiku/api/v1/%zz',
    '/uploads/answers/1/%',
    '/%C0',
  ])('bad percent-encoding in %s → 400', async (path) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual(envelope(400, '请求地址 URL 格式错误'));
  });

  test('a URL past the header size limit → 431', async () => {
    const response = await fetch(`${server.baseUrl}/api/health?q=${'x'.repeat(20_000)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual(envelope(431, '请求头 header 过大'));
  });

  test('a malformed request line → 400', async () => {
    const { port } = new URL(server.baseUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /api/he alth HTTP/1.1\r\n\r\n'),
      );
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body)).toEqual(envelope(400, '请求错误'));
  });
});
