import type { MessageChange, MessageItem, MessagePage, MessagesQuery } from '../../core/messageTypes';
import type { Db } from '../db/database';
import { messageMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  countOwnMessages,
  countUnread,
  insertBroadcastMessage,
  insertPersonalMessage,
  listInbox,
  markRead,
  softDelete,
} from '../repos/messageRepo';
import type { MessageRow } from '../repos/messageRepo';
import { findStudentByUsername } from '../repos/studentRepo';

/** Longest title and content a message may have (the title column is varchar(128)). */
export const MESSAGE_TITLE_MAX = 128;
export const MESSAGE_CONTENT_MAX = 2000;
export const MESSAGE_SENDER_MAX = 64;

export function toWireMessage(row: MessageRow): MessageItem {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    sender: row.sender,
    broadcast: row.broadcast === 1 ? 1 : 0,
    status: row.read_at === null ? 0 : 1,
    createTime: row.created_at,
    readTime: row.read_at,
  };
}

export async function getMessages(db: Db, studentId: number, query: MessagesQuery): Promise<MessagePage> {
  const read = query.status === undefined ? undefined : query.status === 1;
  const [{ rows, total }, unreadCount] = await Promise.all([
    listInbox(
      db,
      studentId,
      { read },
      { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
    ),
    countUnread(db, studentId),
  ]);
  return { list: rows.map(toWireMessage), total, unreadCount };
}

export async function getUnreadCount(db: Db, studentId: number): Promise<number> {
  return countUnread(db, studentId);
}

/**
 * Every id must be one of the student's own live messages, else nothing changes (404): a list that
 * mixes in someone else's id is refused whole instead of half applied, and never says whose it is.
 */
async function requireOwnMessages(db: Db, studentId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await countOwnMessages(db, studentId, unique)) !== unique.length) {
    throw new ApiError(404, msg.messageNotFound);
  }
}

export async function markMessagesRead(
  db: Db,
  studentId: number,
  ids: readonly number[] | 'all',
  now: number,
): Promise<MessageChange> {
  return db.transaction().execute(async (trx) => {
    if (ids !== 'all') await requireOwnMessages(trx, studentId, ids);
    const changed = await markRead(trx, studentId, ids, now);
    return { changed, unreadCount: await countUnread(trx, studentId) };
  });
}

export async function deleteMessages(
  db: Db,
  studentId: number,
  ids: readonly number[],
  now: number,
): Promise<MessageChange> {
  return db.transaction().execute(async (trx) => {
    await requireOwnMessages(trx, studentId, ids);
    const changed = await softDelete(trx, studentId, ids, now);
    return { changed, unreadCount: await countUnread(trx, studentId) };
  });
}

export interface OutgoingMessage {
  /** A student's login name, or every student. */
  to: { username: string } | 'all';
  title: string;
  content: string;
  sender: string;
}

export class UnknownRecipientError extends Error {
  constructor(readonly username: string) {
    super(msg.notify.unknownStudent(username));
    this.name = 'UnknownRecipientError';
  }
}

/**
 * Writes a message for one student or fans it out to all (one row each, so read and delete are
 * every student's own). Delivery to connected browsers is the real-time feed's job: it notices new
 * rows whichever process wrote them. Returns how many students it reached.
 */
export async function sendMessage(db: Db, message: OutgoingMessage, now: number): Promise<number> {
  const body = { title: message.title, content: message.content, sender: message.sender, createdAt: now };
  if (message.to === 'all') return insertBroadcastMessage(db, body);
  const student = await findStudentByUsername(db, message.to.username);
  if (!student) throw new UnknownRecipientError(message.to.username);
  await insertPersonalMessage(db, student.id, body);
  return 1;
}
