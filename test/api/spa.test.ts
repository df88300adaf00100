/** @jest-environment node */
import { FAKE_PAGE as PAGE, fakeClientBuild } from '../helpers/fakeClientBuild';
import type { FakeClientBuild } from '../helpers/fakeClientBuild';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

let server: RunningServer;
let client: FakeClientBuild;
beforeAll(async () => {
  client = fakeClientBuild({ 'js/main.abc123.js': 'console.log(1)' });
  server = await startServer({ clientDir: client.dir });
});
afterAll(async () => {
  await server.close();
  client.remove();
});

const page = (url: string) => fetch(`${server.baseUrl}${url}`, { headers: { accept: 'text/html,*/*' } });

test.each(['/', '/login', '/home', '/practise', '/simulationTestDetail?examPaperId=1'])(
  'the page %s is the SPA shell, revalidated on every load',
  async (url) => {
    const response = await page(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(PAGE);
  },
);

test('built files are served from the client directory', async () => {
  const response = await fetch(`${server.baseUrl}/js/main.abc123.js`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('console.log(1)');
});

test('a missing script is a 404, not the page', async () => {
  const response = await fetch(`${server.baseUrl}/js/missing.js`);
  expect(response.status).toBe(404);
});

test('API paths never fall back to the page, even when a browser asks for HTML', async () => {
  const response = await page('/api/v3/student/unknown');
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 404, message: '接口不存在' });
});

test('public files are still served beside the client build', async () => {
  const response = await fetch(`${server.baseUrl}/avatars/zhanghaoran.svg`);
  expect(response.status).toBe(200);
});
