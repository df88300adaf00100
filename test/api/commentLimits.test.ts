/** @jest-environment node */
import { startCommentWorld } from './support/comments';
import type { CommentWorld } from './support/comments';

const SETUP_TIMEOUT_MS = 60_000;
const MINUTE_MS = 60_000;

let world: CommentWorld;
let articleId: number;

beforeAll(async () => {
  world = await startCommentWorld('cl');
  const article = await world.server.app.db
    .selectFrom('news_articles')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  articleId = article.id;
}, SETUP_TIMEOUT_MS);
afterAll(() => world.server.close());

// Every test starts with a fresh minute (and, further on, past the repeat window of the last).
beforeEach(() => world.advance(11 * MINUTE_MS));

describe('five a minute', () => {
  test('the sixth comment within a minute, on any target, is refused with 429 until the minute is over', async () => {
    const { token } = world.schoolmates[0] ?? world.classmate;
    const targets = [
      { targetType: 'opus', targetId: world.works.public },
      { targetType: 'opus', targetId: world.works.school },
      { targetType: 'news', targetId: articleId },
      { targetType: 'opus', targetId: world.works.public },
      { targetType: 'news', targetId: articleId },
    ] as const;
    for (const [index, target] of targets.entries()) {
      world.advance(5_000);
      const { status } = await world.post({ ...target, content: `第${index + 1}条评论` }, token);
      expect(status).toBe(200);
    }
    world.advance(5_000);
    const sixth = await world.post(
      { targetType: 'opus', targetId: world.works.school, content: '第6条评论' },
      token,
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('RATE_LIMITED');
    expect(sixth.body.message).toBe('评论太快啦，休息一下再来吧');

    // Someone else is not slowed down by it.
    const other = await world.post(
      { targetType: 'opus', targetId: world.works.school, content: '我也来评论' },
      world.classmate.token,
    );
    expect(other.status).toBe(200);

    // A minute after the first one, there is room for one more.
    world.advance(MINUTE_MS - 25_000);
    const later = await world.post(
      { targetType: 'opus', targetId: world.works.school, content: '第6条评论' },
      token,
    );
    expect(later.status).toBe(200);
  });

  test('comments posted all at once still stop at five', async () => {
    const { token } = world.schoolmates[1] ?? world.classmate;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        world.post(
          { targetType: 'opus', targetId: world.works.public, content: `一起发的第${index}条` },
          token,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  test('refused texts are not stored, so they do not use up the minute', async () => {
    const { token } = world.schoolmates[2] ?? world.classmate;
    for (let index = 0; index < 6; index += 1) {
      const { status } = await world.post(
        { targetType: 'opus', targetId: world.works.public, content: `你是笨蛋${index}` },
        token,
      );
      expect(status).toBe(400);
    }
    const { status } = await world.post(
      { targetType: 'opus', targetId: world.works.public, content: '对不起' },
      token,
    );
    expect(status).toBe(200);
  });
});

describe('repeats', () => {
  test('the same text on the same work within 10 minutes is refused with 409; elsewhere or later it is fine', async () => {
    const { token } = world.classmate;
    const text = { targetType: 'opus', targetId: world.works.public, content: '太好玩了' } as const;
    expect((await world.post(text, token)).status).toBe(200);
    world.advance(MINUTE_MS);
    const again = await world.post({ ...text, content: '  太好玩了 ' }, token);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('COMMENT_REPEATED');
    expect(again.body.message).toBe('这条评论已经发过啦');

    expect((await world.post({ ...text, targetId: world.works.school }, token)).status).toBe(200);
    expect((await world.post(text, world.author.token)).status).toBe(200);

    world.advance(9 * MINUTE_MS);
    expect((await world.post(text, token)).status).toBe(200);
  });

  test('a text its writer deleted may be posted again', async () => {
    const { token } = world.classmate;
    const text = { targetType: 'opus', targetId: world.works.public, content: '打错字了重新发' } as const;
    const first = await world.post(text, token);
    expect(first.status).toBe(200);
    await world.remove(first.body.result?.id ?? 0, token);
    expect((await world.post(text, token)).status).toBe(200);
  });

  test('an appeal of the same text is a repeat too', async () => {
    const { token } = world.classmate;
    const appeal = {
      targetType: 'opus',
      targetId: world.works.public,
      content: '笨蛋鸭子好可爱',
      appeal: true,
    } as const;
    expect((await world.post(appeal, token)).status).toBe(200);
    expect((await world.post(appeal, token)).status).toBe(409);
  });
});
