import type { ReportBody } from '../../core/commentTypes';
import type { Db } from '../db/database';
import type { ReportKind } from '../db/tables/comments';
import { changeCommentStatus, listAppeals } from '../repos/commentRepo';
import type { AppealRow } from '../repos/commentRepo';
import {
  closeOpenReports,
  closeReportedOpus,
  countOpenReports,
  findReport,
  insertReport,
  listOpenReports,
  listReportedComments,
  listReportedOpus,
  lockReportedItem,
  rejectReportedComment,
  setItemHeld,
} from '../repos/reportRepo';
import type { OpenReportRow } from '../repos/reportRepo';
import { commentVisibleTo } from './commentService';
import { visibleOpusOr404 } from './opusVisibility';
import type { OpusViewer } from './opusVisibility';

/**
 * Reports (举报) and the review queue a teacher works through with `npm run review`. A work or a
 * comment with this many open reports is held: hidden from everyone but its author until a
 * teacher upholds the reports (it stays hidden) or dismisses them (it is shown again).
 */
export const HOLD_AT_OPEN_REPORTS = 3;

/**
 * Records a report of something the reporter can see (404 otherwise), once per reporter and item:
 * a repeat is accepted and changes nothing. The item's row is locked while its open reports are
 * counted, so simultaneous reports cannot all miss the third.
 */
export async function submitReport(db: Db, viewer: OpusViewer, body: ReportBody, now: number): Promise<void> {
  if (body.kind === 'opus') await visibleOpusOr404(db, body.id, viewer);
  else await commentVisibleTo(db, viewer, body.id);
  await db.transaction().execute(async (trx) => {
    await lockReportedItem(trx, body.kind, body.id);
    await insertReport(trx, {
      reporterId: viewer.id,
      kind: body.kind,
      itemId: body.id,
      reason: body.reason,
      detail: body.detail?.trim() ?? '',
      now,
    });
    if ((await countOpenReports(trx, body.kind, body.id)) >= HOLD_AT_OPEN_REPORTS)
      await setItemHeld(trx, body.kind, body.id, 1);
  });
}

/** What the queue shows of a reported item; null when it was deleted since. */
export interface ReportedItem {
  label: string;
  author: string;
  held: boolean;
}

export interface QueuedReport extends OpenReportRow {
  item: ReportedItem | null;
  openOnItem: number;
}

export interface ReviewQueue {
  reports: QueuedReport[];
  appeals: AppealRow[];
}

/** Open reports and appealed comments, each oldest first. */
export async function reviewQueue(db: Db): Promise<ReviewQueue> {
  const [reports, appeals] = await Promise.all([listOpenReports(db), listAppeals(db)]);
  const idsOf = (kind: ReportKind) => [
    ...new Set(reports.filter((report) => report.kind === kind).map((report) => report.item_id)),
  ];
  const [works, comments] = await Promise.all([
    listReportedOpus(db, idsOf('opus')),
    listReportedComments(db, idsOf('comment')),
  ]);
  const items = new Map<string, ReportedItem>([
    ...works.map((row): [string, ReportedItem] => [
      `opus:${row.id}`,
      { label: row.name, author: row.author_name, held: row.held === 1 },
    ]),
    ...comments.map((row): [string, ReportedItem] => [
      `comment:${row.id}`,
      { label: row.content, author: row.author_name, held: row.held === 1 },
    ]),
  ]);
  const openOnItem = new Map<string, number>();
  for (const report of reports) {
    const key = `${report.kind}:${report.item_id}`;
    openOnItem.set(key, (openOnItem.get(key) ?? 0) + 1);
  }
  return {
    reports: reports.map((report) => {
      const key = `${report.kind}:${report.item_id}`;
      return { ...report, item: items.get(key) ?? null, openOnItem: openOnItem.get(key) ?? 0 };
    }),
    appeals,
  };
}

/** Why a review step could not be taken; the command prints it. */
export class ReviewError extends Error {
  constructor(readonly reason: 'reportNotFound' | 'reportClosed' | 'appealNotFound') {
    super(reason);
    this.name = 'ReviewError';
  }
}

async function openReport(db: Db, reportId: number) {
  const report = await findReport(db, reportId);
  if (!report) throw new ReviewError('reportNotFound');
  if (report.status !== 'open') throw new ReviewError('reportClosed');
  return report;
}

/**
 * The report is right: the work is closed to everyone (it becomes private, its author still has
 * it) or the comment is rejected; every open report on the item is closed as upheld.
 * Returns how many reports were closed.
 */
export async function upholdReport(db: Db, reportId: number, now: number): Promise<number> {
  const report = await openReport(db, reportId);
  return db.transaction().execute(async (trx) => {
    await lockReportedItem(trx, report.kind, report.item_id);
    if (report.kind === 'opus') await closeReportedOpus(trx, report.item_id);
    else await rejectReportedComment(trx, report.item_id);
    return closeOpenReports(trx, report.kind, report.item_id, 'upheld', now);
  });
}

/** The report is wrong: every open report on the item is dismissed and the item shown again. */
export async function dismissReport(db: Db, reportId: number, now: number): Promise<number> {
  const report = await openReport(db, reportId);
  return db.transaction().execute(async (trx) => {
    await lockReportedItem(trx, report.kind, report.item_id);
    await setItemHeld(trx, report.kind, report.item_id, 0);
    return closeOpenReports(trx, report.kind, report.item_id, 'dismissed', now);
  });
}

/** An appealed comment the filter refused by mistake: it is published. */
export async function approveComment(db: Db, commentId: number): Promise<void> {
  if (!(await changeCommentStatus(db, commentId, 'review', 'published')))
    throw new ReviewError('appealNotFound');
}

/** An appealed comment the filter was right about: it stays unpublished. */
export async function rejectComment(db: Db, commentId: number): Promise<void> {
  if (!(await changeCommentStatus(db, commentId, 'review', 'rejected')))
    throw new ReviewError('appealNotFound');
}
