import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MessagesTable } from '../db/tables/messages';

export type MessageRow = Selectable<MessagesTable>;

export interface NewMessage {
  title: string;
  content: string;
  sender: string;
  createdAt: number;
}

/** A student's inbox: their own rows that were not deleted. */
function inbox(db: Db, studentId: number) {
  return db
    .selectFrom('messages')
    .where('messages.student_id', '=', studentId)
    .where('messages.deleted_at', 'is', null);
}

export async function listInbox(
  db: Db,
  studentId: number,
  filter: { read?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const filtered = () => {
    const query = inbox(db, studentId);
    if (filter.read === undefined) return query;
    return query.where('messages.read_at', filter.read ? 'is not' : 'is', null);
  };
  const [rows, counted] = await Promise.all([
    filtered()
      .selectAll('messages')
      .orderBy('messages.created_at', 'desc')
      .orderBy('messages.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered()
      .select(({ fn }) => fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

export async function countUnread(db: Db, studentId: number): Promise<number> {
  const row = await inbox(db, studentId)
    .where('messages.read_at', 'is', null)
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many of `ids` are in the student's inbox (someone else's or deleted ones do not count). */
export async function countOwnMessages(db: Db, studentId: number, ids: readonly number[]): Promise<number> {
  const row = await inbox(db, studentId)
    .where('messages.id', 'in', ids)
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks unread messages of the inbox read (only `ids` when given); returns how many changed. */
export async function markRead(
  db: Db,
  studentId: number,
  ids: readonly number[] | 'all',
  readAt: number,
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ read_at: readAt })
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function softDelete(
  db: Db,
  studentId: number,
  ids: readonly number[],
  deletedAt: number,
): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ deleted_at: deletedAt })
    .where('student_id', '=', studentId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertPersonalMessage(db: Db, studentId: number, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      student_id: studentId,
      title: message.title,
      content: message.content,
      sender: message.sender,
      broadcast: 0,
      created_at: message.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * One row per student in a single statement, so a reader (the real-time feed) sees the whole
 * fan-out or none of it. The parameters are cast because PostgreSQL cannot infer the type of a
 * bare parameter in a select list.
 */
export async function insertBroadcastMessage(db: Db, message: NewMessage): Promise<number> {
  const result = await db
    .insertInto('messages')
    .columns(['student_id', 'title', 'content', 'sender', 'broadcast', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('students')
        .select([
          'students.id',
          sql<string>`cast(${message.title} as text)`.as('title'),
          sql<string>`cast(${message.content} as text)`.as('content'),
          sql<string>`cast(${message.sender} as text)`.as('sender'),
          sql<number>`1`.as('broadcast'),
          sql<number>`cast(${message.createdAt} as bigint)`.as('created_at'),
        ]),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Rows the real-time feed has not seen: above `afterId`, plus ids it is still waiting for. */
export async function listMessagesForFeed(
  db: Db,
  afterId: number,
  pendingIds: readonly number[],
  limit: number,
): Promise<MessageRow[]> {
  return db
    .selectFrom('messages')
    .selectAll()
    .where((eb) =>
      pendingIds.length > 0
        ? eb.or([eb('id', '>', afterId), eb('id', 'in', pendingIds)])
        : eb('id', '>', afterId),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function maxMessageId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select(({ fn }) => fn.max('id').as('maxId'))
    .executeTakeFirst();
  return Number(row?.maxId ?? 0);
}

/** Seeding: titles already in a student's inbox (a seeded message is keyed by student and title). */
export async function inboxTitles(db: Db, studentId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('messages').select('title').where('student_id', '=', studentId).execute();
  return new Set(rows.map((row) => row.title));
}

export async function insertSeedMessage(db: Db, row: Omit<MessageRow, 'id'>): Promise<void> {
  await db.insertInto('messages').values(row).execute();
}
