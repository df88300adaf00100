/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Paged } from '../../core/homeTypes';
import type { IntegralList } from '../../core/pointsTypes';
import type {
  MyOpusPage,
  OpusProject,
  SavedOpus,
  TemplateUnlock,
  ThemeTemplate,
  ThemeTemplateType,
} from '../../core/workTypes';
import { seedDemoSchool } from '../../server/db/seed';
import { themeTemplates } from '../../server/db/seed/templates/catalogue';
import { appendEntry } from '../../server/repos/pointsRepo';
import { checkSb3 } from '../../server/services/sb3Check';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { createStudents } from './support/works';
import type { TokenStudent } from './support/works';

const API = '/api/v3/student';

let server: RunningServer;
let rich: TokenStudent;
let poor: TokenStudent;

beforeAll(async () => {
  server = await startServer();
  [rich, poor] = await createStudents(server.app.db, 'tpl', 2, null);
  await appendEntry(server.app.db, {
    studentId: rich.id,
    delta: 100,
    source: 'exam_pass',
    reason: '测试积分',
    referenceKind: 'exam_attempt',
    referenceId: 1,
    createdAt: Date.now(),
  });
}, 60_000);
afterAll(() => server.close());

const templates = async (student: TokenStudent, query = 'pageNumber=1&pageSize=50') =>
  (
    await apiGet<Paged<ThemeTemplate>>(server.baseUrl, `${API}/getThemeTemplateList?${query}`, {
      token: student.token,
    })
  ).body.result;
const balance = async (student: TokenStudent) =>
  (
    await apiGet<IntegralList>(server.baseUrl, `${API}/getMyIntegralList?pageNumber=1&pageSize=50`, {
      token: student.token,
    })
  ).body.result.balance;
const unlock = (student: TokenStudent, id: number) =>
  apiPost<TemplateUnlock>(server.baseUrl, `${API}/common/themeTemplate/unlock`, {
    token: student.token,
    body: { id },
  });
const use = (student: TokenStudent, id: number) =>
  apiPost<SavedOpus>(server.baseUrl, `${API}/themeTemplate/use/${id}`, { token: student.token });

async function templateNamed(name: string): Promise<ThemeTemplate> {
  const found = (await templates(rich)).list.find((template) => template.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

test('types in order, and templates of every type, Scratch and Python, free and priced, each with a cover', async () => {
  const types = (
    await apiGet<ThemeTemplateType[]>(server.baseUrl, `${API}/getThemeTemplateTypeList`, {
      token: rich.token,
    })
  ).body.result;
  expect(types.map((type) => type.name)).toEqual(['游戏', '故事', '艺术', '音乐']);

  const all = await templates(rich);
  expect(all.total).toBeGreaterThanOrEqual(12);
  for (const type of types) expect(all.list.some((template) => template.typeId === type.id)).toBe(true);
  expect(new Set(all.list.map((template) => template.opusType))).toEqual(new Set([1, 2]));
  expect(all.list.some((template) => template.price === 0 && template.unlocked)).toBe(true);
  expect(all.list.some((template) => template.price > 0 && !template.unlocked)).toBe(true);
  for (const template of all.list) {
    const cover = await fetch(`${server.baseUrl}${template.cover}`);
    expect({ name: template.name, status: cover.status }).toEqual({ name: template.name, status: 200 });
    await cover.arrayBuffer();
  }

  const games = types.find((type) => type.name === '游戏');
  const pythonGames = await templates(rich, `pageNumber=1&pageSize=50&typeId=${games?.id}&opusType=2`);
  expect(pythonGames.list.length).toBeGreaterThan(0);
  expect(pythonGames.list.every((template) => template.typeName === '游戏' && template.opusType === 2)).toBe(
    true,
  );
  expect((await templates(rich, 'pageNumber=2&pageSize=5')).list).toHaveLength(5);
});

test('every Scratch template is a whole project: parseable, with every asset it names', () => {
  for (const template of themeTemplates.filter((one) => one.opusType === 1)) {
    const file = readFileSync(path.resolve(__dirname, `../../public/templates/${template.key}.sb3`));
    expect({ key: template.key, problem: checkSb3(file) }).toEqual({ key: template.key, problem: null });
  }
});

test('a free template is used at once: a new work of mine (version 1) that opens', async () => {
  const free = await templateNamed('接苹果');
  const made = await use(poor, free.id);
  expect(made.status).toBe(200);
  expect(made.body.result).toMatchObject({ name: '接苹果', version: 1, cover: free.cover });
  const opened = (
    await apiGet<OpusProject>(server.baseUrl, `${API}/getOpusPathFormAliOss?id=${made.body.result.id}`, {
      token: poor.token,
    })
  ).body.result;
  expect(opened).toMatchObject({ originalId: null, opusType: 1 });
  const project = await fetch(`${server.baseUrl}${opened.projectUrl}`);
  expect(project.status).toBe(200);
  expect(checkSb3(Buffer.from(await project.arrayBuffer()))).toBeNull();
  const mine = (
    await apiGet<MyOpusPage>(server.baseUrl, `${API}/getMyOpusList?pageNumber=1&pageSize=10`, {
      token: poor.token,
    })
  ).body.result;
  expect(mine.list.map((work) => work.id)).toContain(made.body.result.id);
});

test('a locked template is 403 TEMPLATE_LOCKED; too few points to unlock is 409 and nothing is spent', async () => {
  const priced = await templateNamed('小猫走迷宫');
  const locked = await use(poor, priced.id);
  expect(locked.status).toBe(403);
  expect((locked.body as { errorCode?: string }).errorCode).toBe('TEMPLATE_LOCKED');

  const before = await balance(poor);
  const refused = await unlock(poor, priced.id);
  expect(refused.status).toBe(409);
  expect((refused.body as { errorCode?: string }).errorCode).toBe('POINTS_NOT_ENOUGH');
  expect(await balance(poor)).toBe(before);
  expect((await templates(poor)).list.find((template) => template.id === priced.id)?.unlocked).toBe(false);
});

test('parallel unlocks spend once; the template is then unlocked and usable; a second unlock is free', async () => {
  const priced = await templateNamed('雪花飘飘');
  const before = await balance(rich);
  const answers = await Promise.all(Array.from({ length: 5 }, () => unlock(rich, priced.id)));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  expect(await balance(rich)).toBe(before - priced.price);
  expect(answers.every((answer) => answer.body.result.unlocked)).toBe(true);

  expect((await unlock(rich, priced.id)).body.result.balance).toBe(before - priced.price);
  expect((await templates(rich)).list.find((template) => template.id === priced.id)?.unlocked).toBe(true);
  const made = await use(rich, priced.id);
  expect(made.status).toBe(200);
  expect(made.body.result.name).toBe('雪花飘飘');
});

test('an unknown template is 404 on unlock and use', async () => {
  expect((await unlock(rich, 999999)).status).toBe(404);
  expect((await use(rich, 999999)).status).toBe(404);
});

test('seeding again adds no template and changes none', async () => {
  const rows = () => server.app.db.selectFrom('theme_templates').selectAll().orderBy('id').execute();
  const before = await rows();
  await seedDemoSchool(server.app.db);
  expect(await rows()).toEqual(before);
}, 60_000);
