/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

/** The student's own news feed: one of the larger answers of /home (SPEC.md §6). */
const LARGE = '/api/v3/student/myDynamic';
const SMALL = '/api/messageSend/getUnreadCount';

let server: RunningServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  token = (await login(server.baseUrl, 'demo')).accessToken;
}, 30_000);
afterAll(async () => server.close());

interface RawResponse {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Node's fetch decompresses on its own; the raw bytes show what really went over the wire. */
function raw(url: string, acceptEncoding?: string): Promise<RawResponse> {
  const headers: Record<string, string> = { accessToken: token, from: 'pc' };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    httpRequest(`${server.baseUrl}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

test('a large JSON answer goes out in brotli, or gzip, and means the same', async () => {
  const plain = await raw(LARGE);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThanOrEqual(1024);
  const answer = JSON.parse(plain.body.toString()) as { success: boolean };
  expect(answer.success).toBe(true);

  const br = await raw(LARGE, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toContain('accept-encoding');
  expect(br.body.length).toBeLessThan(plain.body.length);
  expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(answer);

  const gzip = await raw(LARGE, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(answer);
});

test('a small answer is not worth compressing', async () => {
  const response = await raw(SMALL, 'gzip, deflate, br');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(response.body.toString())).toMatchObject({ success: true });
});
