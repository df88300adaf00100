/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { IntegralList, MedalListItem } from '../../core/pointsTypes';
import type { MyOpus, MyOpusPage, OpusProject, SavedOpus, StaleWork } from '../../core/workTypes';
import { zip } from '../../tools/materials/zip';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { newScratchWork, PNG, saveOpus, SB3, SB3_MISSING_ASSET } from './support/myOpus';
import { createStudents, schoolOf } from './support/works';
import type { TokenStudent } from './support/works';

const API = '/api/v3/student';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: RunningServer;
/** The server's clock: moved by the tests that need another day. */
let now = Date.UTC(2026, 8, 1, 2, 0, 0);
let ana: TokenStudent;
let ben: TokenStudent;

beforeAll(async () => {
  server = await startServer({ now: () => now });
  const school = await schoolOf(server.app.db, 'demo');
  const classId = Object.values(school.classIds)[0] ?? 0;
  [ana, ben] = await createStudents(server.app.db, 'opus', 2, { ...school, classId });
}, 60_000);
afterAll(() => server.close());

const list = (student: TokenStudent, query = 'pageNumber=1&pageSize=50') =>
  apiGet<MyOpusPage>(server.baseUrl, `${API}/getMyOpusList?${query}`, { token: student.token });
const project = (student: TokenStudent, id: number) =>
  apiGet<OpusProject>(server.baseUrl, `${API}/getOpusPathFormAliOss?id=${id}`, { token: student.token });
const storedWorks = (student: TokenStudent): string[] => {
  const folder = path.join(server.app.config.dataDir, 'uploads', 'works', String(student.id));
  return existsSync(folder) ? readdirSync(folder) : [];
};
const rowOf = (id: number) =>
  server.app.db.selectFrom('opus').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('saves with versions', () => {
  test('a new work is version 1; saving over it goes up by one and keeps the cover', async () => {
    const first = await saveOpus(server.baseUrl, ana.token, {
      name: '  小鱼游游  ',
      opusType: 1,
      file: SB3,
      cover: PNG,
    });
    expect(first.status).toBe(200);
    const saved = first.body.result as SavedOpus;
    expect(saved).toMatchObject({ name: '小鱼游游', version: 1 });
    expect(saved.cover).toMatch(/^\/uploads\/images\/\d+\/[0-9a-f]{24}\.png$/);

    now += 1000;
    const second = await saveOpus(server.baseUrl, ana.token, {
      name: '小鱼游游 2',
      opusType: 1,
      id: saved.id,
      baseVersion: 1,
      file: SB3,
    });
    expect(second.status).toBe(200);
    expect(second.body.result).toMatchObject({
      id: saved.id,
      version: 2,
      cover: saved.cover,
      name: '小鱼游游 2',
    });

    const opened = await project(ana, saved.id);
    expect(opened.body.result).toMatchObject({ id: saved.id, version: 2, opusType: 1, originalId: null });
    // Each save writes a new file and removes the one it replaced: autosave does not pile them up.
    expect(storedWorks(ana)).toHaveLength(1);
    // The signed link opens the project without the token, and the bytes are what was saved.
    const download = await fetch(`${server.baseUrl}${opened.body.result?.projectUrl ?? ''}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(SB3)).toBe(true);
  });

  test('a stale base is 409 WORK_STALE with the stored version, and nothing is written', async () => {
    const work = await newScratchWork(server.baseUrl, ana.token, '旧版本');
    now += 1000;
    await saveOpus(server.baseUrl, ana.token, {
      name: '新版本',
      opusType: 1,
      id: work.id,
      baseVersion: 1,
      file: SB3,
    });
    const before = await rowOf(work.id);
    const files = storedWorks(ana);

    now += 1000;
    const stale = await saveOpus(server.baseUrl, ana.token, {
      name: '被覆盖？',
      opusType: 1,
      id: work.id,
      baseVersion: 1,
      file: SB3,
      cover: PNG,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('WORK_STALE');
    expect(stale.body.result as unknown as StaleWork).toEqual({
      id: work.id,
      version: 2,
      updateTime: Number(before.updated_at),
    });
    expect(await rowOf(work.id)).toEqual(before);
    expect(storedWorks(ana).sort()).toEqual(files.sort());
  });

  test('two saves from the same base at once: exactly one wins, the other is stale and leaves no file', async () => {
    const work = await newScratchWork(server.baseUrl, ana.token, '并发保存');
    const filesBefore = storedWorks(ana);
    const replaced = path.basename((await rowOf(work.id)).project_path);
    const answers = await Promise.all(
      ['甲', '乙'].map((name) =>
        saveOpus(server.baseUrl, ana.token, { name, opusType: 1, id: work.id, baseVersion: 1, file: SB3 }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body.result as SavedOpus;
    const row = await rowOf(work.id);
    expect(row.version).toBe(2);
    expect(row.name).toBe(winner.name);
    // The winner's file took the place of the one it replaced; the loser left nothing.
    const after = storedWorks(ana);
    expect(after).toHaveLength(filesBefore.length);
    expect(after).not.toContain(replaced);
    expect(after).toContain(path.basename(row.project_path));
  });

  test('a project of several megabytes saves whole', async () => {
    const sound = Buffer.alloc(3 * 1024 * 1024);
    for (let at = 0; at < sound.length; at += 4) sound.writeUInt32LE((at * 2654435761) >>> 0, at);
    const large = zip([
      {
        name: 'project.json',
        data: Buffer.from(
          JSON.stringify({ targets: [{ isStage: true, costumes: [], sounds: [{ md5ext: 'noise.wav' }] }] }),
        ),
      },
      { name: 'noise.wav', data: sound },
    ]);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    const saved = await saveOpus(server.baseUrl, ana.token, { name: '大作品', opusType: 1, file: large });
    expect(saved.status).toBe(200);
    const opened = await project(ana, (saved.body.result as SavedOpus).id);
    const download = await fetch(`${server.baseUrl}${opened.body.result?.projectUrl ?? ''}`);
    expect(Buffer.from(await download.arrayBuffer()).equals(large)).toBe(true);
  });

  test('Python works are UTF-8 text; opened through their signed link as text', async () => {
    const program = Buffer.from('name = input("你叫什么名字？")\nprint("你好，" + name)\n', 'utf8');
    const saved = await saveOpus(server.baseUrl, ana.token, {
      name: '打招呼',
      opusType: 2,
      file: program,
      fileName: 'main.py',
    });
    expect(saved.status).toBe(200);
    const opened = await project(ana, (saved.body.result as SavedOpus).id);
    const download = await fetch(`${server.baseUrl}${opened.body.result?.projectUrl ?? ''}`);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(await download.text()).toBe(program.toString('utf8'));

    const binary = await saveOpus(server.baseUrl, ana.token, { name: '坏程序', opusType: 2, file: PNG });
    expect(binary.status).toBe(400);
    expect(binary.body.message).toContain('file');
  });
});

describe('content checks', () => {
  test('a PNG named .sb3 is refused with a 400 naming file; nothing is stored', async () => {
    const files = storedWorks(ana).length;
    const answer = await saveOpus(server.baseUrl, ana.token, {
      name: '假的项目',
      opusType: 1,
      file: PNG,
      fileName: 'game.sb3',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('BAD_FIELD');
    expect(answer.body.message).toContain('file');
    expect(storedWorks(ana).length).toBe(files);
  });

  test('a project missing an asset it names is refused', async () => {
    const answer = await saveOpus(server.baseUrl, ana.token, {
      name: '缺素材',
      opusType: 1,
      file: SB3_MISSING_ASSET,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('cd21514d0531fdffb22204e0ec5ed84a.svg');
  });

  test('a cover that is not PNG or JPEG, a blank name, a bad type or a lone baseVersion name the field', async () => {
    const cases = [
      {
        fields: { name: '封面', opusType: 1, file: SB3, cover: Buffer.from('GIF89a......') },
        field: 'cover',
      },
      { fields: { name: '   ', opusType: 1, file: SB3 }, field: 'name' },
      { fields: { name: '类型', opusType: 3, file: SB3 }, field: 'opusType' },
      { fields: { name: '版本', opusType: 1, baseVersion: 1, file: SB3 }, field: 'baseVersion' },
      { fields: { name: '没有文件', opusType: 1 }, field: 'file' },
      { fields: { name: '名'.repeat(31), opusType: 1, file: SB3 }, field: 'name' },
    ];
    for (const { fields, field } of cases) {
      const answer = await saveOpus(server.baseUrl, ana.token, fields);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(answer.body.message).toContain(field);
    }
  });
});

describe('my works', () => {
  test('the list is mine only, the last changed first, filtered by type; deleted works leave it', async () => {
    const older = await newScratchWork(server.baseUrl, ben.token, '第一个');
    now += 1000;
    const newer = await newScratchWork(server.baseUrl, ben.token, '第二个');
    now += 1000;
    await saveOpus(server.baseUrl, ben.token, {
      name: '第一个改',
      opusType: 1,
      id: older.id,
      baseVersion: 1,
      file: SB3,
    });

    const page = (await list(ben)).body.result as MyOpusPage;
    expect(page.list.map((work) => work.id)).toEqual([older.id, newer.id]);
    expect(page.total).toBe(2);
    expect((await list(ben, 'pageNumber=1&pageSize=10&opusType=2')).body.result?.total).toBe(0);

    const deleted = await apiPost(server.baseUrl, `${API}/deleteOpus/${newer.id}`, { token: ben.token });
    expect(deleted.status).toBe(200);
    expect((await list(ben)).body.result?.list.map((work: MyOpus) => work.id)).toEqual([older.id]);
    expect((await project(ben, newer.id)).status).toBe(404);
    expect(
      (await apiPost(server.baseUrl, `${API}/deleteOpus/${newer.id}`, { token: ben.token })).status,
    ).toBe(404);
  });

  test('a copy is version 1 of its own, remembers its original and has its own project file', async () => {
    const source = (
      await saveOpus(server.baseUrl, ana.token, { name: '原作', opusType: 1, file: SB3, cover: PNG })
    ).body.result as SavedOpus;
    const copy = await apiPost<SavedOpus>(server.baseUrl, `${API}/copyOpus/${source.id}`, {
      token: ana.token,
      body: {},
    });
    expect(copy.status).toBe(200);
    expect(copy.body.result).toMatchObject({ name: '原作 副本', version: 1 });
    const opened = (await project(ana, copy.body.result.id)).body.result as OpusProject;
    expect(opened.originalId).toBe(source.id);
    const sourceRow = await rowOf(source.id);
    const copyRow = await rowOf(copy.body.result.id);
    expect(copyRow.project_path).not.toBe(sourceRow.project_path);
    expect(copyRow.cover).not.toBe(sourceRow.cover);
    // Saving over the original (a new cover replaces its old one) leaves the copy whole.
    await saveOpus(server.baseUrl, ana.token, {
      name: '原作',
      opusType: 1,
      id: source.id,
      baseVersion: 1,
      file: SB3,
      cover: PNG,
    });
    for (const file of [copyRow.cover, copyRow.project_path]) {
      const answer = await fetch(`${server.baseUrl}${file}`, { headers: { accessToken: ana.token } });
      expect({ file, status: answer.status }).toEqual({ file, status: 200 });
      await answer.arrayBuffer();
    }
    expect((await fetch(`${server.baseUrl}${sourceRow.cover}`)).status).toBe(404);

    const named = await apiPost<SavedOpus>(server.baseUrl, `${API}/copyOpus/${source.id}`, {
      token: ana.token,
      body: { name: '我的改编' },
    });
    expect(named.body.result?.name).toBe('我的改编');
  });

  test('findByOpusPath finds my work behind its project file, signed link or not', async () => {
    const work = await newScratchWork(server.baseUrl, ana.token, '按路径找');
    const opened = (await project(ana, work.id)).body.result as OpusProject;
    const found = await apiGet<MyOpus>(
      server.baseUrl,
      `/api/v2/opus/findByOpusPath?opusPath=${encodeURIComponent(opened.projectUrl)}`,
      { token: ana.token },
    );
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({ id: work.id, name: '按路径找' });
    const absolute = await apiGet<MyOpus>(
      server.baseUrl,
      `/api/v2/opus/findByOpusPath?opusPath=${encodeURIComponent(`${server.baseUrl}${opened.projectUrl}`)}`,
      { token: ana.token },
    );
    expect(absolute.body.result?.id).toBe(work.id);
    const elsewhere = await apiGet(server.baseUrl, '/api/v2/opus/findByOpusPath?opusPath=https%3A%2F%2F', {
      token: ana.token,
    });
    expect(elsewhere.status).toBe(404);
  });

  test('another student’s work is 404 "作品不存在" on every route, and nothing changes', async () => {
    const work = await newScratchWork(server.baseUrl, ana.token, '别人的');
    const before = await rowOf(work.id);
    const opened = (await project(ana, work.id)).body.result as OpusProject;
    const answers = [
      await project(ben, work.id),
      await saveOpus(server.baseUrl, ben.token, {
        name: '改别人的',
        opusType: 1,
        id: work.id,
        baseVersion: 1,
        file: SB3,
      }),
      await apiPost(server.baseUrl, `${API}/copyOpus/${work.id}`, { token: ben.token, body: {} }),
      await apiPost(server.baseUrl, `${API}/deleteOpus/${work.id}`, { token: ben.token }),
      await apiGet(
        server.baseUrl,
        `/api/v2/opus/findByOpusPath?opusPath=${encodeURIComponent(opened.projectUrl)}`,
        {
          token: ben.token,
        },
      ),
      await apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
        token: ben.token,
        body: { event: 'run', opusType: 1, opusId: work.id },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('作品不存在');
    }
    expect(await rowOf(work.id)).toEqual(before);
    // The file itself: not without the token or a link, not with another student's token.
    const file = (await rowOf(work.id)).project_path;
    expect((await fetch(`${server.baseUrl}${file}`)).status).toBe(401);
    const asBen = await fetch(`${server.baseUrl}${file}`, { headers: { accessToken: ben.token } });
    expect(asBen.status).toBe(404);
    expect(((await asBen.json()) as { message: string }).message).toBe('作品不存在');
  });
});

describe('editor events', () => {
  test('events are stored with the student, the work and the Beijing day', async () => {
    const work = await newScratchWork(server.baseUrl, ana.token, '跑一跑');
    for (const body of [
      { event: 'run', opusType: 1, opusId: work.id },
      { event: 'open', opusType: 2 },
    ]) {
      const answer = await apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
        token: ana.token,
        body,
      });
      expect(answer.status).toBe(200);
    }
    const rows = await server.app.db
      .selectFrom('editor_events')
      .select(['student_id', 'opus_id', 'event', 'day'])
      .where('student_id', '=', ana.id)
      .orderBy('id')
      .execute();
    const day = Math.floor((now + 8 * 60 * 60 * 1000) / DAY_MS);
    expect(rows.slice(-2)).toEqual([
      { student_id: ana.id, opus_id: work.id, event: 'run', day },
      { student_id: ana.id, opus_id: null, event: 'open', day },
    ]);
    const bad = await apiPost(server.baseUrl, `${API}/common/showScratchEvent/tracking`, {
      token: ana.token,
      body: { event: 'fly', opusType: 1 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('matchPic', () => {
  test('an image comes back as a public URL; anything else is refused', async () => {
    const send = async (data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), 'costume.png');
      const response = await fetch(`${server.baseUrl}/upload/matchPic`, {
        method: 'POST',
        headers: { accessToken: ana.token },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { result: { url: string } | null } };
    };
    const ok = await send(PNG);
    expect(ok.status).toBe(200);
    const image = await fetch(`${server.baseUrl}${ok.body.result?.url ?? ''}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await send(SB3)).status).toBe(400);
    expect((await send(Buffer.alloc(2 * 1024 * 1024 + 1, 0x89))).status).toBe(400);
  });
});

describe('points and medals for creating', () => {
  let cara: TokenStudent;
  beforeAll(async () => {
    [cara] = await createStudents(server.app.db, 'maker', 1, null);
  });
  const ledger = async () =>
    (
      await apiGet<IntegralList>(server.baseUrl, `${API}/getMyIntegralList?pageNumber=1&pageSize=50`, {
        token: cara.token,
      })
    ).body.result;
  const medals = async () =>
    (await apiGet<MedalListItem[]>(server.baseUrl, `${API}/getMyMedalList`, { token: cara.token })).body
      .result;
  const obtained = async (name: string) =>
    (await medals()).find((medal) => medal.medalName === name)?.obtained;

  test('the first new work of a Beijing day pays once; saving over or a second work that day does not', async () => {
    expect(await obtained('第一个作品')).toBe(false);
    const first = await newScratchWork(server.baseUrl, cara.token, '今天第一个');
    await newScratchWork(server.baseUrl, cara.token, '今天第二个');
    await saveOpus(server.baseUrl, cara.token, {
      name: '改',
      opusType: 1,
      id: first.id,
      baseVersion: 1,
      file: SB3,
    });
    const paid = (await ledger()).list.filter((entry) => entry.source === 'daily_creation');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.integral).toBeGreaterThan(0);
    expect(await obtained('第一个作品')).toBe(true);

    now += DAY_MS;
    await newScratchWork(server.baseUrl, cara.token, '明天的');
    expect((await ledger()).list.filter((entry) => entry.source === 'daily_creation')).toHaveLength(2);
  });

  test('"十个作品" comes with the tenth work', async () => {
    const have = (await list(cara as TokenStudent)).body.result?.total ?? 0;
    for (let count = have; count < 9; count += 1)
      await newScratchWork(server.baseUrl, cara.token, `作品${count}`);
    expect(await obtained('十个作品')).toBe(false);
    await newScratchWork(server.baseUrl, cara.token, '第十个');
    expect(await obtained('十个作品')).toBe(true);
  });
});
