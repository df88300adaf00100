import { NOTICE_REPORT_CLOSE } from '../../core/messageTypes';
import type { Notice } from '../../core/messageTypes';
import type { Db } from '../db/database';
import { noticeMessages as msg } from '../messages';
import { ApiError } from '../plugins/envelope';
import { findNoticeFor, listActiveNotices, recordNoticeClose } from '../repos/noticeRepo';
import type { NoticeAudience, NoticeRow } from '../repos/noticeRepo';

function toWireNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    displayMode: row.display_mode,
    displayDuration: row.display_duration,
    imageUrl: row.image_url,
    redirectUrlStatus: row.redirect_url_status,
    redirectUrl: row.redirect_url,
    startTime: row.start_time,
    endTime: row.end_time,
  };
}

/** SPEC.md §7 getMyNoticeList: running now, addressed to the student, not closed for good. */
export async function getMyNotices(db: Db, audience: NoticeAudience, now: number): Promise<Notice[]> {
  const rows = await listActiveNotices(db, audience, now, NOTICE_REPORT_CLOSE);
  return rows.map(toWireNotice);
}

/**
 * closeNotice: idempotent. Any notice addressed to the student may be closed, even one that ended
 * while its popup was open; someone else's (or an unknown id) is 404 so ids reveal nothing.
 */
export async function closeNotice(
  db: Db,
  audience: NoticeAudience,
  noticeId: number,
  now: number,
): Promise<void> {
  const notice = await findNoticeFor(db, audience, noticeId);
  if (!notice) throw new ApiError(404, msg.noticeNotFound);
  await recordNoticeClose(db, { noticeId, studentId: audience.studentId, closedAt: now });
}
