/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CloudFileEntry, CloudFileTree, CloudFolderListing } from '../../core/cloudFileTypes';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

/** Small, so one test can fill it. */
const QUOTA_BYTES = 64 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SB3 = readFileSync(path.resolve(__dirname, '../../public/materials/sc1-task-fish.sb3'));

let server: RunningServer;
let demo: string;
let demoId: number;
let classmate: string;
beforeAll(async () => {
  server = await startServer({ cloudQuotaBytes: QUOTA_BYTES });
  const signedIn = await login(server.baseUrl, 'demo');
  demo = signedIn.accessToken;
  demoId = Number(signedIn.userInfo.id);
  classmate = (await login(server.baseUrl, 'xiaoyu')).accessToken;
}, 30_000);
afterAll(async () => server.close());

const storedFiles = (): string[] => {
  const folder = path.join(server.app.config.dataDir, 'uploads', 'cloud', String(demoId));
  return existsSync(folder) ? readdirSync(folder) : [];
};

async function upload(
  data: Buffer,
  name: string,
  options: { token?: string; folderId?: number; fileName?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const query = new URLSearchParams();
  if (options.folderId !== undefined) query.set('folderId', String(options.folderId));
  if (options.fileName !== undefined) query.set('fileName', options.fileName);
  const route = options.fileName === undefined ? 'uploadCloudFile' : 'uploadFileByFileName';
  const response = await fetch(`${server.baseUrl}/api/v3/student/${route}?${query.toString()}`, {
    method: 'POST',
    headers: { accessToken: options.token ?? demo },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; errorCode?: string; result: CloudFileEntry | null },
  };
}

async function uploaded(data: Buffer, name: string, folderId?: number): Promise<CloudFileEntry> {
  const { body } = await upload(data, name, { folderId });
  if (!body.result) throw new Error(`upload failed: ${body.message}`);
  return body.result;
}

const createFolder = (name: string, parentId?: number, token = demo) =>
  apiPost<CloudFileEntry>(server.baseUrl, '/api/v3/student/cloudFile/createFolder', {
    token,
    body: parentId === undefined ? { name } : { name, parentId },
  });

async function folderId(name: string, parentId?: number): Promise<number> {
  const { body } = await createFolder(name, parentId);
  if (!body.result) throw new Error(`folder failed: ${body.message}`);
  return body.result.id;
}

const listing = (id: number, token = demo) =>
  apiGet<CloudFolderListing>(server.baseUrl, `/api/v3/student/cloudFile/getCloudFile?folderId=${id}`, {
    token,
  });

const remove = (id: number, token = demo) =>
  apiPost(server.baseUrl, '/api/v3/student/deleteCloudFile', { token, body: { id } });

const rename = (id: number, name: string, token = demo) =>
  apiPost(server.baseUrl, '/api/v3/student/cloudFile/rename', { token, body: { id, name } });

const download = (id: number, token = demo) =>
  fetch(`${server.baseUrl}/api/v3/student/cloudFile/download/${id}`, { headers: { accessToken: token } });

/** The status of a download whose body is read, so no connection is left open. */
async function downloadStatus(id: number, token = demo): Promise<number> {
  const response = await download(id, token);
  await response.arrayBuffer();
  return response.status;
}

test('folders nest; the tree lists them all with the space used and allowed', async () => {
  const lessons = await folderId('  课堂作业  ');
  const week1 = await folderId('第一周', lessons);
  const tree = await apiGet<CloudFileTree>(server.baseUrl, '/api/v3/student/getCloudFileTree', {
    token: demo,
  });
  expect(tree.body.result?.folders).toEqual(
    expect.arrayContaining([
      { id: lessons, parentId: 0, name: '课堂作业' },
      { id: week1, parentId: lessons, name: '第一周' },
    ]),
  );
  expect(tree.body.result?.quotaBytes).toBe(QUOTA_BYTES);

  const inner = await listing(week1);
  expect(inner.body.result?.path.map((folder) => folder.name)).toEqual(['课堂作业', '第一周']);
  expect(inner.body.result?.list).toEqual([]);
  const root = await listing(0);
  expect(root.body.result?.list).toContainEqual(
    expect.objectContaining({ name: '课堂作业', isFolder: true }),
  );
});

test('an upload lands in its folder with its size and type, and counts against the quota', async () => {
  const folder = await folderId('图片');
  const before = (await listing(folder)).body.result?.usedBytes ?? 0;
  const entry = await uploaded(PNG, '小猫.png', folder);
  expect(entry).toMatchObject({ name: '小猫.png', size: PNG.length, fileType: 'png', isFolder: false });
  const after = await listing(folder);
  expect(after.body.result?.list).toEqual([entry]);
  expect(after.body.result?.usedBytes).toBe(before + PNG.length);

  const project = await uploaded(SB3, 'fish.sb3', folder);
  expect(project.fileType).toBe('sb3');
  const code = await uploaded(Buffer.from('print("你好")\n'), 'hello.py', folder);
  expect(code.fileType).toBe('py');
});

test('the type comes from the bytes: a picture named .txt is a picture, a program named .png is refused', async () => {
  const disguised = await uploaded(PNG, 'notes.txt');
  expect(disguised.fileType).toBe('png');
  const response = await download(disguised.id);
  expect(response.headers.get('content-type')).toBe('image/png');
  await response.arrayBuffer();

  const files = storedFiles().length;
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(64)]);
  const refused = await upload(exe, 'game.png');
  expect(refused.status).toBe(400);
  expect(refused.body.message).toContain('类型不支持');
  expect(storedFiles()).toHaveLength(files);
});

test('an upload past the quota is refused with QUOTA_EXCEEDED and stores nothing', async () => {
  const files = storedFiles().length;
  const used = (await listing(0)).body.result?.usedBytes ?? 0;
  const big = Buffer.alloc(QUOTA_BYTES - used + 1, 'a');
  const { status, body } = await upload(big, 'big.txt');
  expect(status).toBe(413);
  expect(body.errorCode).toBe('QUOTA_EXCEEDED');
  expect(body.message).toContain('云文件空间不足');
  expect(storedFiles()).toHaveLength(files);
  expect((await listing(0)).body.result?.list.some((entry) => entry.name === 'big.txt')).toBe(false);
});

test('uploads racing for the last room: only what fits is stored', async () => {
  const folder = await folderId('同时上传');
  const used = (await listing(folder)).body.result?.usedBytes ?? 0;
  const half = Buffer.alloc(Math.floor((QUOTA_BYTES - used) / 2) + 1, 'b');
  const answers = await Promise.all(
    ['1.txt', '2.txt', '3.txt'].map((name) => upload(half, name, { folderId: folder })),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 413, 413]);
  expect((await listing(folder)).body.result?.list).toHaveLength(1);
  for (const entry of (await listing(folder)).body.result?.list ?? []) await remove(entry.id);
});

test('uploadFileByFileName stores under the given name and replaces that file', async () => {
  const folder = await folderId('代码');
  const first = await upload(Buffer.from('a = 1\n'), 'blob', { folderId: folder, fileName: 'main.py' });
  expect(first.body.result).toMatchObject({ name: 'main.py', fileType: 'py', size: 6 });
  const files = storedFiles().length;
  const second = await upload(Buffer.from('a = 22\n'), 'blob', { folderId: folder, fileName: 'main.py' });
  expect(second.body.result).toMatchObject({ id: first.body.result?.id, size: 7 });
  expect(storedFiles()).toHaveLength(files);
  expect(await (await download(first.body.result?.id ?? 0)).text()).toBe('a = 22\n');
});

test('names are trimmed, 1–100 characters, without slashes or dots, and unique in their folder', async () => {
  for (const bad of ['', '   ', 'a/b', 'a\\b', '.', '..', 'x'.repeat(101)]) {
    const { status, body } = await createFolder(bad);
    expect([status, body.errorCode]).toEqual([400, 'BAD_FIELD']);
  }
  expect((await createFolder('x'.repeat(100))).status).toBe(200);
  await folderId('同名');
  const again = await createFolder(' 同名 ');
  expect([again.status, again.body.errorCode]).toEqual([409, 'CONFLICT']);
  expect((await upload(PNG, '同名')).status).toBe(409);
  const escape = await upload(Buffer.from('x'), 'a.txt', { fileName: '../../etc/passwd' });
  expect(escape.status).toBe(400);
  const pathName = await uploaded(Buffer.from('x'), '../../etc/passwd');
  expect(pathName.name).not.toContain('/');
  expect(storedFiles().every((file) => /^[0-9a-f]{24}\.[a-z0-9]+$/.test(file))).toBe(true);
});

test('rename keeps the folder unique and refuses bad names', async () => {
  const a = await uploaded(Buffer.from('1'), 'a.txt');
  await uploaded(Buffer.from('2'), 'b.txt');
  expect((await rename(a.id, 'b.txt')).status).toBe(409);
  expect((await rename(a.id, '../a.txt')).status).toBe(400);
  expect((await rename(a.id, ' 改名.txt ')).status).toBe(200);
  expect((await listing(0)).body.result?.list).toContainEqual(
    expect.objectContaining({ id: a.id, name: '改名.txt' }),
  );
});

test("another student's folders and files are as unknown as missing ones", async () => {
  const folder = await folderId('秘密');
  const file = await uploaded(Buffer.from('secret'), 'secret.txt', folder);
  expect((await listing(folder, classmate)).status).toBe(404);
  expect((await createFolder('入侵', folder, classmate)).status).toBe(404);
  expect((await upload(PNG, 'x.png', { token: classmate, folderId: folder })).status).toBe(404);
  expect((await rename(file.id, 'mine.txt', classmate)).status).toBe(404);
  expect((await remove(file.id, classmate)).status).toBe(404);
  expect(await downloadStatus(file.id, classmate)).toBe(404);
  expect(await downloadStatus(file.id, '')).toBe(401);
  const theirs = await apiGet<CloudFileTree>(server.baseUrl, '/api/v3/student/getCloudFileTree', {
    token: classmate,
  });
  expect(theirs.body.result?.folders).toEqual([]);
  expect((await listing(file.id)).status).toBe(404);
});

test('deleting a folder deletes everything inside it, stored bytes included', async () => {
  const top = await folderId('要删除的');
  const inner = await folderId('里面', top);
  const a = await uploaded(Buffer.from('one'), 'one.txt', top);
  const b = await uploaded(PNG, 'two.png', inner);
  const files = storedFiles().length;
  expect((await remove(top)).status).toBe(200);
  expect(storedFiles()).toHaveLength(files - 2);
  for (const id of [top, inner, a.id, b.id]) expect(await downloadStatus(id)).toBe(404);
  expect((await listing(inner)).status).toBe(404);
});

test('downloads are attachments that are never sniffed; pictures open inline', async () => {
  const text = await uploaded(Buffer.from('x,y\n1,2\n'), '成绩 表.csv');
  const response = await download(text.id);
  expect(response.status).toBe(200);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(
    `attachment; filename="__ _.csv"; filename*=UTF-8''${encodeURIComponent('成绩 表.csv')}`,
  );
  expect(await response.text()).toBe('x,y\n1,2\n');

  const picture = await uploaded(PNG, 'p.png');
  const image = await download(picture.id);
  expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
  expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

  const folder = await folderId('不能下载');
  expect(await downloadStatus(folder)).toBe(400);
});
