/** @jest-environment node */
import type { MenuItem } from '../../core/menuTypes';
import { studentMenuFor } from '../../core/studentMenu';
import { seedDemoSchool } from '../../server/db/seed';
import { apiGet, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const MENU = '/api/v3/student/getMenuList';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  token = (await login(server.baseUrl, 'demo')).accessToken;
}, 30_000);
afterAll(() => server.close());

const titles = (items: MenuItem[]) => items.map((item) => item.title);

test('the menu is one group of the eight entries of the student menu, in order', async () => {
  const { status, body } = await apiGet<MenuItem[]>(server.baseUrl, MENU, { token });
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  const [group, ...others] = body.result;
  expect(others).toEqual([]);
  expect(group).toMatchObject({ parentId: 0, name: 'student', type: -1, title: '学习中心' });
  expect(titles(group.children)).toEqual([
    '首页',
    '作品广场',
    '校内作品',
    '创作中心',
    '我的作品',
    '我的课程',
    '我的同学',
    '我的收藏',
  ]);
  expect(group.children.map((entry) => entry.path)).toEqual([
    '/home',
    '/student/opusSquare',
    '/student/opusSquare',
    '/student/createCenter',
    '/student/myOpus',
    '/student/myStudy',
    '/student/myClassmate',
    '/student/myCollection',
  ]);
});

test('every item carries the fields of SPEC.md §3 "Menu item"', async () => {
  const { body } = await apiGet<MenuItem[]>(server.baseUrl, MENU, { token });
  const [group] = body.result;
  const myOpus = group.children.find((entry) => entry.name === 'myOpus');
  expect(myOpus).toEqual({
    id: expect.any(Number),
    parentId: group.id,
    name: 'myOpus',
    type: 0,
    title: '我的作品',
    path: '/student/myOpus',
    component: 'works/MyOpus',
    icon: 'PictureOutlined',
    url: '',
    buttonType: '',
    children: [],
    permTypes: ['add', 'edit', 'delete'],
  });
  expect(group.children.find((entry) => entry.name === 'home')?.permTypes).toEqual([]);
});

test('each demo account sees its own menu once the rule of SPEC.md §2 is applied', async () => {
  const seen: Record<string, string[]> = {};
  for (const username of ['demo', 'trial', 'solo']) {
    const { accessToken, userInfo } = await login(server.baseUrl, username);
    const { body } = await apiGet<MenuItem[]>(server.baseUrl, MENU, { token: accessToken });
    seen[username] = titles(studentMenuFor(body.result, userInfo)[0].children);
  }
  expect(seen).toEqual({
    demo: ['首页', '校内作品', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'],
    trial: ['首页', '作品广场', '创作中心', '我的作品', '我的课程', '我的同学', '我的收藏'],
    solo: ['首页', '创作中心', '我的同学', '我的收藏'],
  });
});

test('without a valid token → 401', async () => {
  const none = await apiGet(server.baseUrl, MENU);
  expect(none.status).toBe(401);
  expect(none.body).toEqual({
    success: false,
    code: 401,
    message: '登录已过期，请重新登录',
    result: null,
    errorCode: 'UNAUTHENTICATED',
  });
  const bad = await apiGet(server.baseUrl, MENU, { token: 'not-a-token' });
  expect(bad.status).toBe(401);
});

test('an unknown query field → 400 naming it', async () => {
  const { status, body } = await apiGet(server.baseUrl, `${MENU}?userId=1`, { token });
  expect(status).toBe(400);
  expect(body.message).toBe('不支持的参数 userId');
});

test('seeding again adds no menu rows and keeps an edited title', async () => {
  const db = server.app.db;
  await db.updateTable('menu_items').set({ title: '作品展厅' }).where('name', '=', 'opusSquare').execute();
  const before = await db.selectFrom('menu_items').select('id').execute();
  await seedDemoSchool(db);
  const after = await db.selectFrom('menu_items').select('id').execute();
  expect(after).toHaveLength(before.length);
  const { body } = await apiGet<MenuItem[]>(server.baseUrl, MENU, { token });
  expect(body.result[0].children[1].title).toBe('作品展厅');
});
