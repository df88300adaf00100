/** @jest-environment node */
import { profilePaths } from '../../core/cardTypes';
import type { StudentInfo } from '../../core/types';
import { apiGet, apiPost, login } from '../helpers/apiClient';
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
