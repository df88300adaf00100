import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { NoticesTable } from '../db/tables/notices';

export type NoticeRow = Selectable<NoticesTable>;

/** Who a notice is for: every student (organisation null) or one organisation's. */
export interface NoticeAudience {
  studentId: number;
  organizationId: number | null;
}

function forAudience(db: Db, audience: NoticeAudience) {
  return db
    .selectFrom('notices')
    .where((eb) =>
      audience.organizationId === null
        ? eb('notices.organization_id', 'is', null)
        : eb.or([
            eb('notices.organization_id', 'is', null),
            eb('notices.organization_id', '=', audience.organizationId),
          ]),
    );
}

/**
 * Notices running at `now` for the student, newest first, without those that report their close
 * (`reportCloseDuration`) and that the student already closed.
 */
export async function listActiveNotices(
  db: Db,
  audience: NoticeAudience,
  now: number,
  reportCloseDuration: number,
): Promise<NoticeRow[]> {
  return forAudience(db, audience)
    .selectAll('notices')
    .where('notices.start_time', '<=', now)
    .where('notices.end_time', '>', now)
    .where((eb) =>
      eb.or([
        eb('notices.display_duration', '<>', reportCloseDuration),
        eb.not(
          eb.exists(
            eb
              .selectFrom('notice_closes')
              .select('notice_closes.id')
              .whereRef('notice_closes.notice_id', '=', 'notices.id')
              .where('notice_closes.student_id', '=', audience.studentId),
          ),
        ),
      ]),
    )
    .orderBy('notices.start_time', 'desc')
    .orderBy('notices.id', 'desc')
    .execute();
}

/** The notice if it is addressed to the student (whether or not it is running now). */
export async function findNoticeFor(
  db: Db,
  audience: NoticeAudience,
  noticeId: number,
): Promise<NoticeRow | undefined> {
  return forAudience(db, audience).selectAll('notices').where('notices.id', '=', noticeId).executeTakeFirst();
}

/** Records the close once; closing again keeps the first time. */
export async function recordNoticeClose(
  db: Db,
  close: { noticeId: number; studentId: number; closedAt: number },
): Promise<void> {
  await db
    .insertInto('notice_closes')
    .values({ notice_id: close.noticeId, student_id: close.studentId, closed_at: close.closedAt })
    .onConflict((oc) => oc.columns(['notice_id', 'student_id']).doNothing())
    .execute();
}

/** Seeding: the notice with this title, if any (titles are the seed's natural key). */
export async function findNoticeByTitle(db: Db, title: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('notices').select('id').where('title', '=', title).executeTakeFirst();
}

export async function insertNotice(db: Db, notice: Omit<NoticeRow, 'id'>): Promise<number> {
  const row = await db.insertInto('notices').values(notice).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
