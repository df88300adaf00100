/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { ReportBody } from '../../core/commentTypes';
import { runReviewCommand } from '../../server/review';
import { dismissReport, reviewQueue, upholdReport } from '../../server/services/reportService';
import { apiPost } from '../helpers/apiClient';
import { startCommentWorld } from './support/comments';
import type { CommentWorld } from './support/comments';
import { createWork } from './support/works';

const SETUP_TIMEOUT_MS = 60_000;
const repoRoot = path.resolve(__dirname, '../..');
/** Each run starts a TypeScript process of its own. */
const COMMAND_TIMEOUT_MS = 60_000;
const MINUTE_MS = 60_000;

let world: CommentWorld;

beforeAll(async () => {
  world = await startCommentWorld('rp');
}, SETUP_TIMEOUT_MS);
afterAll(() => world.server.close());

beforeEach(() => world.advance(MINUTE_MS));

const db = () => world.server.app.db;
const reporters = () => [world.classmate, ...world.schoolmates];

async function publicWork(name: string): Promise<number> {
  return createWork(db(), world.author.id, { name, visibility: 'public' });
}

async function reportFrom(count: number, body: ReportBody): Promise<void> {
  for (const reporter of reporters().slice(0, count)) {
    const { status, body: answer } = await world.report(body, reporter.token);
    expect(status).toBe(200);
    expect(answer.message).toBe('举报已收到，老师会尽快处理');
  }
}

/** Whether a student (or a visitor) can open the work's comments: the work is visible to them. */
async function canOpen(opusId: number, token?: string): Promise<boolean> {
  const { status } = await world.list(opusId, token);
  expect([200, 404]).toContain(status);
  return status === 200;
}

async function openReportIds(kind: 'opus' | 'comment', itemId: number): Promise<number[]> {
  const queue = await reviewQueue(db());
  return queue.reports
    .filter((report) => report.kind === kind && report.item_id === itemId)
    .map((report) => report.id);
}

describe('reporting', () => {
  test('reasons come from the list; kind, detail and id are checked', async () => {
    const work = await publicWork('检查理由');
    for (const body of [
      { kind: 'opus', id: work, reason: '看不懂' },
      { kind: 'opus', id: work, reason: '其他', detail: '长'.repeat(201) },
      { kind: 'news', id: work, reason: '其他' },
      { kind: 'opus', id: 0, reason: '其他' },
    ]) {
      const { status, body: answer } = await apiPost(world.server.baseUrl, '/api/v3/student/common/report', {
        token: world.classmate.token,
        body,
      });
      expect(status).toBe(400);
      expect(answer.errorCode).toBe('BAD_FIELD');
    }
    const noReason = await apiPost(world.server.baseUrl, '/api/v3/student/common/report', {
      token: world.classmate.token,
      body: { kind: 'opus', id: work },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('reason');
    const withDetail = await world.report(
      { kind: 'opus', id: work, reason: '抄袭', detail: '和我的作品一模一样' },
      world.classmate.token,
    );
    expect(withDetail.status).toBe(200);
    expect((await world.report({ kind: 'opus', id: work, reason: '其他' }, undefined)).status).toBe(401);
  });

  test('what the reporter may not see cannot be reported (404)', async () => {
    expect(
      (await world.report({ kind: 'opus', id: world.works.private, reason: '吓人' }, world.classmate.token))
        .status,
    ).toBe(404);
    expect(
      (await world.report({ kind: 'opus', id: world.works.school, reason: '吓人' }, world.stranger.token))
        .status,
    ).toBe(404);
    expect(
      (await world.report({ kind: 'comment', id: 999999, reason: '不友善' }, world.classmate.token)).status,
    ).toBe(404);
  });

  test('a repeat by the same student is accepted and changes nothing', async () => {
    const work = await publicWork('重复举报');
    for (let index = 0; index < 4; index += 1) {
      const { status } = await world.report(
        { kind: 'opus', id: work, reason: '不友善' },
        world.classmate.token,
      );
      expect(status).toBe(200);
    }
    expect(await openReportIds('opus', work)).toHaveLength(1);
    expect(await canOpen(work, world.stranger.token)).toBe(true);
  });
});

describe('three open reports hold a work', () => {
  test('two reports leave it; the third hides it from everyone but its author', async () => {
    const work = await publicWork('被举报的作品');
    await reportFrom(2, { kind: 'opus', id: work, reason: '吓人' });
    expect(await canOpen(work, world.stranger.token)).toBe(true);

    await reportFrom(3, { kind: 'opus', id: work, reason: '吓人' });
    expect(await canOpen(work, world.stranger.token)).toBe(false);
    expect(await canOpen(work, world.classmate.token)).toBe(false);
    expect(await canOpen(work)).toBe(false);
    expect(await canOpen(work, world.author.token)).toBe(true);
    const like = await apiPost(world.server.baseUrl, `/api/v3/student/common/operationOpusPraise/${work}`, {
      token: world.stranger.token,
    });
    expect(like.status).toBe(404);
    const comment = await world.post(
      { targetType: 'opus', targetId: work, content: '还能评论吗' },
      world.stranger.token,
    );
    expect(comment.status).toBe(404);
  });

  test('reports sent at once still hold it', async () => {
    const work = await publicWork('同时举报');
    await Promise.all(
      reporters().map((reporter) => world.report({ kind: 'opus', id: work, reason: '其他' }, reporter.token)),
    );
    expect(await canOpen(work, world.stranger.token)).toBe(false);
  });

  test('dismissed, it is shown again and its reports leave the queue', async () => {
    const work = await publicWork('误会一场');
    await reportFrom(3, { kind: 'opus', id: work, reason: '抄袭' });
    const [first] = await openReportIds('opus', work);
    expect(await dismissReport(db(), first as number, Date.now())).toBe(3);
    expect(await canOpen(work, world.stranger.token)).toBe(true);
    expect(await openReportIds('opus', work)).toEqual([]);
    // The same students reporting again change nothing; the decision stands.
    await reportFrom(3, { kind: 'opus', id: work, reason: '抄袭' });
    expect(await canOpen(work, world.stranger.token)).toBe(true);
  });

  test('upheld, it becomes private: its author keeps it, nobody else sees it', async () => {
    const work = await publicWork('真的有问题');
    await reportFrom(3, { kind: 'opus', id: work, reason: '不文明用语' });
    const [first] = await openReportIds('opus', work);
    expect(await upholdReport(db(), first as number, Date.now())).toBe(3);
    const row = await db()
      .selectFrom('opus')
      .select(['published', 'school_published', 'held'])
      .where('id', '=', work)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ published: 0, school_published: 0, held: 0 });
    expect(await canOpen(work, world.author.token)).toBe(true);
    expect(await canOpen(work, world.classmate.token)).toBe(false);
    await expect(upholdReport(db(), first as number, Date.now())).rejects.toThrow('reportClosed');
  });
});

describe('comments', () => {
  test('three reports hold a comment; its writer still sees it; dismissed, it is back', async () => {
    const posted = await world.post(
      { targetType: 'opus', targetId: world.works.public, content: '这个作品一般般' },
      world.stranger.token,
    );
    const id = posted.body.result?.id as number;
    await reportFrom(3, { kind: 'comment', id, reason: '不友善' });
    const ids = async (token?: string) =>
      (await world.list(world.works.public, token, '&pageSize=50')).body.result.list.map((item) => item.id);
    expect(await ids(world.author.token)).not.toContain(id);
    expect(await ids()).not.toContain(id);
    expect(await ids(world.stranger.token)).toContain(id);
    expect((await world.report({ kind: 'comment', id, reason: '其他' }, world.author.token)).status).toBe(
      404,
    );

    const [first] = await openReportIds('comment', id);
    const dismissed = await runReviewCommand(
      db(),
      { kind: 'dismiss', reportId: first as number },
      Date.now(),
    );
    expect(dismissed.done).toBe(true);
    expect(await ids()).toContain(id);
  });

  test('upheld, a comment is gone for everyone', async () => {
    const posted = await world.post(
      { targetType: 'opus', targetId: world.works.public, content: '哈哈哈你画得真丑' },
      world.stranger.token,
    );
    const id = posted.body.result?.id as number;
    await reportFrom(1, { kind: 'comment', id, reason: '不友善' });
    const [first] = await openReportIds('comment', id);
    const upheld = await runReviewCommand(db(), { kind: 'uphold', reportId: first as number }, Date.now());
    expect(upheld.done).toBe(true);
    const ids = async (token?: string) =>
      (await world.list(world.works.public, token, '&pageSize=50')).body.result.list.map((item) => item.id);
    expect(await ids(world.stranger.token)).not.toContain(id);
    expect(await ids()).not.toContain(id);
  });
});

describe('the review command', () => {
  test('list shows open reports with the item, reason and reporter, oldest first', async () => {
    const work = await publicWork('排队的作品');
    await world.report(
      { kind: 'opus', id: work, reason: '个人信息', detail: '里面有电话' },
      world.classmate.token,
    );
    world.advance(MINUTE_MS);
    await world.report({ kind: 'opus', id: work, reason: '其他' }, world.schoolmates[0]?.token);
    const { output, done } = await runReviewCommand(db(), { kind: 'list' }, Date.now());
    expect(done).toBe(true);
    const lines = output.split('\n').filter((line) => line.includes('《排队的作品》'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('个人信息（里面有电话）');
    expect(lines[0]).toContain('rpa同学2');
    expect(lines[1]).toContain('其他');
  });

  test('unknown and closed reports are refused, not done', async () => {
    const unknown = await runReviewCommand(db(), { kind: 'dismiss', reportId: 999999 }, Date.now());
    expect(unknown).toEqual({ output: '没有编号为 999999 的举报', done: false });
    const work = await publicWork('处理过的');
    await reportFrom(1, { kind: 'opus', id: work, reason: '其他' });
    const [id] = await openReportIds('opus', work);
    expect((await runReviewCommand(db(), { kind: 'dismiss', reportId: id as number }, Date.now())).done).toBe(
      true,
    );
    const again = await runReviewCommand(db(), { kind: 'uphold', reportId: id as number }, Date.now());
    expect(again).toEqual({ output: `举报 #${id} 已处理过了`, done: false });
  });

  /** `npm run review -- …` against the server's own database, as a teacher would run it. */
  function runReview(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: world.server.app.config.dataDir, LOG: '0' };
    if (world.server.app.config.databaseUrl) env.DATABASE_URL = world.server.app.config.databaseUrl;
    else delete env.DATABASE_URL;
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/review.ts', ...args],
        { cwd: repoRoot, env },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  test(
    'a word added from the command line is refused by the running server at the next comment',
    async () => {
      const comment = () =>
        world.post(
          { targetType: 'opus', targetId: world.works.public, content: '你是小气鬼' },
          world.author.token,
        );
      expect((await comment()).status).toBe(200);
      const added = await runReview(['words', 'add', '小氣 鬼']);
      expect(added).toMatchObject({ code: 0, stdout: '已添加：小气鬼\n' });
      world.advance(11 * MINUTE_MS);
      const refused = await comment();
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('COMMENT_REFUSED');
      expect((await runReview(['words', 'add', '小气鬼'])).code).toBe(1);
      const listed = await runReview(['list']);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain('举报 #');
      const usage = await runReview(['uphold', 'abc']);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('编号须是正整数：abc');
      expect((await runReview([])).stderr).toContain('用法：npm run review');
    },
    COMMAND_TIMEOUT_MS * 3,
  );
});
