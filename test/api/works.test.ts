/** @jest-environment node */
import type {
  Achievements,
  ClassmateNews,
  GrowthTree,
  MyNewsItem,
  OpusReaction,
  Paged,
  RankingEntry,
} from '../../core/homeTypes';
import { seedDemoSchool } from '../../server/db/seed';
import { monthRange } from '../../server/services/months';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { createSchool, createStudents, createWork, schoolOf, studentIdOf } from './support/works';
import type { School, TokenStudent } from './support/works';

const API = '/api/v3/student';
const SETUP_TIMEOUT_MS = 60_000;

let server: RunningServer;
let demoToken: string;
let demoId: number;
let soloToken: string;
let demoSchool: School;

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  const [demo, solo] = await Promise.all([login(server.baseUrl, 'demo'), login(server.baseUrl, 'solo')]);
  demoToken = demo.accessToken;
  demoId = demo.userInfo.id;
  soloToken = solo.accessToken;
  demoSchool = await schoolOf(server.app.db, 'demo');
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());

const get = <T>(path: string, token: string) => apiGet<T>(server.baseUrl, `${API}/${path}`, { token });
const praise = (id: number, token: string) =>
  apiPost<OpusReaction>(server.baseUrl, `${API}/common/operationOpusPraise/${id}`, { token });
const collect = (id: number, token: string) =>
  apiPost<OpusReaction>(server.baseUrl, `${API}/common/operationOpusCollection/${id}`, { token });

async function classmateNews(token: string): Promise<ClassmateNews[]> {
  const all: ClassmateNews[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await get<Paged<ClassmateNews>>(
      `getClassmateDynamicList?pageNumber=${page}&pageSize=50`,
      token,
    );
    all.push(...body.result.list);
    if (all.length >= body.result.total || body.result.list.length === 0) return all;
  }
}

function inMonth(offset: number, fraction: number): number {
  const now = Date.now();
  const month = monthRange(now, offset);
  return Math.floor(month.start + fraction * (Math.min(month.end, now) - month.start));
}

async function studentsOfClass(classId: number): Promise<number[]> {
  const rows = await server.app.db
    .selectFrom('students')
    .select('id')
    .where('class_id', '=', classId)
    .execute();
  return rows.map((row) => row.id);
}

describe('seeded term', () => {
  test('demo is in the top 10 of her school this month, with a trend, counted from her works', async () => {
    const { status, body } = await get<RankingEntry[]>('getWeeklyOpusCountTop?limit=10', demoToken);
    expect(status).toBe(200);
    expect(body.result).toHaveLength(10);
    expect(body.result.map((entry) => entry.ranking)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const counts = body.result.map((entry) => entry.opusCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const mine = body.result.find((entry) => entry.studentId === demoId);
    expect(mine).toMatchObject({
      studentName: '林小满',
      studentAvatar: '/avatars/linxiaoman.svg',
      trend: '1',
    });
    expect(body.result.some((entry) => entry.trend === '2')).toBe(true);

    const month = monthRange(Date.now());
    const stored = await server.app.db
      .selectFrom('opus')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('student_id', '=', demoId)
      .where('deleted_at', 'is', null)
      .where('created_at', '>=', month.start)
      .where('created_at', '<', month.end)
      .executeTakeFirstOrThrow();
    expect(mine?.opusCount).toBe(Number(stored.count));
  });

  test('achievements are computed from the works', async () => {
    const { body } = await get<Achievements>('getMyAchievements', demoToken);
    const stored = await server.app.db
      .selectFrom('opus')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('student_id', '=', demoId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(body.result.myOpusCount).toBe(Number(stored.count));
    expect(body.result.myTopCount).toBeGreaterThanOrEqual(1);
    expect(body.result.beatProportion).toBeGreaterThan(50);
    expect(body.result.beatProportion).toBeLessThanOrEqual(100);
  });

  test('the growth tree is demo’s class with her node values and a radar on a 0-5 axis', async () => {
    const { body } = await get<GrowthTree[]>('getGrowingTreeList', demoToken);
    expect(body.result).toHaveLength(1);
    const [tree] = body.result;
    expect(tree?.className).toBe('Scratch启蒙A班');
    expect(tree?.nodeList.map((node) => node.value).slice(0, 3)).toEqual([96, 92, 88]);
    expect(tree?.radarMap).toHaveLength(6);
    for (const point of tree?.radarMap ?? []) {
      expect(point.value).toBeGreaterThanOrEqual(0);
      expect(point.value).toBeLessThanOrEqual(5);
      expect(point.description).not.toBe('');
    }
  });

  test('my news: own items, the school’s and everyone’s, in all three kinds; not another student’s', async () => {
    const { body } = await get<MyNewsItem[]>('myDynamic', demoToken);
    const titles = body.result.map((item) => item.title);
    expect(new Set(body.result.map((item) => item.type))).toEqual(new Set(['1', '2', '3']));
    expect(titles).toContain('你的作品《海底探险》被老师评为本周优秀作品');
    expect(titles).toContain('「六一创意编程大赛」作品征集中，快来提交你的作品');
    expect(titles).not.toContain('你的作品《彩色螺旋》入选了校区作品展');
    const weights = body.result.map((item) => item.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(body.result.find((item) => item.type === '3')?.linkUrl).toMatch(/^\//);
  });

  test(
    'seeding again changes nothing',
    async () => {
      const count = async () => {
        const tables = [
          'students',
          'opus',
          'opus_praises',
          'opus_collections',
          'growth_tree_values',
          'my_news',
        ] as const;
        return Promise.all(
          tables.map(async (table) => {
            const row = await server.app.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('count'))
              .executeTakeFirstOrThrow();
            return Number(row.count);
          }),
        );
      };
      const before = await count();
      await seedDemoSchool(server.app.db);
      expect(await count()).toEqual(before);
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('likes and favourites', () => {
  test('liking twice keeps one like; collecting twice keeps one favourite', async () => {
    const author = await studentIdOf(server.app.db, 'zhouzihan');
    const work = await createWork(server.app.db, author, { name: '点两次的作品' });
    const first = await praise(work, demoToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: '点赞成功' });
    expect(first.body.result).toEqual({
      opusId: work,
      praiseNumber: 1,
      collectionNumber: 0,
      isPraised: true,
      isCollectioned: false,
    });
    expect((await praise(work, demoToken)).body.result).toMatchObject({ praiseNumber: 1, isPraised: true });

    expect((await collect(work, demoToken)).body).toMatchObject({
      message: '收藏成功',
      result: { praiseNumber: 1, collectionNumber: 1, isCollectioned: true },
    });
    expect((await collect(work, demoToken)).body.result).toMatchObject({ collectionNumber: 1 });

    const listed = (await classmateNews(demoToken)).find((item) => item.opusId === work);
    expect(listed).toMatchObject({
      praiseNumber: 1,
      collectionNumber: 1,
      isPraised: true,
      isCollectioned: true,
    });
  });

  test(
    '100 students liking one work at once (each twice) → exactly 100 likes',
    async () => {
      const school = { ...demoSchool, classId: demoSchool.classIds['Scratch启蒙A班'] as number };
      const fans = await createStudents(server.app.db, 'fan', 100, school);
      const author = await studentIdOf(server.app.db, 'zhengkexin');
      const work = await createWork(server.app.db, author, { name: '人气作品' });

      const replies = await Promise.all([...fans, ...fans].map((fan) => praise(work, fan.token)));
      expect(replies.every((reply) => reply.status === 200 && reply.body.result.isPraised)).toBe(true);
      const collected = await Promise.all(fans.map((fan) => collect(work, fan.token)));
      expect(collected.every((reply) => reply.status === 200)).toBe(true);

      const row = await server.app.db
        .selectFrom('opus')
        .select(['praise_number', 'collection_number'])
        .where('id', '=', work)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ praise_number: 100, collection_number: 100 });
      const likes = await server.app.db
        .selectFrom('opus_praises')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('opus_id', '=', work)
        .executeTakeFirstOrThrow();
      expect(Number(likes.count)).toBe(100);
      // Someone who did not like it sees the same total and their own state.
      const seen = (await classmateNews(demoToken)).find((item) => item.opusId === work);
      expect(seen).toMatchObject({ praiseNumber: 100, collectionNumber: 100, isPraised: false });
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('no leaks across classes and schools', () => {
  let outsider: TokenStudent;
  let other: School;
  let works: Record<string, number>;

  beforeAll(async () => {
    const db = server.app.db;
    // Same class name as demo's, in another school: only the organisation tells them apart.
    other = await createSchool(db, '启航编程学校', ['Scratch启蒙A班']);
    [outsider] = await createStudents(db, 'qihang', 1, {
      ...other,
      classId: other.classIds['Scratch启蒙A班'] as number,
    });
    const zhouzihan = await studentIdOf(db, 'zhouzihan');
    const xiaoyu = await studentIdOf(db, 'xiaoyu');
    const id = (outsider as TokenStudent).id;
    works = {
      outsiderPublic: await createWork(db, id, { name: '外校公开作品', visibility: 'public' }),
      outsiderSchool: await createWork(db, id, { name: '外校校内作品', visibility: 'school' }),
      outsiderPrivate: await createWork(db, id, { name: '外校私密作品', visibility: 'private' }),
      classmatePrivate: await createWork(db, zhouzihan, { name: '同学的草稿', visibility: 'private' }),
      classmateDeleted: await createWork(db, zhouzihan, { name: '同学删掉的作品', deleted: true }),
      otherClassOpen: await createWork(db, xiaoyu, { name: '隔壁班的作品', visibility: 'school' }),
    };
  }, SETUP_TIMEOUT_MS);

  test('classmate news holds only open works of demo’s own class', async () => {
    const news = await classmateNews(demoToken);
    const classmates = new Set(await studentsOfClass(demoSchool.classIds['Scratch启蒙A班'] as number));
    expect(news.length).toBeGreaterThan(4);
    expect(news.every((item) => classmates.has(item.studentId) && item.studentId !== demoId)).toBe(true);
    expect(news.every((item) => item.className === 'Scratch启蒙A班')).toBe(true);
    const ids = new Set(news.map((item) => item.opusId));
    for (const work of Object.values(works)) expect(ids.has(work)).toBe(false);
    const times = news.map((item) => item.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  test('the outsider sees neither demo’s classmates nor demo’s ranking', async () => {
    const token = (outsider as TokenStudent).token;
    expect((await classmateNews(token)).length).toBe(0);
    const ranking = await get<RankingEntry[]>('getWeeklyOpusCountTop', token);
    expect(ranking.body.result.map((entry) => entry.studentId)).toEqual([(outsider as TokenStudent).id]);
    const demoRanking = await get<RankingEntry[]>('getWeeklyOpusCountTop?limit=50', demoToken);
    expect(demoRanking.body.result.some((entry) => entry.studentId === (outsider as TokenStudent).id)).toBe(
      false,
    );
  });

  test('a work the caller may not see cannot be liked or collected (404), and nothing is stored', async () => {
    for (const work of [
      works.outsiderSchool,
      works.outsiderPrivate,
      works.classmatePrivate,
      works.classmateDeleted,
    ]) {
      const reply = await praise(work as number, demoToken);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        success: false,
        code: 404,
        message: '作品不存在',
        result: null,
        errorCode: 'NOT_FOUND',
      });
      expect((await collect(work as number, demoToken)).status).toBe(404);
    }
    expect((await praise(2_000_000_000, demoToken)).status).toBe(404);
    const stored = await server.app.db
      .selectFrom('opus_praises')
      .select('id')
      .where('student_id', '=', demoId)
      .where('opus_id', 'in', Object.values(works))
      .execute();
    expect(stored).toEqual([]);
    // Open to everyone means everyone, in any school; and the school may see its own school's work.
    expect((await praise(works.outsiderPublic as number, demoToken)).status).toBe(200);
    expect((await praise(works.otherClassOpen as number, demoToken)).status).toBe(200);
  });
});

describe('ranking and achievements follow the data', () => {
  test(
    'trend against last month’s place, ties broken by who got there first',
    async () => {
      const school = await createSchool(server.app.db, '星火编程学校', ['创意一班']);
      const place = { ...school, classId: school.classIds['创意一班'] as number };
      const [a, b, c, d] = (await createStudents(server.app.db, 'xinghuo', 4, place)) as TokenStudent[];
      const plan: [TokenStudent, number, number][] = [
        // [student, works last month, works this month]
        [a as TokenStudent, 3, 1],
        [b as TokenStudent, 2, 2],
        [c as TokenStudent, 1, 3],
        [d as TokenStudent, 0, 1],
      ];
      for (const [index, [student, last, now]] of plan.entries()) {
        for (let i = 0; i < last; i += 1) {
          await createWork(server.app.db, student.id, {
            name: `上月作品${i}`,
            createdAt: inMonth(-1, (i + 1) / 10),
          });
        }
        for (let i = 0; i < now; i += 1) {
          // d's only work comes after a's, so a keeps the higher place on their tie of one.
          await createWork(server.app.db, student.id, {
            name: `本月作品${i}`,
            createdAt: inMonth(0, (index + i + 1) / 12),
          });
        }
      }
      await createWork(server.app.db, (b as TokenStudent).id, {
        name: '删掉的',
        deleted: true,
        createdAt: inMonth(0, 0.5),
      });

      const { body } = await get<RankingEntry[]>('getWeeklyOpusCountTop?limit=10', (a as TokenStudent).token);
      expect(body.result.map((entry) => [entry.studentId, entry.opusCount, entry.trend])).toEqual([
        [(c as TokenStudent).id, 3, '1'],
        [(b as TokenStudent).id, 2, ''],
        [(a as TokenStudent).id, 1, '2'],
        [(d as TokenStudent).id, 1, ''],
      ]);
      const top2 = await get<RankingEntry[]>('getWeeklyOpusCountTop?limit=2', (a as TokenStudent).token);
      expect(top2.body.result).toHaveLength(2);

      const achievements = await get<Achievements>('getMyAchievements', (c as TokenStudent).token);
      // c: 4 works, on both months' top 10; of the schoolmates (4, 4 and 1 works) one has fewer.
      expect(achievements.body.result).toEqual({ myOpusCount: 4, myTopCount: 2, beatProportion: 33 });
    },
    SETUP_TIMEOUT_MS,
  );

  test(
    'months on the top list count only places 1-10',
    async () => {
      const school = await createSchool(server.app.db, '繁星编程学校', ['一班']);
      const place = { ...school, classId: school.classIds['一班'] as number };
      const students = await createStudents(server.app.db, 'fanxing', 11, place);
      for (const [index, student] of students.entries()) {
        for (let i = 0; i <= index; i += 1) {
          await createWork(server.app.db, student.id, {
            name: `作品${i}`,
            createdAt: inMonth(0, (i + 1) / 20),
          });
        }
      }
      const last = await get<Achievements>('getMyAchievements', (students[0] as TokenStudent).token);
      expect(last.body.result).toEqual({ myOpusCount: 1, myTopCount: 0, beatProportion: 0 });
      const first = await get<Achievements>('getMyAchievements', (students[10] as TokenStudent).token);
      expect(first.body.result).toEqual({ myOpusCount: 11, myTopCount: 1, beatProportion: 100 });
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('organizationId "-1"', () => {
  test('no growth tree, ranking or classmates; own works and news still count', async () => {
    const [lone] = await createStudents(server.app.db, 'lone', 1, null);
    const token = (lone as TokenStudent).token;
    await createWork(server.app.db, (lone as TokenStudent).id, {
      name: '一个人的作品',
      visibility: 'public',
    });
    expect((await get<GrowthTree[]>('getGrowingTreeList', token)).body.result).toEqual([]);
    expect((await get<RankingEntry[]>('getWeeklyOpusCountTop', token)).body.result).toEqual([]);
    expect(
      (await get<Paged<ClassmateNews>>('getClassmateDynamicList?pageNumber=1&pageSize=4', token)).body.result,
    ).toEqual({ list: [], total: 0, pageNumber: 1, pageSize: 4 });
    expect((await get<Achievements>('getMyAchievements', token)).body.result).toEqual({
      myOpusCount: 1,
      myTopCount: 0,
      beatProportion: 0,
    });

    const news = (await get<MyNewsItem[]>('myDynamic', soloToken)).body.result.map((item) => item.title);
    expect(news).toContain('欢迎来到码芽！去创作中心做出你的第一个作品吧');
    expect(news).toContain('暑期 Python 编程夏令营开始报名');
    expect(news).not.toContain('「六一创意编程大赛」作品征集中，快来提交你的作品');
  });

  test('a public work of a school student can be liked by a student without a school', async () => {
    const author = await studentIdOf(server.app.db, 'zhouzihan');
    const open = await createWork(server.app.db, author, { name: '全站公开', visibility: 'public' });
    const schoolOnly = await createWork(server.app.db, author, { name: '仅校内', visibility: 'school' });
    expect((await praise(open, soloToken)).body.result).toMatchObject({ praiseNumber: 1, isPraised: true });
    expect((await praise(schoolOnly, soloToken)).status).toBe(404);
  });
});

describe('validation and identity', () => {
  test.each([
    ['getClassmateDynamicList?pageSize=4', 'pageNumber 不能为空', 'BAD_FIELD'],
    ['getClassmateDynamicList?pageNumber=1', 'pageSize 不能为空', 'BAD_FIELD'],
    ['getClassmateDynamicList?pageNumber=0&pageSize=4', '参数 pageNumber 格式错误', 'BAD_FIELD'],
    ['getClassmateDynamicList?pageNumber=1&pageSize=51', '参数 pageSize 格式错误', 'BAD_FIELD'],
    ['getClassmateDynamicList?pageNumber=1&pageSize=4&classId=3', '不支持的参数 classId', 'UNKNOWN_FIELD'],
    ['getWeeklyOpusCountTop?limit=abc', '参数 limit 格式错误', 'BAD_FIELD'],
    ['getWeeklyOpusCountTop?limit=0', '参数 limit 格式错误', 'BAD_FIELD'],
    ['getMyAchievements?studentId=5', '不支持的参数 studentId', 'UNKNOWN_FIELD'],
    ['getGrowingTreeList?studentId=5', '不支持的参数 studentId', 'UNKNOWN_FIELD'],
    ['myDynamic?studentId=5', '不支持的参数 studentId', 'UNKNOWN_FIELD'],
  ])('GET %s → 400 %s', async (path, message, errorCode) => {
    const { status, body } = await get(path, demoToken);
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 400, message, result: null, errorCode });
  });

  test('a like names the work by a whole positive id and takes no body fields', async () => {
    expect(
      (await apiPost(server.baseUrl, `${API}/common/operationOpusPraise/abc`, { token: demoToken })).body,
    ).toMatchObject({
      code: 400,
      message: '参数 id 格式错误',
    });
    expect(
      (await apiPost(server.baseUrl, `${API}/common/operationOpusCollection/0`, { token: demoToken })).status,
    ).toBe(400);
    const withBody = await apiPost(server.baseUrl, `${API}/common/operationOpusPraise/1`, {
      token: demoToken,
      body: { studentId: 5 },
    });
    expect(withBody.body).toMatchObject({ code: 400, message: '不支持的参数 studentId' });
  });

  test('a userId may come along only when it is the caller’s own (else 403)', async () => {
    const other = await studentIdOf(server.app.db, 'zhouzihan');
    for (const path of [
      'getGrowingTreeList?',
      'getWeeklyOpusCountTop?limit=10&',
      'getMyAchievements?',
      'getClassmateDynamicList?pageNumber=1&pageSize=4&',
      'myDynamic?',
    ]) {
      expect((await get(`${path}userId=${demoId}`, demoToken)).status).toBe(200);
      expect((await get(`${path}userId=${other}`, demoToken)).body).toEqual({
        success: false,
        code: 403,
        message: '无权访问其他用户的数据',
        result: null,
        errorCode: 'FORBIDDEN',
      });
    }
    const work = await createWork(server.app.db, other, { name: '带着别人 userId 点赞' });
    const forged = await apiPost(server.baseUrl, `${API}/common/operationOpusPraise/${work}`, {
      token: demoToken,
      body: { userId: other },
      form: true,
    });
    expect(forged.status).toBe(403);
    const stored = await server.app.db
      .selectFrom('opus_praises')
      .select('id')
      .where('opus_id', '=', work)
      .execute();
    expect(stored).toEqual([]);
  });

  test('without a token every call is 401', async () => {
    for (const path of [
      'getGrowingTreeList',
      'getWeeklyOpusCountTop',
      'getMyAchievements',
      'getClassmateDynamicList?pageNumber=1&pageSize=4',
      'myDynamic',
    ]) {
      expect((await apiGet(server.baseUrl, `${API}/${path}`)).status).toBe(401);
    }
    expect((await apiPost(server.baseUrl, `${API}/common/operationOpusPraise/1`)).status).toBe(401);
  });
});
