/** @jest-environment node */
import type { StudentInfo, UserInfo } from '../../core/types';
import { DEMO_PASSWORD, apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const UPDATE_PASSWORD = '/api/v3/student/updatePassword';
const UPLOAD = '/api/v3/student/upload2AliOss';
const UPDATE_AVATAR = '/api/v3/student/updateAvatar';
const UPDATE_NICKNAME = '/api/v3/student/updateNickName';
const STUDENT_INFO = '/api/v3/student/getStudentInfo';

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 30_000);
afterAll(async () => server.close());

async function upload(data: Buffer | null, token?: string, name = 'avatar.png', type = 'image/png') {
  const form = new FormData();
  if (data) form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  else form.append('note', 'no file here');
  const headers: Record<string, string> = {};
  if (token) headers.accessToken = token;
  const response = await fetch(`${server.baseUrl}${UPLOAD}`, { method: 'POST', headers, body: form });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; message: string; result: { url: string } | null },
  };
}

function updatePassword(token: string, oldPassword: string, password: string, confirmPassword = password) {
  return apiPost(server.baseUrl, UPDATE_PASSWORD, {
    token,
    body: { oldPassword, password, confirmPassword },
    form: true,
  });
}

describe('changing the password', () => {
  it('needs the right old password, then signs out every other device but this one', async () => {
    const here = await login(server.baseUrl, 'solo');
    const elsewhere = await login(server.baseUrl, 'solo');

    const wrong = await updatePassword(here.accessToken, 'not-my-password', 'NewPass123');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('原密码错误');
    // Nothing changed: the other device is still signed in.
    expect((await apiGet(server.baseUrl, STUDENT_INFO, { token: elsewhere.accessToken })).status).toBe(200);

    const changed = await updatePassword(here.accessToken, DEMO_PASSWORD, 'NewPass123');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('密码修改成功，其他设备上的登录已退出');

    expect((await apiGet(server.baseUrl, STUDENT_INFO, { token: elsewhere.accessToken })).status).toBe(401);
    expect((await apiGet(server.baseUrl, STUDENT_INFO, { token: here.accessToken })).status).toBe(200);
    await expect(login(server.baseUrl, 'solo')).rejects.toThrow(/400/);
    await expect(login(server.baseUrl, 'solo', 'NewPass123')).resolves.toMatchObject({
      userInfo: { username: 'solo' },
    });
  });

  it('checks the new password with the rules of SPEC.md §5', async () => {
    const { accessToken } = await login(server.baseUrl, 'trial');
    const cases: [string, string, string, string][] = [
      ['', 'NewPass123', 'NewPass123', '原密码不能为空'],
      [DEMO_PASSWORD, '12345', '12345', '密码长度不能小于6位'],
      [DEMO_PASSWORD, 'NewPass123', 'NewPass124', '两次输入密码不一致'],
      [DEMO_PASSWORD, DEMO_PASSWORD, DEMO_PASSWORD, '新密码不能与原密码相同'],
    ];
    for (const [oldPassword, password, confirm, message] of cases) {
      const response = await updatePassword(accessToken, oldPassword, password, confirm);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const missing = await apiPost(server.baseUrl, UPDATE_PASSWORD, {
      token: accessToken,
      body: { oldPassword: DEMO_PASSWORD, password: 'NewPass123' },
    });
    expect(missing.body).toMatchObject({ code: 400, message: 'confirmPassword 不能为空' });
  });

  it('is refused to school accounts (SPEC.md §6) and without a token', async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const school = await updatePassword(accessToken, DEMO_PASSWORD, 'NewPass123');
    expect(school.status).toBe(403);
    expect(school.body.message).toBe('学校账号的密码由学校统一管理，请联系老师修改');
    await expect(login(server.baseUrl, 'demo')).resolves.toBeDefined();

    const anonymous = await apiPost(server.baseUrl, UPDATE_PASSWORD, {
      body: { oldPassword: DEMO_PASSWORD, password: 'NewPass123', confirmPassword: 'NewPass123' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('the avatar', () => {
  it('an uploaded image is served and, once chosen, appears in the student info', async () => {
    const { accessToken, userInfo } = await login(server.baseUrl, 'xiaoyu');
    const uploaded = await upload(PNG, accessToken);
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.result?.url ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/images/${userInfo.id}/[0-9a-f]{24}\\.png$`));

    const served = await fetch(`${server.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const chosen = await apiPost<UserInfo>(server.baseUrl, UPDATE_AVATAR, {
      token: accessToken,
      body: { avatar: url },
      form: true,
    });
    expect(chosen.body).toMatchObject({ success: true, message: '头像已更新', result: { avatar: url } });
    const info = await apiGet<StudentInfo>(server.baseUrl, STUDENT_INFO, { token: accessToken });
    expect(info.body.result.avatar).toBe(url);
  });

  it('only real PNG, JPEG, GIF or WebP images up to 2 MB are taken', async () => {
    const { accessToken } = await login(server.baseUrl, 'haoran');
    const svg = await upload(SVG, accessToken, 'avatar.svg', 'image/svg+xml');
    expect(svg).toMatchObject({
      status: 400,
      body: { message: '文件 file 不是支持的图片（PNG、JPG、GIF、WebP）' },
    });
    // The claimed name and type do not matter: the bytes do.
    const disguised = await upload(Buffer.from('just some text'), accessToken, 'avatar.png', 'image/png');
    expect(disguised.status).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(await upload(huge, accessToken)).toMatchObject({
      status: 400,
      body: { message: '文件 file 过大，不能超过 2 MB' },
    });
    expect(await upload(null, accessToken)).toMatchObject({
      status: 400,
      body: { message: 'file 不能为空' },
    });
    expect((await upload(PNG)).status).toBe(401);
  });

  it('a malformed multipart body is a 400 envelope, and a stray part is still read', async () => {
    const { accessToken } = await login(server.baseUrl, 'haoran');
    const head = '--b0undary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    for (const [body, contentType] of [
      [`${head}\u0089PNG`, 'multipart/form-data; boundary=b0undary'],
      [`${head}\u0089PNG\r\n--b0undary--\r\n`, 'multipart/form-data'],
    ]) {
      const response = await fetch(`${server.baseUrl}${UPLOAD}`, {
        method: 'POST',
        headers: { accessToken, 'content-type': contentType },
        body,
      });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 400,
        body: {
          success: false,
          code: 400,
          message: '请以 multipart/form-data 上传文件 file',
          result: null,
          errorCode: 'BAD_REQUEST',
        },
      });
    }

    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(Buffer.alloc(2 * 1024 * 1024, 0x61))]), 'a.png');
    const stray = await fetch(`${server.baseUrl}${UPLOAD}`, {
      method: 'POST',
      headers: { accessToken },
      body: form,
    });
    expect(stray.status).toBe(400);
    await stray.arrayBuffer();
    for (let call = 0; call < 3; call += 1) {
      const next = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(10_000) });
      expect(next.status).toBe(200);
    }
  }, 40_000);

  it("the avatar must be the caller's own upload", async () => {
    const mine = await login(server.baseUrl, 'haoran');
    const other = await login(server.baseUrl, 'newbie');
    const { body } = await upload(PNG, other.accessToken);
    for (const avatar of [body.result?.url ?? '', '/avatars/linxiaoman.svg', 'https://example.com/a.png']) {
      const response = await apiPost(server.baseUrl, UPDATE_AVATAR, {
        token: mine.accessToken,
        body: { avatar },
      });
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: '参数 avatar 不是你上传的图片',
      });
    }
    const missing = `/uploads/images/${mine.userInfo.id}/${'0'.repeat(24)}.png`;
    expect(
      (await apiPost(server.baseUrl, UPDATE_AVATAR, { token: mine.accessToken, body: { avatar: missing } }))
        .status,
    ).toBe(400);
    expect((await fetch(`${server.baseUrl}${missing}`)).status).toBe(404);
  });
});

describe('the nickname', () => {
  it('is trimmed, required and at most 16 characters', async () => {
    const { accessToken } = await login(server.baseUrl, 'trial');
    const renamed = await apiPost<UserInfo>(server.baseUrl, UPDATE_NICKNAME, {
      token: accessToken,
      body: { nickName: '  编程小诺  ' },
      form: true,
    });
    expect(renamed.body).toMatchObject({ success: true, result: { nickName: '编程小诺' } });
    const empty = await apiPost(server.baseUrl, UPDATE_NICKNAME, {
      token: accessToken,
      body: { nickName: '  ' },
    });
    expect(empty.body).toMatchObject({ code: 400, message: '昵称不能为空' });
    const long = await apiPost(server.baseUrl, UPDATE_NICKNAME, {
      token: accessToken,
      body: { nickName: '长'.repeat(17) },
    });
    expect(long.body).toMatchObject({ code: 400, message: '昵称不能超过16个字' });
    const info = await apiGet<StudentInfo>(server.baseUrl, STUDENT_INFO, { token: accessToken });
    expect(info.body.result.nickName).toBe('编程小诺');
  });
});

it('password attempts are limited per student, like sign-ins', async () => {
  const { accessToken } = await login(server.baseUrl, 'newbie');
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    statuses.push((await updatePassword(accessToken, `guess-${i}`, 'NewPass123')).status);
  }
  // newbie is a school account (403), but every attempt counts towards the limit.
  expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
});
