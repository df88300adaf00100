/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { cardPaths } from '../../core/cardTypes';
import { REALTIME_EVENTS, REALTIME_PATH } from '../../core/messageTypes';
import type { MessagePush, RealtimeServerEvents } from '../../core/messageTypes';
import { sendMessage } from '../../server/services/messageService';
import { DEMO_PASSWORD, apiPost, login } from '../helpers/apiClient';
import { startServer } from '../helpers/startServer';
import type { RunningServer } from '../helpers/startServer';

const SETUP_TIMEOUT_MS = 30_000;
// Pushes arrive within a poll or two; the margin is for a busy test machine, not for the feed.
jest.setTimeout(30_000);
const repoRoot = path.resolve(__dirname, '../..');

let server: RunningServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startServer({ rateLimit: false });
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await server.close();
});

type ClientSocket = Socket<RealtimeServerEvents>;

function open(auth: Record<string, unknown> | undefined): ClientSocket {
  const socket: ClientSocket = io(server.baseUrl, {
    path: REALTIME_PATH,
    auth,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

/** Resolves when connected, rejects with the server's refusal. */
function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

/** Everything a socket receives, per channel, in order. */
function record(socket: ClientSocket) {
  const received: Array<{ channel: 'broadcast' | 'personal'; push: MessagePush }> = [];
  const waiters: Array<() => void> = [];
  const add = (channel: 'broadcast' | 'personal') => (push: MessagePush) => {
    received.push({ channel, push });
    for (const wake of waiters.splice(0)) wake();
  };
  socket.on(REALTIME_EVENTS.broadcast, add('broadcast'));
  socket.on(REALTIME_EVENTS.personal, add('personal'));
  return {
    received,
    /** Waits until a push matching `check` has arrived. */
    async next(
      check: (push: MessagePush) => boolean,
      timeoutMs = 10_000,
    ): Promise<(typeof received)[number]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((entry) => check(entry.push));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no such push arrived');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

function runNotify(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.app.config.dataDir, LOG: '0' };
  if (server.app.config.databaseUrl) env.DATABASE_URL = server.app.config.databaseUrl;
  else delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/notify.ts', ...args],
      { cwd: repoRoot, env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('handshake', () => {
  test('without a token the connection is refused', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('登录已过期，请重新登录');
  });

  test('an unknown token is refused', async () => {
    await expect(connected(open({ accessToken: 'not-a-real-token' }))).rejects.toThrow('登录已过期');
  });

  test('a revoked token is refused', async () => {
    const { accessToken } = await login(server.baseUrl, 'trial');
    await apiPost(server.baseUrl, '/api/v3/student/logout', { token: accessToken });
    await expect(connected(open({ accessToken }))).rejects.toThrow('登录已过期');
  });

  test('a live token connects', async () => {
    const { accessToken } = await login(server.baseUrl, 'solo');
    await expect(connected(open({ accessToken }))).resolves.toBeUndefined();
  });
});

describe('pushes', () => {
  test('a personal message reaches its student’s channel only; a message to all reaches everyone once', async () => {
    const [demo, haoran] = await Promise.all([
      login(server.baseUrl, 'demo'),
      login(server.baseUrl, 'haoran'),
    ]);
    const demoSocket = open({ accessToken: demo.accessToken });
    const haoranSocket = open({ accessToken: haoran.accessToken });
    const demoFeed = record(demoSocket);
    const haoranFeed = record(haoranSocket);
    await Promise.all([connected(demoSocket), connected(haoranSocket)]);

    await sendMessage(
      server.app.db,
      {
        to: { username: 'demo' },
        title: '作业已批改',
        content: '第 5 课作业已批改，快去看看吧。',
        sender: '王老师',
      },
      Date.now(),
    );
    await sendMessage(
      server.app.db,
      { to: 'all', title: '周末停课通知', content: '本周末校区检修，停课一次。', sender: '码芽教务处' },
      Date.now(),
    );

    const personal = await demoFeed.next((push) => push.title === '作业已批改');
    expect(personal.channel).toBe('personal');
    const row = await server.app.db
      .selectFrom('messages')
      .select(['id', 'student_id'])
      .where('title', '=', '作业已批改')
      .executeTakeFirstOrThrow();
    expect(personal.push).toMatchObject({
      id: row.id,
      content: '第 5 课作业已批改，快去看看吧。',
      sender: '王老师',
      broadcast: 0,
    });
    expect(row.student_id).toBe(demo.userInfo.id);

    const demoBroadcast = await demoFeed.next((push) => push.title === '周末停课通知');
    const haoranBroadcast = await haoranFeed.next((push) => push.title === '周末停课通知');
    expect(demoBroadcast).toMatchObject({ channel: 'broadcast', push: { id: null, broadcast: 1 } });
    expect(haoranBroadcast.channel).toBe('broadcast');

    // The personal message was written first, so haoran would have had it by now: he has not.
    expect(haoranFeed.received.map((entry) => entry.push.title)).toEqual(['周末停课通知']);
    expect(demoFeed.received.filter((entry) => entry.push.title === '周末停课通知')).toHaveLength(1);
  });

  test('a message published by the notify command in another process reaches the connected student', async () => {
    const xiaoyu = await login(server.baseUrl, 'xiaoyu');
    const socket = open({ accessToken: xiaoyu.accessToken });
    const feed = record(socket);
    await connected(socket);

    const result = await runNotify([
      '--to',
      'xiaoyu',
      '--title',
      '比赛报名提醒',
      '--content',
      '编程比赛报名周五截止。',
    ]);
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('已发送给 1 名学生');
    const pushed = await feed.next((push) => push.title === '比赛报名提醒');
    expect(pushed).toMatchObject({
      channel: 'personal',
      push: { content: '编程比赛报名周五截止。', sender: '码芽教务处' },
    });

    const all = await runNotify([
      '--all',
      '--title',
      '新学期快乐',
      '--content',
      '祝大家新学期进步！',
      '--sender',
      '校长',
    ]);
    expect(all.code).toBe(0);
    const students = await server.app.db.selectFrom('students').select('id').execute();
    expect(all.stdout).toContain(`已发送给 ${students.length} 名学生`);
    expect(await feed.next((push) => push.title === '新学期快乐')).toMatchObject({
      channel: 'broadcast',
      push: { sender: '校长' },
    });
  }, 60_000);

  test('the command refuses bad usage and unknown students without writing anything', async () => {
    const before = await server.app.db.selectFrom('messages').select('id').execute();
    const noTarget = await runNotify(['--title', '标题', '--content', '内容']);
    expect(noTarget.code).toBe(2);
    expect(noTarget.stderr).toContain('--to');
    const both = await runNotify(['--to', 'demo', '--all', '--title', '标题', '--content', '内容']);
    expect(both.code).toBe(2);
    const noTitle = await runNotify(['--to', 'demo', '--content', '内容']);
    expect(noTitle.code).toBe(2);
    expect(noTitle.stderr).toContain('标题不能为空');
    const unknown = await runNotify(['--to', 'nobody', '--title', '标题', '--content', '内容']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('找不到用户名为 nobody 的学生');
    const after = await server.app.db.selectFrom('messages').select('id').execute();
    expect(after).toHaveLength(before.length);
  }, 60_000);
});

describe('revoked tokens', () => {
  /** The reason the server gave when it ended the socket. */
  function ended(socket: ClientSocket): Promise<string> {
    return new Promise((resolve) => socket.once('disconnect', resolve));
  }

  async function connectedAs(username: string, password = DEMO_PASSWORD) {
    const session = await login(server.baseUrl, username, password);
    const socket = open({ accessToken: session.accessToken });
    await connected(socket);
    return { session, socket, feed: record(socket) };
  }

  test('logging out ends the token’s socket at once', async () => {
    const { session, socket } = await connectedAs('haoran');
    const reason = ended(socket);
    const loggedOut = await apiPost(server.baseUrl, '/api/v3/student/logout', { token: session.accessToken });
    expect(loggedOut.status).toBe(200);
    // Ended by the server: the client does not reconnect with the revoked token.
    expect(await reason).toBe('io server disconnect');
    expect(socket.active).toBe(false);
  });

  test('a password change ends the other devices’ sockets and keeps the caller’s', async () => {
    const elsewhere = await connectedAs('trial');
    const here = await connectedAs('trial');
    const reason = ended(elsewhere.socket);
    const changed = await apiPost(server.baseUrl, '/api/v3/student/updatePassword', {
      token: here.session.accessToken,
      body: { oldPassword: DEMO_PASSWORD, password: 'NewPass123', confirmPassword: 'NewPass123' },
      form: true,
    });
    expect(changed.status).toBe(200);
    expect(await reason).toBe('io server disconnect');

    await sendMessage(
      server.app.db,
      { to: { username: 'trial' }, title: '改密后的消息', content: '只送到这台设备。', sender: '王老师' },
      Date.now(),
    );
    expect((await here.feed.next((push) => push.title === '改密后的消息')).channel).toBe('personal');
    expect(here.socket.connected).toBe(true);
    expect(elsewhere.feed.received.map((entry) => entry.push.title)).not.toContain('改密后的消息');
  });

  test('switching to a linked card ends the old token’s socket', async () => {
    const { session, socket } = await connectedAs('demo');
    const card = await server.app.db
      .selectFrom('students')
      .select('id')
      .where('username', '=', 'demo2024')
      .executeTakeFirstOrThrow();
    const linked = await apiPost(server.baseUrl, cardPaths.saveAdditionalCard, {
      token: session.accessToken,
      body: { studentId: card.id, password: DEMO_PASSWORD },
      form: true,
    });
    expect(linked.status).toBe(200);
    expect(socket.connected).toBe(true);

    const reason = ended(socket);
    const switched = await apiPost<string>(server.baseUrl, cardPaths.loginById(card.id), {
      token: session.accessToken,
    });
    expect(switched.status).toBe(200);
    expect(await reason).toBe('io server disconnect');
    // The new token opens a socket of its own.
    await expect(connected(open({ accessToken: switched.body.result }))).resolves.toBeUndefined();
  });
});

describe('shutdown', () => {
  test('closing the server drops connections in a way clients reconnect from', async () => {
    const other = await startServer({ rateLimit: false });
    try {
      const { accessToken } = await login(other.baseUrl, 'demo');
      const socket: ClientSocket = io(other.baseUrl, {
        path: REALTIME_PATH,
        auth: { accessToken },
        forceNew: true,
      });
      sockets.push(socket);
      await connected(socket);
      const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await other.app.close();
      // "io server disconnect" would tell the client to stay away; a dropped transport (closed, or
      // broken mid-frame when the close races the socket) is retried.
      expect(['transport close', 'transport error']).toContain(await reason);
      expect(socket.active).toBe(true);
      socket.disconnect();
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});
