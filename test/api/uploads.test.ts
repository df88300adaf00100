/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zip } from '../../tools/materials/zip';
import type { AnswerDownloadUrl } from '../../core/answerFiles';
import { answerFilePaths } from '../../core/answerFiles';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const UPLOAD = '/api/v3/student/uploadAnswerProject';
const starter = readFileSync(path.resolve(__dirname, '../../public/materials/sc1-task-fish.sb3'));

let server: RunningServer;
let demoToken: string;
let demoId: number;
let classmateToken: string;
/** The server's clock for signed links; tests only move it forward. */
let clock = Date.now();
beforeAll(async () => {
  server = await startServer({ now: () => clock });
  const demo = await login(server.baseUrl, 'demo');
  demoToken = demo.accessToken;
  demoId = Number(demo.userInfo.id);
  classmateToken = (await login(server.baseUrl, 'xiaoyu')).accessToken;
}, 30_000);
afterAll(async () => server.close());

async function upload(data: Buffer | null, options: { token?: string; field?: string; name?: string } = {}) {
  const form = new FormData();
  if (data)
    form.append(options.field ?? 'file', new Blob([new Uint8Array(data)]), options.name ?? 'answer.sb3');
  else form.append('note', 'no file here');
  const headers: Record<string, string> = {};
  if (options.token) headers.accessToken = options.token;
  const response = await fetch(`${server.baseUrl}${UPLOAD}`, { method: 'POST', headers, body: form });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; message: string; result: { path: string } | null },
  };
}

test('an .sb3 upload returns the path of the stored answer', async () => {
  const { status, body } = await upload(starter, { token: demoToken });
  expect(status).toBe(200);
  expect(body.result?.path).toMatch(new RegExp(`^/uploads/answers/${demoId}/[0-9a-f]{24}\\.sb3$`));
});

async function uploadedPath(): Promise<string> {
  const { body } = await upload(starter, { token: demoToken });
  if (!body.result) throw new Error(`upload failed: ${body.message}`);
  return body.result.path;
}

const signLink = (path: string, token = demoToken) =>
  apiGet<AnswerDownloadUrl>(
    server.baseUrl,
    `${answerFilePaths.downloadUrl}?path=${encodeURIComponent(path)}`,
    {
      token,
    },
  );

test('the owner downloads the answer byte for byte, as an attachment that is never sniffed', async () => {
  const response = await fetch(`${server.baseUrl}${await uploadedPath()}`, {
    headers: { accessToken: demoToken },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x.scratch.sb3');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="answer.sb3"');
  expect(Buffer.from(await response.arrayBuffer()).equals(starter)).toBe(true);
});

test('an access token in the URL opens nothing', async () => {
  const url = `${server.baseUrl}${await uploadedPath()}`;
  const response = await fetch(`${url}?accessToken=${encodeURIComponent(demoToken)}`);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    message: '不支持的参数 accessToken',
    errorCode: 'UNKNOWN_FIELD',
  });
});

describe('signed download links', () => {
  test('the owner gets a five-minute link that needs no token', async () => {
    const path = await uploadedPath();
    const { status, body } = await signLink(path);
    expect(status).toBe(200);
    expect(body.result.expiresAt).toBe(clock + 5 * 60 * 1000);
    expect(body.result.url).toMatch(
      new RegExp(`^${path.replace(/\./g, '\\.')}\\?expires=${body.result.expiresAt}&sig=[\\w-]{43}$`),
    );
    expect(body.result.url).not.toContain(demoToken);

    const response = await fetch(`${server.baseUrl}${body.result.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="answer.sb3"');
    expect(Buffer.from(await response.arrayBuffer()).equals(starter)).toBe(true);
  });

  test('a link opens only its own file, until it expires', async () => {
    const [path, other] = [await uploadedPath(), await uploadedPath()];
    const { url, expiresAt } = (await signLink(path)).body.result;
    const query = url.slice(url.indexOf('?'));
    const refused = async (target: string) => {
      const response = await fetch(`${server.baseUrl}${target}`);
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    const expired = { status: 403, body: expect.objectContaining({ message: '下载链接已失效，请重新打开' }) };

    expect(await refused(`${other}${query}`)).toEqual(expired);
    expect(await refused(url.replace(`expires=${expiresAt}`, `expires=${expiresAt + 1000}`))).toEqual(
      expired,
    );
    const sig = url.slice(url.indexOf('sig=') + 4);
    // The first character: all six of its bits count (the last one's low bits may be padding).
    const otherSig = `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect(await refused(url.replace(`sig=${sig}`, `sig=${otherSig}`))).toEqual(expired);
    expect(await refused(`${path}?expires=${expiresAt}`)).toEqual(expired);

    clock += 5 * 60 * 1000;
    expect(await refused(url)).toEqual(expired);
  });

  test('only the owner may sign a link to a file; a path that is no answer file is a 400', async () => {
    const path = await uploadedPath();
    expect((await signLink(path, classmateToken)).status).toBe(403);
    expect((await signLink(`/uploads/answers/${demoId}/../../app.db`)).body).toMatchObject({
      code: 400,
      message: '参数 path 格式错误',
    });
    expect(
      (await apiGet(server.baseUrl, `${answerFilePaths.downloadUrl}?path=${encodeURIComponent(path)}`))
        .status,
    ).toBe(401);
  });
});

test("another student may not read someone's answer", async () => {
  const { body } = await upload(starter, { token: demoToken });
  const response = await fetch(`${server.baseUrl}${body.result?.path}`, {
    headers: { accessToken: classmateToken },
  });
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ success: false, code: 403 });
});

test('reading an answer without a token is 401, a missing file 404', async () => {
  const { body } = await upload(starter, { token: demoToken });
  expect((await fetch(`${server.baseUrl}${body.result?.path}`)).status).toBe(401);
  const missing = await fetch(`${server.baseUrl}/uploads/answers/${demoId}/${'0'.repeat(24)}.sb3`, {
    headers: { accessToken: demoToken },
  });
  expect(missing.status).toBe(404);
});

test('uploading without a token is 401', async () => {
  const { status, body } = await upload(starter);
  expect(status).toBe(401);
  expect(body.message).toBe('登录已过期，请重新登录');
});

test.each([
  ['plain text', Buffer.from('print("hello")')],
  ['a zip without project.json', zip([{ name: 'readme.txt', data: Buffer.from('hi') }])],
  ['an empty file', Buffer.alloc(0)],
])('%s is refused with a 400 naming file', async (_label, data) => {
  const { status, body } = await upload(data, { token: demoToken });
  expect(status).toBe(400);
  expect(body.message).toContain('file');
});

test('a request without the file part is a 400 naming file', async () => {
  const missing = await upload(null, { token: demoToken });
  expect(missing.status).toBe(400);
  expect(missing.body.message).toBe('file 不能为空');

  const wrongField = await upload(starter, { token: demoToken, field: 'project' });
  expect(wrongField.status).toBe(400);
  expect(wrongField.body.message).toContain('file');
});

test('a JSON body instead of multipart is a 400', async () => {
  const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
    method: 'POST',
    headers: { accessToken: demoToken, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toContain('file');
});

test('a file over 20 MB is refused with a 400', async () => {
  const big = Buffer.alloc(20 * 1024 * 1024 + 1);
  starter.copy(big);
  const { status, body } = await upload(big, { token: demoToken });
  expect(status).toBe(400);
  expect(body.message).toContain('20 MB');
});

/** A body sent exactly as given, with framing no browser produces. */
async function uploadRaw(body: string, contentType: string) {
  const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
    method: 'POST',
    headers: { accessToken: demoToken, 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const BOUNDARY = 'b0undary';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="answer.sb3"\r\n\r\n`;

test.each([
  ['cut short', `${PART_HEAD}PK\u0003\u0004`, `multipart/form-data; boundary=${BOUNDARY}`],
  ['with no boundary', `${PART_HEAD}PK\r\n--${BOUNDARY}--\r\n`, 'multipart/form-data'],
  [
    'with a broken part header',
    `--${BOUNDARY}\r\nnonsense\r\n\r\nPK\r\n--${BOUNDARY}--\r\n`,
    `multipart/form-data; boundary=${BOUNDARY}`,
  ],
])('a multipart body %s is a 400 envelope naming file', async (_case, body, contentType) => {
  const response = await uploadRaw(body, contentType);
  expect(response).toEqual({
    status: 400,
    body: {
      success: false,
      code: 400,
      message: expect.stringContaining('file'),
      result: null,
      errorCode: 'BAD_REQUEST',
    },
  });
});

test('a part under another name is still read, so the connection answers its next requests', async () => {
  // Left unread, these 2 MB stalled the keep-alive connection: its next request never got an answer.
  const stray = await upload(Buffer.alloc(2 * 1024 * 1024, 0x61), { token: demoToken, field: 'project' });
  expect(stray.status).toBe(400);
  for (let call = 0; call < 3; call += 1) {
    const next = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
    expect(next.status).toBe(200);
  }
}, 40_000);

test('a name no upload was given is a 404, with a token or without', async () => {
  for (const name of [`${demoId}/notes.txt`, `0/${'0'.repeat(24)}.sb3`, `${demoId}/${'0'.repeat(24)}.png`]) {
    expect((await fetch(`${server.baseUrl}/uploads/answers/${name}`)).status).toBe(404);
    const withToken = await fetch(`${server.baseUrl}/uploads/answers/${name}`, {
      headers: { accessToken: demoToken },
    });
    expect(withToken.status).toBe(404);
  }
  const image = await fetch(`${server.baseUrl}/uploads/images/${demoId}/${'0'.repeat(24)}.sb3`);
  expect(image.status).toBe(404);
});

test('only the upload routes take multipart bodies', async () => {
  const form = new FormData();
  form.append('nickName', '小码');
  const response = await fetch(`${server.baseUrl}/api/v3/student/updateNickName`, {
    method: 'POST',
    headers: { accessToken: demoToken },
    body: form,
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ message: '不支持的请求体 Content-Type' });
});

test('the OpenAPI document describes the stored files as bytes of their type', async () => {
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
  };
  const typesOf = (path: string) => Object.keys(document.paths[path]?.get?.responses['200']?.content ?? {});
  expect(typesOf('/uploads/answers/{studentId}/{file}')).toEqual(['application/x.scratch.sb3']);
  expect(typesOf('/uploads/images/{studentId}/{file}').sort()).toEqual([
    'image/gif',
    'image/jpeg',
    'image/png',
    'image/webp',
  ]);
});
