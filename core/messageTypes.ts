/**
 * Wire types of notices and messages (SPEC.md §3 "Notice", §4 unread counter, §7 "Shell and home",
 * `/messageSend/*`) and of the real-time channel that pushes new messages. Times are epoch ms.
 */

/** `displayMode` 2: a popup that stays until the student closes it. */
export const NOTICE_DISPLAY_POPUP = 2;
/** `displayDuration` 1: the close is reported (closeNotice) and the notice is not shown again. */
export const NOTICE_REPORT_CLOSE = 1;
/** `redirectUrlStatus` 1: the notice links to `redirectUrl`. */
export const NOTICE_REDIRECT_ON = 1;

/** `GET|POST /api/v3/notice/getMyNoticeList`: the notices showing now for the caller. */
export interface Notice {
  id: number;
  title: string;
  /** Plain text; line breaks are kept. */
  content: string;
  displayMode: number;
  displayDuration: number;
  /** '' when the notice has no picture. */
  imageUrl: string;
  redirectUrlStatus: number;
  /** An app path (`/questionBank`) or an absolute http(s) address. */
  redirectUrl: string;
  startTime: number;
  endTime: number;
}

/** 0 unread, 1 read (the `status` filter of getByCondition uses the same values). */
export type MessageStatus = 0 | 1;

/** One message of the caller's inbox. */
export interface MessageItem {
  id: number;
  title: string;
  content: string;
  sender: string;
  /** 1 when it was sent to every student. */
  broadcast: 0 | 1;
  status: MessageStatus;
  createTime: number;
  readTime: number | null;
}

/** `GET /api/messageSend/getByCondition?pageNumber=&pageSize=&status=`. */
export interface MessagesQuery {
  pageNumber: number;
  pageSize: number;
  /** Absent: every message. */
  status?: MessageStatus;
}

/** Newest first; `unreadCount` counts the whole inbox, whatever the filter. */
export interface MessagePage {
  list: MessageItem[];
  total: number;
  unreadCount: number;
}

/** `GET /api/messageSend/getUnreadCount`. */
export interface UnreadCount {
  unreadCount: number;
}

/** `POST /api/messageSend/update`: `ids` (comma-separated) or `all: 1`, never both. */
export interface MarkReadBody {
  ids?: string;
  all?: 1;
}

/** What `update` and `delByIds/{ids}` answer: how many rows changed and the inbox's new count. */
export interface MessageChange {
  changed: number;
  unreadCount: number;
}

/** Most ids one `update` or `delByIds` call may name. */
export const MAX_MESSAGE_IDS = 100;

// ---------------------------------------------------------------- real time (socket.io)

/** Where the socket.io server listens, on the same origin as the API. */
export const REALTIME_PATH = '/socket.io';

/**
 * One event per channel: every signed-in student is in the broadcast channel and in their own
 * channel. A message sent to everyone arrives once on the broadcast channel, a personal one on the
 * student's channel; either way it is one new unread message.
 */
export const REALTIME_EVENTS = {
  broadcast: 'message:broadcast',
  personal: 'message:personal',
} as const;

/** The handshake's `auth` payload: the same token as the `accessToken` header. */
export interface RealtimeAuth {
  accessToken: string;
}

/** The new message an event carries. */
export interface MessagePush {
  /** The recipient's own message id; null on the broadcast channel (each student has their own row). */
  id: number | null;
  title: string;
  content: string;
  sender: string;
  broadcast: 0 | 1;
  createTime: number;
}

/** The events the server emits (socket.io's typed-events map). */
export interface RealtimeServerEvents {
  [REALTIME_EVENTS.broadcast]: (push: MessagePush) => void;
  [REALTIME_EVENTS.personal]: (push: MessagePush) => void;
}

/** SPEC.md §9: the connection monitor's interval (ms), used as the first reconnection delay. */
export const REALTIME_MONITOR_INTERVAL_MS = 100;
/** Reconnection backs off up to this delay so a server outage is not hammered. */
export const REALTIME_RECONNECT_MAX_MS = 5_000;
