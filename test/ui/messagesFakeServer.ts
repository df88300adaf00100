import type { MessageItem, MessagePush, Notice } from '../../core/messageTypes';
import type { UserInfo } from '../../core/types';
import type { RealtimeConnector, RealtimeHandlers } from '../../store/realtime';
import { createFakeHttp, fail, ok } from '../helpers/fakeHttp';
import type { FakeHttp } from '../helpers/fakeHttp';
import { seededMenu } from '../helpers/studentMenu';

const HOUR_MS = 60 * 60 * 1000;
export const NOW = Date.now();

export function aMessage(id: number, overrides: Partial<MessageItem> = {}): MessageItem {
  return {
    id,
    title: `消息 ${id}`,
    content: `第 ${id} 条消息的内容`,
    sender: '码芽教务处',
    broadcast: 0,
    status: 0,
    createTime: NOW - id * HOUR_MS,
    readTime: null,
    ...overrides,
  };
}

export function aNotice(id: number, overrides: Partial<Notice> = {}): Notice {
  return {
    id,
    title: `通知 ${id}`,
    content: `第 ${id} 条通知的内容`,
    displayMode: 1,
    displayDuration: 0,
    imageUrl: '',
    redirectUrlStatus: 0,
    redirectUrl: '',
    startTime: NOW - 24 * HOUR_MS,
    endTime: NOW + 24 * HOUR_MS,
    ...overrides,
  };
}

/**
 * The inbox and notice endpoints answered like the server's wire contract (test/api proves the
 * server): the caller's messages, newest first, paging, the status filter, mark read and delete.
 * axios keeps query parameters apart from the URL; they reach the handlers in a header.
 */
export function inboxServer(user: UserInfo, inbox: MessageItem[], notices: Notice[] = []) {
  const http: FakeHttp = createFakeHttp();
  http.http.interceptors.request.use((config) => {
    config.headers.set('x-query', JSON.stringify(config.params ?? {}));
    return config;
  });
  const queryOf = (headers: Record<string, string>) =>
    JSON.parse(headers['x-query'] ?? '{}') as Record<string, number | undefined>;
  const messages = [...inbox];
  const unread = () => messages.filter((message) => message.status === 0).length;
  const byId = (ids: string) => ids.split(',').map(Number);

  http.on('GET', '/api/v3/student/getMenuList', () => ok(seededMenu()));
  http.on('GET', '/api/v3/student/getStudentInfo', () =>
    ok({ ...user, medalInfoList: [], visitorRecordList: [] }),
  );
  http.on('GET', '/api/v3/notice/getMyNoticeList', () => ok(notices));
  http.on('POST', '/api/v3/notice/closeNotice', () => ok(null));
  http.on('GET', '/api/messageSend/getUnreadCount', () => ok({ unreadCount: unread() }));
  http.on('GET', '/api/messageSend/getByCondition', (request) => {
    const { pageNumber = 1, pageSize = 10, status } = queryOf(request.headers);
    const sorted = messages
      .filter((message) => status === undefined || message.status === status)
      .sort((a, b) => b.createTime - a.createTime);
    const start = (pageNumber - 1) * pageSize;
    // Copies: the store freezes what it receives, and this inbox keeps changing.
    const page = sorted.slice(start, start + pageSize).map((message) => ({ ...message }));
    return ok({ list: page, total: sorted.length, unreadCount: unread() });
  });
  http.on('POST', '/api/messageSend/update', (request) => {
    const ids = request.body.all === '1' ? null : byId(String(request.body.ids));
    let changed = 0;
    messages.forEach((message, at) => {
      if ((ids && !ids.includes(message.id)) || message.status === 1) return;
      changed += 1;
      messages[at] = { ...message, status: 1, readTime: Date.now() };
    });
    return ok({ changed, unreadCount: unread() });
  });
  for (const message of inbox) {
    http.on('POST', `/api/messageSend/delByIds/${message.id}`, () => {
      const at = messages.findIndex((candidate) => candidate.id === message.id);
      if (at < 0) return fail(404, '消息不存在或已删除');
      messages.splice(at, 1);
      return ok({ changed: 1, unreadCount: unread() });
    });
  }

  /** Adds a message as a publish would, then pushes it down the open channel. */
  const deliver = (channel: RealtimeChannel, message: MessageItem) => {
    messages.push(message);
    channel.push({
      id: message.broadcast ? null : message.id,
      title: message.title,
      content: message.content,
      sender: message.sender,
      broadcast: message.broadcast,
      createTime: message.createTime,
    });
  };

  return { http, messages, deliver };
}

/** The store's real-time port, driven by the test instead of a socket. */
export interface RealtimeChannel {
  connector: RealtimeConnector;
  /** Tokens of the connections opened so far. */
  opened: string[];
  /** How many connections are open now. */
  openCount(): number;
  push(message: MessagePush): void;
  reconnect(): void;
}

export function realtimeChannel(): RealtimeChannel {
  const open = new Set<RealtimeHandlers>();
  const opened: string[] = [];
  return {
    opened,
    connector: (accessToken, handlers) => {
      opened.push(accessToken);
      open.add(handlers);
      return () => open.delete(handlers);
    },
    openCount: () => open.size,
    push: (message) => {
      for (const handlers of open) handlers.onMessage(message);
    },
    reconnect: () => {
      for (const handlers of open) handlers.onReconnect();
    },
  };
}
