import type { Paged } from './homeTypes';

/**
 * Comments and reports: one service for works, course resources and news. A comment is published
 * only after the server's sensitive-word filter passes it; a refused one is never shown with
 * asterisks, the child gets a kind reason that does not repeat the word.
 */

export const COMMENT_LIMITS = {
  minLength: 1,
  maxLength: 300,
  /** Comments one student may post per minute (all targets together). */
  perMinute: 5,
  /** The same text by the same student on the same target within this window is refused. */
  repeatWindowMs: 10 * 60 * 1000,
  pageSizeMax: 50,
  reportDetailMaxLength: 200,
} as const;

/** What a comment or report is about. */
export type CommentTarget = 'opus' | 'resource' | 'news';

export interface Comment {
  id: number;
  targetType: CommentTarget;
  targetId: number;
  content: string;
  studentId: number;
  studentName: string;
  studentAvatar: string;
  createTime: number;
  /** The viewer wrote it. */
  mine: boolean;
  /** The viewer may delete it: its author, or the owner of the work it is on. */
  canDelete: boolean;
}

/**
 * `GET /api/v3/student/getOpusCommentsList?opusId=&pageNumber=&pageSize=` → `Paged<Comment>`,
 * newest first (token optional on a public work; a work the viewer may not see → 404).
 */
export type CommentPage = Paged<Comment>;

/**
 * `GET /api/v3/student/getCommentsList?targetType=&targetId=&pageNumber=&pageSize=` → `CommentPage`:
 * the same list for any target (a news article needs a signed-in reader; course resources answer
 * 404 until they exist on the server).
 */

/**
 * `POST /api/v3/student/common/comment` (JSON `CommentBody`) → `Comment`.
 * Refusals, nothing stored as published:
 * - 400 `COMMENT_REFUSED` "这条评论里有不文明的词语，换个说法吧" (the word is not echoed);
 * - 409 `COMMENT_REPEATED` "这条评论已经发过啦";
 * - 429 `RATE_LIMITED` "评论太快啦，休息一下再来吧".
 * With `appeal: true` (我觉得判断错了) a refused text goes to the review queue instead → `null`,
 * message "已提交老师审核，通过后会显示出来".
 */
export interface CommentBody {
  targetType: CommentTarget;
  targetId: number;
  content: string;
  appeal?: boolean;
}

/** `POST /api/v3/student/common/deleteComment/{id}` → `null` (author or the work's owner; else 403). */

/** The reasons a report may give (举报). */
export const REPORT_REASONS = ['不友善', '吓人', '不文明用语', '个人信息', '抄袭', '其他'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * `POST /api/v3/student/common/report` (JSON `ReportBody`) → `null`, "举报已收到，老师会尽快处理".
 * One report per student per item (a repeat is accepted and changes nothing). Reported items wait
 * in the review queue (`npm run review`); a work or comment with 3 open reports is held (hidden
 * from everyone but its author) until reviewed.
 */
export interface ReportBody {
  kind: 'opus' | 'comment';
  id: number;
  reason: ReportReason;
  detail?: string;
}
