import type { Generated } from 'kysely';
import type { CommentTarget } from '../../../core/commentTypes';

/**
 * Table types of comments, reports and the sensitive-word list (migration 2026_08_02_comments).
 * Times are epoch ms; flags are 0/1 integers.
 */
export interface CommentTables {
  comments: CommentsTable;
  reports: ReportsTable;
  sensitive_words: SensitiveWordsTable;
}

/** 'review': refused by the filter, appealed by the child, waiting for a teacher. */
export type CommentStatus = 'published' | 'review' | 'rejected';

export interface CommentsTable {
  id: Generated<number>;
  target_type: CommentTarget;
  target_id: number;
  student_id: number;
  /** As the child wrote it, trimmed. */
  content: string;
  status: CommentStatus;
  /** 1: three open reports hide it from everyone but its author until it is reviewed. */
  held: Generated<number>;
  created_at: number;
  deleted_at: number | null;
  /** Who deleted it: its author or the owner of what it is on. */
  deleted_by: number | null;
}

export type ReportKind = 'opus' | 'comment';
export type ReportStatus = 'open' | 'upheld' | 'dismissed';

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  kind: ReportKind;
  /** The work's or the comment's id. */
  item_id: number;
  reason: string;
  detail: Generated<string>;
  status: Generated<ReportStatus>;
  created_at: number;
  resolved_at: number | null;
}

export interface SensitiveWordsTable {
  id: Generated<number>;
  word: string;
  added_at: number;
  /** Set when a teacher removes it; the row stays so a later seeding does not bring it back. */
  removed_at: number | null;
  /** One more than the list's highest at every change: a reader compares it to reload. */
  revision: number;
}
