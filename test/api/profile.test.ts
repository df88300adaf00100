/** @jest-environment node */
import { profilePaths } from '../../core/cardTypes';
import type { StudentInfo } from '../../core/types';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { latestCode } from '../helpers/smsOutbox';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const INFO = '/api/v3/student/getStudentInfo';
const PATH = profilePaths.improvePersonalInformation;
const VALID = { parentsContactWay: 'XH2026040101', name: '赵欣然', sex: '女', birthDayStr: '2014-06-01' };

let server: RunningServer;
// Seeding a fresh database can take a while on a busy machine, PostgreSQL especially.
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, 120_000);
afterAll(() => server.close());

async function bindSchoolInfoOf(token: string) {
  const { body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token });
  return body.result.bindSchoolInfo;
}

const submit = (token: string | undefined, body: Record<string, unknown>) =>
  apiPost<null>(server.baseUrl, PATH, { token, body, form: true });

test.each([
  ['name blank', { name: '  ' }, '姓名不能为空'],
  ['sex blank', { sex: '' }, '性别不能为空'],
  ['sex neither 男 nor 女', { sex: '男孩' }, '性别不能为空'],
  ['student number blank', { parentsContactWay: ' ' }, '学号不能为空'],
  ['birth year after 2015', { birthDayStr: '2016-01-01' }, '出生年月格式错误'],
  ['birth year before 1995', { birthDayStr: '1994-12-01' }, '出生年月格式错误'],
  ['month 13', { birthDayStr: '2010-13-01' }, '出生年月格式错误'],
  ['not the first of the month', { birthDayStr: '2010-05-12' }, '出生年月格式错误'],
  ['name too long', { name: '名'.repeat(33) }, '参数 name 格式错误'],
])('%s → 400 naming the field, nothing bound', async (_case, change, message) => {
  const { accessToken } = await login(server.baseUrl, 'newbie');
  const { status, body } = await submit(accessToken, { ...VALID, ...change });
  expect({ status, message: body.message }).toEqual({ status: 400, message });
  expect(await bindSchoolInfoOf(accessToken)).toBeNull();
});

test.each(['name', 'sex', 'parentsContactWay', 'birthDayStr'])(
  'missing %s → 400 naming it',
  async (field) => {
    const { accessToken } = await login(server.baseUrl, 'newbie');
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    const response = await submit(accessToken, body);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: `${field} 不能为空`,
    });
  },
);

test('a field the form does not have is refused', async () => {
  const { accessToken } = await login(server.baseUrl, 'newbie');
  const response = await submit(accessToken, { ...VALID, userId: 1 });
  expect({ status: response.status, message: response.body.message }).toEqual({
    status: 400,
    message: '不支持的参数 userId',
  });
});

test('without a token → 401', async () => {
  expect((await submit(undefined, VALID)).status).toBe(401);
});

test("newbie completes the form: the server's message, and the school info is bound", async () => {
  const { accessToken, userInfo } = await login(server.baseUrl, 'newbie');
  expect(userInfo.bindSchoolInfo).toBeNull();

  const { status, body } = await submit(accessToken, { ...VALID, name: ' 赵欣然 ' });
  expect(status).toBe(200);
  expect(body).toEqual({
    success: true,
    code: 200,
    message: '个人信息已完善，欢迎开始学习！',
    result: null,
  });
  expect(await bindSchoolInfoOf(accessToken)).toEqual(VALID);

  // Only the caller's own record changed.
  const demo = await login(server.baseUrl, 'demo');
  expect(demo.userInfo.bindSchoolInfo?.parentsContactWay).toBe('XH2023081501');
});

describe('the name the form gives', () => {
  async function registerStudent(mobile: string): Promise<string> {
    await fetch(`${server.baseUrl}/api/common/captcha/sendSms/${mobile}?type=0`);
    const code = latestCode(server.app.config.dataDir, mobile);
    const password = 'Sprout123';
    const registered = await apiPost<{ username: string }>(server.baseUrl, '/api/v3/student/register', {
      body: { mobile, code, password, confirmPassword: password },
      form: true,
    });
    expect(registered.status).toBe(200);
    return (await login(server.baseUrl, mobile, password)).accessToken;
  }

  test('a registered student is called by it from then on: user info now and at the next sign-in', async () => {
    const mobile = '13900001234';
    const token = await registerStudent(mobile);
    const before = await apiGet<StudentInfo>(server.baseUrl, INFO, { token });
    expect(before.body.result).toMatchObject({ realName: '', nickName: '码芽学员1234' });

    expect((await submit(token, { ...VALID, name: ' 陈小禾 ' })).status).toBe(200);

    const after = await apiGet<StudentInfo>(server.baseUrl, INFO, { token });
    // The question-bank header shows the nickname: the made-up one gives way to the name.
    expect(after.body.result).toMatchObject({
      realName: '陈小禾',
      nickName: '陈小禾',
      bindSchoolInfo: { name: '陈小禾' },
    });
    const again = await login(server.baseUrl, mobile, 'Sprout123');
    expect(again.userInfo.realName).toBe('陈小禾');

    // Outside a school the form is the only source of the name: a correction replaces it.
    expect((await submit(token, { ...VALID, name: '陈小荷' })).status).toBe(200);
    expect((await apiGet<StudentInfo>(server.baseUrl, INFO, { token })).body.result).toMatchObject({
      realName: '陈小荷',
      nickName: '陈小荷',
    });
  });

  test("a school's student keeps the name the school gave (cards are linked by it)", async () => {
    const { accessToken, userInfo } = await login(server.baseUrl, 'newbie');
    expect(userInfo.realName).toBe('赵欣然');
    expect((await submit(accessToken, { ...VALID, name: '赵欣' })).status).toBe(200);
    const { body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token: accessToken });
    expect(body.result).toMatchObject({
      realName: '赵欣然',
      nickName: userInfo.nickName,
      bindSchoolInfo: { name: '赵欣' },
    });
  });
});
