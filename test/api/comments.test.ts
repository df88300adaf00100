/** @jest-environment node */
import type { Comment, CommentPage } from '../../core/commentTypes';
import { apiGet, apiPost } from '../helpers/apiClient';
import { startCommentWorld } from './support/comments';
import type { CommentWorld } from './support/comments';

const SETUP_TIMEOUT_MS = 60_000;
const MINUTE_MS = 60_000;

let world: CommentWorld;

beforeAll(async () => {
  world = await startCommentWorld('cm');
}, SETUP_TIMEOUT_MS);
afterAll(() => world.server.close());

// Each test posts a few comments; a minute apart keeps them clear of the per-minute limit.
beforeEach(() => world.advance(MINUTE_MS));

async function postOk(opusId: number, content: string, token: string): Promise<Comment> {
  const { status, body } = await world.post({ targetType: 'opus', targetId: opusId, content }, token);
  expect(status).toBe(200);
  if (!body.result) throw new Error('expected the published comment');
  return body.result;
}

const contents = (page: CommentPage) => page.list.map((comment) => comment.content);

describe('posting and reading', () => {
  test('a comment on a public work comes back published and is listed, newest first', async () => {
    const first = await postOk(world.works.public, '小猫跳得好高！', world.classmate.token);
    expect(first).toMatchObject({
      targetType: 'opus',
      targetId: world.works.public,
      content: '小猫跳得好高！',
      studentId: world.classmate.id,
      studentName: 'cma同学2',
      mine: true,
      canDelete: true,
    });
    world.advance(1000);
    const second = await postOk(world.works.public, '  背景音乐也很好听  ', world.stranger.token);
    expect(second.content).toBe('背景音乐也很好听');

    const { status, body } = await world.list(world.works.public, world.classmate.token);
    expect(status).toBe(200);
    expect(contents(body.result).slice(0, 2)).toEqual(['背景音乐也很好听', '小猫跳得好高！']);
    const mine = body.result.list.find((comment) => comment.id === first.id);
    const theirs = body.result.list.find((comment) => comment.id === second.id);
    expect(mine).toMatchObject({ mine: true, canDelete: true });
    expect(theirs).toMatchObject({ mine: false, canDelete: false });
    expect(body.result.total).toBeGreaterThanOrEqual(2);
  });

  test('the author of the work may delete every comment on it, and is told so in the list', async () => {
    await postOk(world.works.public, '能教教我怎么做的吗', world.classmate.token);
    const { body } = await world.list(world.works.public, world.author.token);
    expect(body.result.list.length).toBeGreaterThan(0);
    expect(body.result.list.every((comment) => comment.canDelete)).toBe(true);
    expect(body.result.list.every((comment) => !comment.mine)).toBe(true);
  });

  test('a public work’s comments are read without signing in', async () => {
    await postOk(world.works.public, '不登录也能看到我', world.classmate.token);
    const { status, body } = await world.list(world.works.public);
    expect(status).toBe(200);
    expect(contents(body.result)).toContain('不登录也能看到我');
    expect(body.result.list.every((comment) => !comment.mine && !comment.canDelete)).toBe(true);
  });

  test('paging: pageSize and pageNumber slice the newest-first list and the total counts all', async () => {
    const work = world.works.school;
    for (const [index, text] of ['一', '二', '三'].entries()) {
      world.advance(MINUTE_MS);
      await postOk(work, `第${text}条`, index % 2 ? world.author.token : world.classmate.token);
    }
    const page1 = await world.list(work, world.classmate.token, '&pageNumber=1&pageSize=2');
    const page2 = await world.list(work, world.classmate.token, '&pageNumber=2&pageSize=2');
    expect(contents(page1.body.result)).toEqual(['第三条', '第二条']);
    expect(contents(page2.body.result)[0]).toBe('第一条');
    expect(page1.body.result).toMatchObject({ total: page2.body.result.total, pageNumber: 1, pageSize: 2 });
  });
});

describe('visibility', () => {
  test('a private work’s comments are 404 to everyone but its author', async () => {
    const own = await world.post(
      { targetType: 'opus', targetId: world.works.private, content: '给自己留个备注' },
      world.author.token,
    );
    expect(own.status).toBe(200);
    for (const token of [world.classmate.token, world.stranger.token, undefined]) {
      const { status, body } = await world.list(world.works.private, token);
      expect(status).toBe(404);
      expect(body.errorCode).toBe('NOT_FOUND');
      expect(body.message).toBe('作品不存在');
    }
    const ownList = await world.list(world.works.private, world.author.token);
    expect(contents(ownList.body.result)).toEqual(['给自己留个备注']);
    const posted = await world.post(
      { targetType: 'opus', targetId: world.works.private, content: '偷偷评论' },
      world.classmate.token,
    );
    expect(posted.status).toBe(404);
  });

  test('a school-only work is read and commented by the school, 404 to other schools and visitors', async () => {
    expect((await world.list(world.works.school, world.classmate.token)).status).toBe(200);
    expect((await world.list(world.works.school, world.stranger.token)).status).toBe(404);
    expect((await world.list(world.works.school)).status).toBe(404);
    const posted = await world.post(
      { targetType: 'opus', targetId: world.works.school, content: '我是外校的' },
      world.stranger.token,
    );
    expect(posted.status).toBe(404);
  });

  test('an unknown work is the same 404', async () => {
    expect((await world.list(999999, world.author.token)).status).toBe(404);
  });

  test('a token that is no good is refused even where none is needed', async () => {
    const { status } = await world.list(world.works.public, 'not-a-token');
    expect(status).toBe(401);
  });
});

describe('deleting', () => {
  test('its writer deletes a comment; it is gone from the list', async () => {
    const comment = await postOk(world.works.public, '写错了，删掉', world.classmate.token);
    const { status, body } = await world.remove(comment.id, world.classmate.token);
    expect(status).toBe(200);
    expect(body.message).toBe('评论已删除');
    const list = await world.list(world.works.public, world.author.token);
    expect(list.body.result.list.map((item) => item.id)).not.toContain(comment.id);
    expect((await world.remove(comment.id, world.classmate.token)).status).toBe(404);
  });

  test('the owner of the work deletes someone else’s comment on it', async () => {
    const comment = await postOk(world.works.public, '作者可以删我', world.stranger.token);
    expect((await world.remove(comment.id, world.author.token)).status).toBe(200);
    const list = await world.list(world.works.public);
    expect(list.body.result.list.map((item) => item.id)).not.toContain(comment.id);
  });

  test('anyone else is refused with 403 and the comment stays', async () => {
    const comment = await postOk(world.works.public, '别人删不掉我', world.classmate.token);
    const { status, body } = await world.remove(comment.id, world.stranger.token);
    expect(status).toBe(403);
    expect(body.errorCode).toBe('FORBIDDEN');
    const list = await world.list(world.works.public);
    expect(list.body.result.list.map((item) => item.id)).toContain(comment.id);
  });

  test('a comment on a work the caller may not see is 404, not 403', async () => {
    const comment = await postOk(world.works.school, '校内的评论', world.classmate.token);
    expect((await world.remove(comment.id, world.stranger.token)).status).toBe(404);
  });
});

describe('other targets', () => {
  test('a news article takes comments, read through the general list', async () => {
    const article = await world.server.app.db
      .selectFrom('news_articles')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const posted = await world.post(
      { targetType: 'news', targetId: article.id, content: '这篇文章写得真好' },
      world.classmate.token,
    );
    expect(posted.status).toBe(200);
    const { status, body } = await apiGet<CommentPage>(
      world.server.baseUrl,
      `/api/v3/student/getCommentsList?targetType=news&targetId=${article.id}`,
      { token: world.author.token },
    );
    expect(status).toBe(200);
    expect(contents(body.result)).toEqual(['这篇文章写得真好']);
    expect(body.result.list[0]).toMatchObject({ mine: false, canDelete: false });
    const unknown = await world.post(
      { targetType: 'news', targetId: 999999, content: '没有这篇' },
      world.classmate.token,
    );
    expect(unknown.status).toBe(404);
  });

  test('a course resource takes comments only from the learners of its course: else 404', async () => {
    const unknown = await world.post(
      { targetType: 'resource', targetId: 999999, content: '这个资源很有用' },
      world.classmate.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('资源不存在');
    const resource = await world.server.app.db
      .selectFrom('course_references')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const stranger = await world.post(
      { targetType: 'resource', targetId: resource.id, content: '这个资源很有用' },
      world.stranger.token,
    );
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('资源不存在');
  });
});

describe('bad input', () => {
  const target = () => ({ targetType: 'opus', targetId: world.works.public });

  test('a blank, missing or too long text is a 400 naming content', async () => {
    for (const content of ['', '   ', '啊'.repeat(301)]) {
      const { status, body } = await world.post({ ...target(), content } as never, world.classmate.token);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('BAD_FIELD');
      expect(body.message).toContain('content');
    }
    const missing = await apiPost(world.server.baseUrl, '/api/v3/student/common/comment', {
      token: world.classmate.token,
      body: target(),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('content');
    const longest = await world.post(
      { ...target(), content: '好'.repeat(300) } as never,
      world.classmate.token,
    );
    expect(longest.status).toBe(200);
  });

  test('an unknown target type or field is refused; no token is 401', async () => {
    const badType = await apiPost(world.server.baseUrl, '/api/v3/student/common/comment', {
      token: world.classmate.token,
      body: { targetType: 'course', targetId: 1, content: '你好' },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain('targetType');
    const extra = await apiPost(world.server.baseUrl, '/api/v3/student/common/comment', {
      token: world.classmate.token,
      body: { ...target(), content: '你好', studentId: world.author.id },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errorCode).toBe('UNKNOWN_FIELD');
    const anonymous = await world.post(
      { targetType: 'opus', targetId: world.works.public, content: '匿名' },
      undefined,
    );
    expect(anonymous.status).toBe(401);
  });

  test('page sizes are capped at 50', async () => {
    const { status, body } = await world.list(world.works.public, world.author.token, '&pageSize=51');
    expect(status).toBe(400);
    expect(body.message).toContain('pageSize');
  });
});
