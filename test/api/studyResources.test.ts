/** @jest-environment node */
import type { Comment, CommentBody, CommentPage } from '../../core/commentTypes';
import type {
  CollectedReference,
  CourseReference,
  CourseReferenceDetail,
  ResourceFile,
  ResourceReaction,
} from '../../core/studyTypes';
import { studyPaths } from '../../core/studyTypes';
import type { Paged } from '../../core/homeTypes';
import { runReviewCommand } from '../../server/review';
import { apiGet, apiPost } from '../helpers/apiClient';
import type { ApiResponse } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';
import { SETUP_TIMEOUT_MS, signInAs } from './support/caller';
import type { Caller } from './support/caller';

const MINUTE_MS = 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

let server: RunningServer;
let clock: number;
let demo: Caller;
let newbie: Caller;
let haoran: Caller;
let xiaoyu: Caller;

beforeAll(async () => {
  clock = Date.now();
  server = await startServer({ rateLimit: false, now: () => clock, tokenTtlMs: 52 * WEEK_MS });
  [demo, newbie, haoran, xiaoyu] = await Promise.all(
    ['demo', 'newbie', 'haoran', 'xiaoyu'].map((name) => signInAs(server, name)),
  );
}, SETUP_TIMEOUT_MS);
afterAll(() => server.close());
// Each test posts a few comments; a minute apart keeps them clear of the per-minute limit.
beforeEach(() => {
  clock += 2 * MINUTE_MS;
});

const referenceId = async (key: string) =>
  (
    await server.app.db
      .selectFrom('course_references')
      .select('id')
      .where('seed_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;
const courseIdOf = async (key: string) =>
  (
    await server.app.db
      .selectFrom('courses')
      .select('id')
      .where('seed_key', '=', key)
      .executeTakeFirstOrThrow()
  ).id;

const post = (caller: Caller, body: CommentBody): Promise<ApiResponse<Comment | null>> =>
  apiPost<Comment | null>(server.baseUrl, '/api/v3/student/common/comment', {
    token: caller.token,
    body: { ...body },
  });

describe('course resources', () => {
  test('the resources of my courses, newest first, with comment and favourite counts', async () => {
    const start = await courseIdOf('scratch-start');
    const page = await demo.get<Paged<CourseReference>>(
      `getCourseReferenceList?courseId=${start}&pageNumber=1&pageSize=10`,
    );
    expect(page.status).toBe(200);
    expect(page.body.result.list.map((item) => [item.title, item.materialType])).toEqual([
      ['知识卡片：变量是一个盒子', 1],
      ['广播与对话 课堂讲义', 3],
      ['微课：广播与对话', 2],
    ]);
    expect(page.body.result.list[1]).toMatchObject({
      commentCount: 2,
      collectionNumber: 2,
      isCollectioned: false,
    });
    // Without a course: every course of mine (Python进阶 is not demo's).
    const all = await demo.get<Paged<CourseReference>>('getCourseReferenceList?pageNumber=1&pageSize=10');
    expect(all.body.result.total).toBe(3);
    expect(
      (await xiaoyu.get<Paged<CourseReference>>('getCourseReferenceList')).body.result.list.map(
        (r) => r.title,
      ),
    ).toEqual(['列表 课堂讲义']);
  });

  test('another class: the course is not found, nor its resource, nor its comments', async () => {
    const start = await courseIdOf('scratch-start');
    const id = await referenceId('ref-sc-start-broadcast-handout');
    expect((await haoran.get(`getCourseReferenceList?courseId=${start}`)).status).toBe(404);
    const detail = await haoran.get(`courseReferenceDetails/${id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('资源不存在');
    expect((await haoran.get(`getCourseReferenceCommentsList?referenceId=${id}`)).status).toBe(404);
    const comment = await post(haoran, { targetType: 'resource', targetId: id, content: '我也想看' });
    expect(comment.status).toBe(404);
    expect((await apiGet(server.baseUrl, `/api/v3/student/courseReferenceDetails/${id}`)).status).toBe(401);
  });

  test('a resource’s page: its content, and its PDF is playable for me', async () => {
    const id = await referenceId('ref-sc-start-broadcast-handout');
    const detail = (await demo.get<CourseReferenceDetail>(`courseReferenceDetails/${id}`)).body.result;
    expect(detail.content).toContain('<p>');
    expect(detail.materialUrl).toMatch(/^\/lesson-media\/scratch-start-07-handout\.[0-9a-f]{8}\.pdf$/);
    const play = await apiGet<string[]>(server.baseUrl, studyPaths.playUrl(detail.materialUrl), {
      token: demo.token,
    });
    expect(play.body.result).toEqual([expect.stringMatching(/\?expires=\d+&sig=[\w-]+$/)]);
    expect(play.body.result[0]?.startsWith(`${detail.materialUrl}?`)).toBe(true);
  });
});

describe('comments on resources and news: the works’ comment service', () => {
  test('seeded comments are listed; mine is published and listed first', async () => {
    const id = await referenceId('ref-sc-start-broadcast-handout');
    const mine = await post(demo, {
      targetType: 'resource',
      targetId: id,
      content: '讲义第二页的练习我做完啦',
    });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toMatchObject({ targetType: 'resource', mine: true, canDelete: true });
    const page = await demo.get<CommentPage>(`getCourseReferenceCommentsList?referenceId=${id}&pageSize=10`);
    expect(page.body.result.list.map((item) => item.content)).toEqual([
      '讲义第二页的练习我做完啦',
      '原来广播可以让好几个角色同时收到，学会了。',
      '第二页的练习好好玩，我给小狗加了一个跳舞的动作！',
    ]);
    // A classmate may report it; only its writer may delete it.
    const commentId = mine.body.result?.id ?? 0;
    const report = await apiPost(server.baseUrl, '/api/v3/student/common/report', {
      token: newbie.token,
      body: { kind: 'comment', id: commentId, reason: '不友善' },
    });
    expect(report.status).toBe(200);
    const notTheirs = await apiPost(server.baseUrl, `/api/v3/student/common/deleteComment/${commentId}`, {
      token: newbie.token,
    });
    expect(notTheirs.status).toBe(403);
    const removed = await apiPost(server.baseUrl, `/api/v3/student/common/deleteComment/${commentId}`, {
      token: demo.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await demo.get<CommentPage>(`getCourseReferenceCommentsList?referenceId=${id}`)).body.result.total,
    ).toBe(2);
  });

  test('the same word filter refuses, and an appeal waits in the same review queue', async () => {
    const id = await referenceId('ref-sc-start-broadcast-video');
    const refused = await post(demo, { targetType: 'resource', targetId: id, content: '你是笨蛋吗' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 'COMMENT_REFUSED' });
    expect(refused.body.message).not.toContain('笨蛋');

    const appealed = await post(demo, {
      targetType: 'resource',
      targetId: id,
      content: '笨蛋小猫真可爱',
      appeal: true,
    });
    expect(appealed.status).toBe(200);
    expect(appealed.body.result).toBeNull();
    const queue = await runReviewCommand(server.app.db, { kind: 'list' }, clock);
    expect(queue.output).toContain('笨蛋小猫真可爱');

    const articles = await demo.get<Paged<{ id: number }>>('getNewsArticleList?pageNumber=1&pageSize=1');
    const article = articles.body.result.list[0]?.id ?? 0;
    const news = await post(demo, { targetType: 'news', targetId: article, content: '傻瓜才不看新闻' });
    expect(news.status).toBe(400);
    expect(news.body.errorCode).toBe('COMMENT_REFUSED');
  });

  test('one pace limit over works, resources and news together', async () => {
    const resource = await referenceId('ref-sc-start-variable-card');
    const articles = await demo.get<Paged<{ id: number }>>('getNewsArticleList?pageNumber=1&pageSize=1');
    const article = articles.body.result.list[0]?.id ?? 0;
    const work = await server.app.db
      .selectFrom('opus')
      .select('id')
      .where('published', '=', 1)
      .where('held', '=', 0)
      .where('deleted_at', 'is', null)
      .where('student_id', '!=', newbie.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const idOf = { opus: work.id, news: article, resource };
    const targets: CommentBody['targetType'][] = ['opus', 'news', 'resource', 'news', 'resource'];
    for (const [index, targetType] of targets.entries()) {
      const response = await post(newbie, {
        targetType,
        targetId: idOf[targetType],
        content: `第${index + 1}条：学到了新知识`,
      });
      expect(response.status).toBe(200);
    }
    const sixth = await post(newbie, {
      targetType: 'news',
      targetId: article,
      content: '第6条：学到了新知识',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorCode).toBe('RATE_LIMITED');

    const newsComments = await demo.get<CommentPage>(
      `getNewsArticleCommentsList?articleId=${article}&pageSize=10`,
    );
    expect(newsComments.status).toBe(200);
    expect(newsComments.body.result.list.map((item) => item.content)).toEqual([
      '第4条：学到了新知识',
      '第2条：学到了新知识',
    ]);
  });

  test('news: an unknown article is a clean 404, its comments too', async () => {
    const detail = await apiGet(server.baseUrl, '/api/v3/student/getNewsArticleDetails/999999');
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ success: false, code: 404, message: '文章不存在', result: null });
    expect((await demo.get('getNewsArticleCommentsList?articleId=999999')).status).toBe(404);
    expect((await demo.get('getNewsArticleCommentsList')).body.message).toContain('articleId');
  });
});

describe('favourite resources', () => {
  const collect = (caller: Caller, id: number, cancel = false) =>
    apiPost<ResourceReaction>(
      server.baseUrl,
      `${studyPaths.referenceCollection(id)}${cancel ? '?cancel=1' : ''}`,
      {
        token: caller.token,
        body: {},
      },
    );

  test('set, listed, set again changes nothing, taken back twice changes nothing', async () => {
    const id = await referenceId('ref-sc-start-broadcast-handout');
    const set = await collect(demo, id);
    expect(set.status).toBe(200);
    expect(set.body.result).toEqual({ id, isCollectioned: true, collectionNumber: 3 });
    expect((await collect(demo, id)).body.result.collectionNumber).toBe(3);

    const mine = await demo.get<Paged<CollectedReference>>(
      'getMyCollectionCourseResourcesList?pageNumber=1&pageSize=10',
    );
    expect(mine.body.result.list.map((item) => [item.id, item.isCollectioned])).toEqual([[id, true]]);
    expect(mine.body.result.list[0]?.collectTime).toBe(clock);

    const cancelled = await collect(demo, id, true);
    expect(cancelled.body.result).toEqual({ id, isCollectioned: false, collectionNumber: 2 });
    expect((await collect(demo, id, true)).body.result.collectionNumber).toBe(2);
    expect(
      (await demo.get<Paged<CollectedReference>>('getMyCollectionCourseResourcesList')).body.result.total,
    ).toBe(0);
  });

  test('a resource of another class’s course cannot be favourited', async () => {
    const id = await referenceId('ref-python-advanced-list');
    const refused = await collect(demo, id);
    expect(refused.status).toBe(404);
    const rows = await server.app.db
      .selectFrom('reference_collections')
      .select('id')
      .where('reference_id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('class files', () => {
  test('the files of my class with their type and size; downloaded as an attachment', async () => {
    const page = await demo.get<Paged<ResourceFile>>('resourceFile/getResourceFile?pageNumber=1&pageSize=10');
    expect(page.status).toBe(200);
    expect(page.body.result.list.map((file) => [file.fileName, file.fileType])).toEqual([
      ['第8课 知识卡片.jpg', 'image'],
      ['点星星 起始作品.sb3', 'sb3'],
      ['第7课 广播与对话 课件.pdf', 'pdf'],
      ['第7课 广播与对话 讲义.pdf', 'pdf'],
    ]);
    const pdf = page.body.result.list[3] as ResourceFile;
    const response = await fetch(`${server.baseUrl}${pdf.downloadUrl}`, {
      headers: { accessToken: demo.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition.startsWith('attachment; ')).toBe(true);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(pdf.size);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('another class’s files are neither listed nor downloaded', async () => {
    const theirs = await xiaoyu.get<Paged<ResourceFile>>('resourceFile/getResourceFile');
    expect(theirs.body.result.list.map((file) => file.fileName)).toEqual(['猜数字.py']);
    const py = theirs.body.result.list[0] as ResourceFile;
    const refused = await fetch(`${server.baseUrl}${py.downloadUrl}`, {
      headers: { accessToken: demo.token },
    });
    expect(refused.status).toBe(404);
    const text = await fetch(`${server.baseUrl}${py.downloadUrl}`, {
      headers: { accessToken: xiaoyu.token },
    });
    expect(await text.text()).toContain('猜对啦');
    expect((await fetch(`${server.baseUrl}${py.downloadUrl}`)).status).toBe(401);
    expect((await haoran.get<Paged<ResourceFile>>('resourceFile/getResourceFile')).body.result.total).toBe(0);
  });
});
