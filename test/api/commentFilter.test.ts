/** @jest-environment node */
import { seedSensitiveWords } from '../../server/db/seed/sensitiveWords';
import { runReviewCommand } from '../../server/review';
import { startCommentWorld } from './support/comments';
import type { CommentWorld } from './support/comments';

const SETUP_TIMEOUT_MS = 60_000;
const MINUTE_MS = 60_000;
const UNCIVIL = '这条评论里有不文明的词语，换个说法吧';
const PERSONAL = '不要在评论里留下电话、QQ 等个人信息哦';

let world: CommentWorld;

beforeAll(async () => {
  world = await startCommentWorld('cf');
}, SETUP_TIMEOUT_MS);
afterAll(() => world.server.close());

beforeEach(() => world.advance(MINUTE_MS));

const comment = (content: string, appeal?: boolean) =>
  world.post(
    { targetType: 'opus', targetId: world.works.public, content, ...(appeal ? { appeal } : {}) },
    world.classmate.token,
  );

async function shown(): Promise<string[]> {
  const { body } = await world.list(world.works.public, world.classmate.token, '&pageSize=50');
  return body.result.list.map((item) => item.content);
}

async function storedCount(): Promise<number> {
  const row = await world.server.app.db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('refusals', () => {
  test('a listed word is refused kindly, without echoing it, and nothing is stored', async () => {
    const before = await storedCount();
    const { status, body } = await comment('你真是个笨蛋');
    expect(status).toBe(400);
    expect(body.errorCode).toBe('COMMENT_REFUSED');
    expect(body.message).toBe(UNCIVIL);
    expect(JSON.stringify(body)).not.toContain('笨蛋');
    expect(await storedCount()).toBe(before);
    expect(await shown()).not.toContain('你真是个笨蛋');
  });

  test.each([
    ['spaces', '你是笨 蛋'],
    ['several spaces and tabs', '你是笨  \t 蛋'],
    ['symbols', '你是笨*蛋'],
    ['dots', '你是笨.蛋'],
    ['full-width Chinese punctuation', '你是笨，蛋！'],
    ['zero-width characters', '你是笨\u200b蛋'],
    ['full-width letters', '你是ｓｂ'],
    ['spaced capitals', '你是 S . B'],
    ['traditional characters', '你真是個白癡'],
    ['traditional characters and spaces', '我要 殺 了 你'],
  ])('evasion by %s is refused', async (_how, text) => {
    const { status, body } = await comment(text);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('COMMENT_REFUSED');
    expect(body.message).toBe(UNCIVIL);
  });

  test.each([
    ['a mobile number', '有问题打我电话 138 1234 5678'],
    ['a mobile number in full-width digits', '电话１３９８７６５４３２１'],
    ['a QQ number', '加我QQ：12345678 一起做游戏'],
    ['a WeChat id', '我的微信号是 coder2015'],
    ['an ID-card number', '110101201501011234'],
  ])('%s is refused as personal information', async (_what, text) => {
    const { status, body } = await comment(text);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('COMMENT_REFUSED');
    expect(body.message).toBe(PERSONAL);
  });

  test('ordinary comments that merely contain a short word, or numbers, pass', async () => {
    for (const text of ['我用usb手柄玩这个游戏', '垃圾分类的关卡很有意思', '我第3次就通关了，得了100分']) {
      world.advance(MINUTE_MS);
      const { status } = await comment(text);
      expect(status).toBe(200);
    }
  });
});

describe('appeals (我觉得判断错了)', () => {
  test('an appealed text goes to review: not listed, not even to its writer, until approved', async () => {
    const { status, body } = await comment('笨蛋鸟的关卡太难了', true);
    expect(status).toBe(200);
    expect(body.result).toBeNull();
    expect(body.message).toBe('已提交老师审核，通过后会显示出来');
    expect(await shown()).not.toContain('笨蛋鸟的关卡太难了');
    const { body: authorView } = await world.list(world.works.public, world.author.token, '&pageSize=50');
    expect(authorView.result.list.map((item) => item.content)).not.toContain('笨蛋鸟的关卡太难了');

    const queued = await runReviewCommand(world.server.app.db, { kind: 'list' }, Date.now());
    expect(queued.output).toContain('笨蛋鸟的关卡太难了');
    const row = await world.server.app.db
      .selectFrom('comments')
      .select('id')
      .where('content', '=', '笨蛋鸟的关卡太难了')
      .executeTakeFirstOrThrow();
    const approved = await runReviewCommand(
      world.server.app.db,
      { kind: 'approve-comment', commentId: row.id },
      Date.now(),
    );
    expect(approved.done).toBe(true);
    expect(await shown()).toContain('笨蛋鸟的关卡太难了');
    const again = await runReviewCommand(
      world.server.app.db,
      { kind: 'approve-comment', commentId: row.id },
      Date.now(),
    );
    expect(again.done).toBe(false);
  });

  test('a rejected appeal stays unlisted', async () => {
    await comment('你是傻瓜吗', true);
    const row = await world.server.app.db
      .selectFrom('comments')
      .select(['id', 'status'])
      .where('content', '=', '你是傻瓜吗')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('review');
    const rejected = await runReviewCommand(
      world.server.app.db,
      { kind: 'reject-comment', commentId: row.id },
      Date.now(),
    );
    expect(rejected.done).toBe(true);
    expect(await shown()).not.toContain('你是傻瓜吗');
    const queued = await runReviewCommand(world.server.app.db, { kind: 'list' }, Date.now());
    expect(queued.output).not.toContain('你是傻瓜吗');
  });

  test('an appeal of a text the filter passes is simply published', async () => {
    const { status, body } = await comment('颜色搭配很漂亮', true);
    expect(status).toBe(200);
    expect(body.result?.content).toBe('颜色搭配很漂亮');
  });
});

describe('the word list', () => {
  test('a word added with the review command is refused from the next comment on; removed, it passes', async () => {
    const db = world.server.app.db;
    expect((await comment('你这个小淘气')).status).toBe(200);
    world.advance(MINUTE_MS);
    const added = await runReviewCommand(db, { kind: 'words-add', word: '淘氣包' }, Date.now());
    expect(added.done).toBe(true);
    const refused = await comment('你是淘气包');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(UNCIVIL);
    const removed = await runReviewCommand(db, { kind: 'words-remove', word: '淘气包' }, Date.now());
    expect(removed.done).toBe(true);
    expect((await comment('你是淘气包')).status).toBe(200);
  });

  test('a seeded word a teacher removed is not brought back by the next seeding', async () => {
    const db = world.server.app.db;
    await runReviewCommand(db, { kind: 'words-remove', word: '饭桶' }, Date.now());
    await seedSensitiveWords(db, Date.now());
    const listed = await runReviewCommand(db, { kind: 'words-list' }, Date.now());
    expect(listed.output.split('\n')).not.toContain('饭桶');
    expect(listed.output.split('\n')).toContain('笨蛋');
    expect((await comment('今天的饭桶装得满满的')).status).toBe(200);
  });
});
