/** @jest-environment node */
import type { AdditionalCard, LinkableCard } from '../../core/cardTypes';
import { cardPaths } from '../../core/cardTypes';
import type { StudentInfo } from '../../core/types';
import { isUniqueViolation } from '../../server/db/dialect';
import { addSchoolStudents } from '../../server/db/seed/schoolStudents';
import { apiGet, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const INFO = '/api/v3/student/getStudentInfo';

let server: RunningServer;
let ids: Map<string, number>;
// Seeding a fresh database can take a while on a busy machine, PostgreSQL especially.
beforeAll(async () => {
  server = await startServer({ rateLimit: false });
  const rows = await server.app.db.selectFrom('students').select(['id', 'username']).execute();
  ids = new Map(rows.map((row) => [row.username, row.id]));
}, 120_000);
afterAll(() => server.close());

function idOf(username: string): number {
  const id = ids.get(username);
  if (id === undefined) throw new Error(`no seeded student ${username}`);
  return id;
}

async function linkCount(): Promise<number> {
  return (await server.app.db.selectFrom('card_links').select('id').execute()).length;
}

const otherStudents = (token: string) =>
  apiGet<LinkableCard[]>(server.baseUrl, cardPaths.otherStudents, { token });
const additionalList = (token: string) =>
  apiGet<AdditionalCard[]>(server.baseUrl, cardPaths.additionalList, { token });
const saveCard = (token: string, studentId: unknown) =>
  apiPost<null>(server.baseUrl, cardPaths.saveAdditionalCard, {
    token,
    body: { studentId },
    form: true,
  });
const loginById = (token: string, studentId: number, method: 'GET' | 'POST' = 'POST') =>
  method === 'GET'
    ? apiGet<string>(server.baseUrl, cardPaths.loginById(studentId), { token })
    : apiPost<string>(server.baseUrl, cardPaths.loginById(studentId), { token });
const whoAmI = async (token: string) => {
  const { status, body } = await apiGet<StudentInfo>(server.baseUrl, INFO, { token });
  return status === 200 ? `${body.result.username} ${body.result.className}` : status;
};

describe('cards of the same learner', () => {
  test("demo may link her two past classes' cards, newest first", async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const { status, body } = await otherStudents(accessToken);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      {
        studentId: idOf('demo2024'),
        studentName: '林小满',
        className: 'Scratch创意C班',
        activeTime: '2024-09-01 09:00:00',
      },
      {
        studentId: idOf('demo2023'),
        studentName: '林小满',
        className: 'Python进阶B班',
        activeTime: '2023-09-02 10:30:00',
      },
    ]);
  });

  test('a classmate with another name has nothing to link', async () => {
    const { accessToken } = await login(server.baseUrl, 'xiaoyu');
    expect((await otherStudents(accessToken)).body.result).toEqual([]);
  });

  test('before linking, the group is the main card alone', async () => {
    const { accessToken } = await login(server.baseUrl, 'newbie');
    const { body } = await additionalList(accessToken);
    expect(body.result).toEqual([
      {
        studentId: idOf('newbie'),
        className: 'Scratch启蒙A班',
        activeTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        disabled: true,
        mainCard: true,
      },
    ]);
  });

  test.each(['getOtherStudents', 'getAdditionalList', 'saveAdditionalCard'])(
    '%s is for school accounts only (403)',
    async (call) => {
      const { accessToken } = await login(server.baseUrl, 'trial');
      const response =
        call === 'saveAdditionalCard'
          ? await saveCard(accessToken, idOf('demo2024'))
          : call === 'getOtherStudents'
            ? await otherStudents(accessToken)
            : await additionalList(accessToken);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        code: 403,
        message: '仅学校学员可以关联和切换学习卡',
        result: null,
        errorCode: 'FORBIDDEN',
      });
    },
  );
});

describe('linking a card that is not yours is refused', () => {
  test.each([
    ['a classmate', 'xiaoyu', 'demo'],
    ["someone else's past card", 'demo2024', 'haoran'],
    ['oneself', 'demo', 'demo'],
  ])('%s → 403, nothing linked', async (_case, target, caller) => {
    const { accessToken } = await login(server.baseUrl, caller);
    const before = await linkCount();
    const { status, body } = await saveCard(accessToken, idOf(target));
    expect({ status, message: body.message }).toEqual({
      status: 403,
      message: '只能关联本人在本机构其他班级的学习卡',
    });
    expect(await linkCount()).toBe(before);
  });

  test('an unknown student id → 403, the same answer as a stranger', async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    expect((await saveCard(accessToken, 999999)).status).toBe(403);
  });

  test.each([
    [{}, 'studentId 不能为空'],
    [{ studentId: 'abc' }, '参数 studentId 格式错误'],
    [{ studentId: 0 }, '参数 studentId 格式错误'],
    [{ studentId: 1, userId: 1 }, '不支持的参数 userId'],
  ])('a bad body %j → 400 naming the field', async (body, message) => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const response = await apiPost(server.baseUrl, cardPaths.saveAdditionalCard, {
      token: accessToken,
      body,
      form: true,
    });
    expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
  });

  test('without a token → 401', async () => {
    expect((await apiGet(server.baseUrl, cardPaths.otherStudents)).status).toBe(401);
    expect((await apiPost(server.baseUrl, cardPaths.loginById(idOf('demo')))).status).toBe(401);
  });
});

describe('quick login is only between cards of one group', () => {
  test.each([
    ['a card of the same learner that is not linked', 'demo2023'],
    ['a classmate', 'xiaoyu'],
    ['an unknown student', 'nobody'],
  ])('%s → 403, and the caller stays signed in', async (_case, target) => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const before = await server.app.db.selectFrom('access_tokens').select('id').execute();
    const { status, body } = await loginById(accessToken, ids.get(target) ?? 999999);
    expect({ status, message: body.message, result: body.result }).toEqual({
      status: 403,
      message: '只能切换到已关联的学习卡',
      result: null,
    });
    expect(await whoAmI(accessToken)).toBe('demo Scratch启蒙A班');
    expect(await server.app.db.selectFrom('access_tokens').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  test('a malformed id → 400', async () => {
    const { accessToken } = await login(server.baseUrl, 'demo');
    const response = await apiGet(server.baseUrl, '/api/v3/quicklogin/loginById/abc', { token: accessToken });
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: '参数 id 格式错误',
    });
  });
});

describe('link, switch and back', () => {
  test('demo links a past card, switches to it and back to the main card', async () => {
    const main = await login(server.baseUrl, 'demo');

    const linked = await saveCard(main.accessToken, idOf('demo2024'));
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({
      success: true,
      code: 200,
      message: '已关联「Scratch创意C班」的学习卡，可在右上角切换',
      result: null,
    });
    expect((await otherStudents(main.accessToken)).body.result.map((card) => card.className)).toEqual([
      'Python进阶B班',
    ]);
    expect((await saveCard(main.accessToken, idOf('demo2024'))).status).toBe(403);

    expect((await additionalList(main.accessToken)).body.result).toEqual([
      expect.objectContaining({
        studentId: idOf('demo'),
        className: 'Scratch启蒙A班',
        disabled: true,
        mainCard: true,
      }),
      {
        studentId: idOf('demo2024'),
        className: 'Scratch创意C班',
        activeTime: '2024-09-01 09:00:00',
        disabled: false,
        mainCard: false,
      },
    ]);

    const toExtra = await loginById(main.accessToken, idOf('demo2024'));
    expect(toExtra.status).toBe(200);
    expect(toExtra.body.code).toBe(200);
    const extraToken = toExtra.body.result;
    expect(extraToken).toMatch(/^[\w-]{43}$/);
    expect(await whoAmI(extraToken)).toBe('demo2024 Scratch创意C班');
    expect(await whoAmI(main.accessToken)).toBe(401);

    // From the extra card the group is the same, with the current card marked.
    expect(
      (await additionalList(extraToken)).body.result.map((card) => [
        card.className,
        card.disabled,
        card.mainCard,
      ]),
    ).toEqual([
      ['Scratch启蒙A班', false, true],
      ['Scratch创意C班', true, false],
    ]);

    const back = await loginById(extraToken, idOf('demo'), 'GET');
    expect(back.status).toBe(200);
    expect(await whoAmI(back.body.result)).toBe('demo Scratch启蒙A班');
    expect(await whoAmI(extraToken)).toBe(401);
  });

  test('a card linked from an extra card joins the main card’s group', async () => {
    const main = await login(server.baseUrl, 'demo');
    const extra = (await loginById(main.accessToken, idOf('demo2024'))).body.result;

    expect((await otherStudents(extra)).body.result.map((card) => card.studentId)).toEqual([
      idOf('demo2023'),
    ]);
    expect((await saveCard(extra, idOf('demo2023'))).status).toBe(200);

    const group = (await additionalList(extra)).body.result;
    expect(group.map((card) => card.studentId)).toEqual([idOf('demo'), idOf('demo2024'), idOf('demo2023')]);
    // Between two extra cards too: both belong to the group.
    const third = await loginById(extra, idOf('demo2023'));
    expect(await whoAmI(third.body.result)).toBe('demo2023 Python进阶B班');
    expect((await otherStudents(third.body.result)).body.result).toEqual([]);
  });

  test('a card signed in directly with its own password is part of the same group', async () => {
    const direct = await login(server.baseUrl, 'demo2023');
    const back = await loginById(direct.accessToken, idOf('demo'));
    expect(await whoAmI(back.body.result)).toBe('demo Scratch启蒙A班');
  });
});

describe('a card belongs to one group only', () => {
  /** A learner with a card in three classes of the demo school, none linked, each signed in on its own. */
  async function learnerWithThreeCards(usernamePrefix: string, realName: string) {
    const classNames = ['Scratch启蒙A班', 'Python进阶B班', 'Scratch创意C班'];
    const usernames = classNames.map((_, index) => `${usernamePrefix}${index + 1}`);
    await addSchoolStudents(
      server.app.db,
      classNames.map((className, index) => ({
        username: usernames[index] as string,
        realName,
        nickName: realName,
        avatar: '',
        className,
        schoolStatus: 1,
        studentStatus: 0,
        bind: null,
        createdAt: Date.parse(`202${3 + index}-09-01T09:00:00+08:00`),
      })),
    );
    const rows = await server.app.db
      .selectFrom('students')
      .select(['id', 'username'])
      .where('username', 'in', usernames)
      .execute();
    for (const row of rows) ids.set(row.username, row.id);
    return Promise.all(
      usernames.map(async (username) => ({
        id: idOf(username),
        token: (await login(server.baseUrl, username)).accessToken,
      })),
    );
  }

  test('a card already in another group of the same learner → the usual 403, nothing linked', async () => {
    const [first, second, third] = await learnerWithThreeCards('chenyinuo', '陈一诺');
    if (!first || !second || !third) throw new Error('three cards expected');
    expect((await saveCard(first.token, third.id)).status).toBe(200);
    const before = await linkCount();

    const { status, body } = await saveCard(second.token, third.id);
    expect({ status, body }).toEqual({
      status: 403,
      body: {
        success: false,
        code: 403,
        message: '只能关联本人在本机构其他班级的学习卡',
        result: null,
        errorCode: 'FORBIDDEN',
      },
    });
    expect(await linkCount()).toBe(before);
    expect((await additionalList(first.token)).body.result.map((card) => card.studentId)).toEqual([
      first.id,
      third.id,
    ]);
    expect((await additionalList(second.token)).body.result.map((card) => card.studentId)).toEqual([
      second.id,
    ]);
  });

  test('the schema itself keeps a linked card out of a second group, whoever writes', async () => {
    const [first, second, third] = await learnerWithThreeCards('heyutong', '何雨桐');
    if (!first || !second || !third) throw new Error('three cards expected');
    expect((await saveCard(first.token, third.id)).status).toBe(200);

    const outcome = await server.app.db
      .insertInto('card_links')
      .values({ main_student_id: second.id, student_id: third.id, created_at: Date.now() })
      .execute()
      .then(
        () => 'linked twice',
        (error: unknown) => (isUniqueViolation(error) ? 'refused' : error),
      );
    expect(outcome).toBe('refused');
  });

  test('two groups linking the same card at once: one gets it, the other the usual 403', async () => {
    const [first, second, third] = await learnerWithThreeCards('xujiahe', '许嘉禾');
    if (!first || !second || !third) throw new Error('three cards expected');
    const before = await linkCount();

    const answers = await Promise.all([saveCard(first.token, third.id), saveCard(second.token, third.id)]);
    expect(answers.map(({ status, body }) => [status, body.message]).sort()).toEqual([
      [200, '已关联「Scratch创意C班」的学习卡，可在右上角切换'],
      [403, '只能关联本人在本机构其他班级的学习卡'],
    ]);
    expect(await linkCount()).toBe(before + 1);
  });
});
