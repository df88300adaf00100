import type { Comment, CommentBody, CommentPage, CommentTarget } from '../../core/commentTypes';
import { COMMENT_LIMITS } from '../../core/commentTypes';
import type { PageQuery } from '../../core/homeTypes';
import type { Db } from '../db/database';
import { commentMessages, messages, newsMessages } from '../messages';
import { ApiError } from '../plugins/envelope';
import {
  countCommentsSince,
  countShownComments,
  findCommentState,
  findCommentWithAuthor,
  hasRecentSameComment,
  insertComment,
  listShownComments,
  lockCommenter,
  softDeleteComment,
} from '../repos/commentRepo';
import type { CommentStateRow, CommentWithAuthorRow } from '../repos/commentRepo';
import { newsArticleExists } from '../repos/newsRepo';
import { visibleOpusOr404 } from './opusVisibility';
import type { OpusViewer } from './opusVisibility';
import { pagedOf, sliceOf } from './paging';
import { referenceVisibleTo } from './referenceService';
import { screenComment } from './sensitiveWords';

/**
 * One comment service for works, news and course resources. What differs per kind of
 * target is only who may see it and who owns it; each kind has a resolver for that. Comments are
 * screened by the word filter before anything is stored; a refused one is never stored with
 * asterisks: the child is told kindly why, without the word, and may appeal it to a teacher.
 */

const MINUTE_MS = 60 * 1000;

/** What a comment is on, as the rules need it. */
interface ResolvedTarget {
  /** Who may delete any comment on it (a work's author); null when nobody but the writers. */
  ownerId: number | null;
}

/** The target if the viewer may see it, else the same 404 as an unknown id. */
type TargetResolver = (db: Db, targetId: number, viewer: OpusViewer | null) => Promise<ResolvedTarget>;

const resolvers: Record<CommentTarget, TargetResolver> = {
  // The works visibility rule decides, whoever asks: private, held and deleted works are 404.
  opus: async (db, targetId, viewer) => ({
    ownerId: (await visibleOpusOr404(db, targetId, viewer)).student_id,
  }),
  // Articles are read by every signed-in student.
  news: async (db, targetId, viewer) => {
    if (!viewer || !(await newsArticleExists(db, targetId)))
      throw new ApiError(404, newsMessages.articleNotFound);
    return { ownerId: null };
  },
  // A course's resources are seen by the learners who have the course (services/myCourses.ts).
  resource: async (db, targetId, viewer) => {
    if (!viewer) throw new ApiError(404, commentMessages.resourceNotFound);
    await referenceVisibleTo(db, viewer.id, targetId);
    return { ownerId: null };
  },
};

export function resolveTarget(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
  viewer: OpusViewer | null,
): Promise<ResolvedTarget> {
  return resolvers[targetType](db, targetId, viewer);
}

function toComment(row: CommentWithAuthorRow, viewer: OpusViewer | null, target: ResolvedTarget): Comment {
  const mine = viewer !== null && row.student_id === viewer.id;
  return {
    id: row.id,
    targetType: row.target_type,
    targetId: row.target_id,
    content: row.content,
    studentId: row.student_id,
    studentName: row.real_name,
    studentAvatar: row.avatar,
    createTime: row.created_at,
    mine,
    canDelete: mine || (viewer !== null && target.ownerId === viewer.id),
  };
}

/** The comments shown on a target, newest first; a target the viewer may not see is 404. */
export async function listComments(
  db: Db,
  targetType: CommentTarget,
  targetId: number,
  viewer: OpusViewer | null,
  page: PageQuery,
): Promise<CommentPage> {
  const target = await resolveTarget(db, targetType, targetId, viewer);
  const query = { targetType, targetId, viewerId: viewer?.id ?? null };
  const [total, rows] = await Promise.all([
    countShownComments(db, query),
    listShownComments(db, query, sliceOf(page)),
  ]);
  return pagedOf(
    rows.map((row) => toComment(row, viewer, target)),
    total,
    page,
  );
}

export type PostOutcome = { kind: 'published'; comment: Comment } | { kind: 'appealed' };

/**
 * Posts a comment. In order: the text (not blank once trimmed; the schema caps it at 300
 * characters), the target (404 if the writer may not see it), the filter (400 with a kind reason;
 * with `appeal` it is stored for a teacher to review instead, and not shown), then, with the
 * writer's row locked, the pace (5 stored a minute over all targets → 429) and a repeat of the
 * same text on the same target within 10 minutes (409). A refused text is not stored, so it
 * neither counts towards the pace nor makes a repeat.
 */
export async function postComment(
  db: Db,
  viewer: OpusViewer,
  body: CommentBody,
  now: number,
): Promise<PostOutcome> {
  const content = body.content.trim();
  if (content === '') throw new ApiError(400, messages.required('content'), null, 'BAD_FIELD');
  const target = await resolveTarget(db, body.targetType, body.targetId, viewer);
  const refusal = await screenComment(db, content);
  if (refusal && !body.appeal) {
    const message =
      refusal === 'personalInfo' ? commentMessages.refusedPersonalInfo : commentMessages.refusedUncivil;
    throw new ApiError(400, message, null, 'COMMENT_REFUSED');
  }

  const id = await db.transaction().execute(async (trx) => {
    await lockCommenter(trx, viewer.id);
    if ((await countCommentsSince(trx, viewer.id, now - MINUTE_MS)) >= COMMENT_LIMITS.perMinute)
      throw new ApiError(429, commentMessages.tooFast, null, 'RATE_LIMITED');
    const repeated = await hasRecentSameComment(trx, {
      studentId: viewer.id,
      targetType: body.targetType,
      targetId: body.targetId,
      content,
      since: now - COMMENT_LIMITS.repeatWindowMs,
    });
    if (repeated) throw new ApiError(409, commentMessages.repeated, null, 'COMMENT_REPEATED');
    return insertComment(trx, {
      target_type: body.targetType,
      target_id: body.targetId,
      student_id: viewer.id,
      content,
      status: refusal ? 'review' : 'published',
      created_at: now,
      deleted_at: null,
      deleted_by: null,
    });
  });
  if (refusal) return { kind: 'appealed' };
  const row = await findCommentWithAuthor(db, id);
  if (!row) throw new Error(`comment ${id} vanished after it was stored`);
  return { kind: 'published', comment: toComment(row, viewer, target) };
}

/**
 * A comment as its viewer may act on it: published, not deleted, not held (unless it is the
 * viewer's own), on a target the viewer may see; anything else is the same 404 as an unknown id.
 */
async function commentInSight(
  db: Db,
  id: number,
  viewer: OpusViewer,
): Promise<{ comment: CommentStateRow; target: ResolvedTarget }> {
  const comment = await findCommentState(db, id);
  const mine = comment?.student_id === viewer.id;
  if (
    !comment ||
    comment.deleted_at !== null ||
    comment.status !== 'published' ||
    (!mine && comment.held === 1)
  )
    throw new ApiError(404, commentMessages.commentNotFound);
  const target = await resolveTarget(db, comment.target_type, comment.target_id, viewer).catch(
    (error: unknown) => {
      // The writer may always remove their own words, even where the target is no longer open to them.
      if (mine && error instanceof ApiError && error.statusCode === 404) return { ownerId: null };
      if (error instanceof ApiError && error.statusCode === 404)
        throw new ApiError(404, commentMessages.commentNotFound);
      throw error;
    },
  );
  return { comment, target };
}

/** Soft-deletes a comment: its writer or the owner of what it is on may; anyone else is refused (403). */
export async function deleteComment(db: Db, viewer: OpusViewer, id: number, now: number): Promise<void> {
  const { comment, target } = await commentInSight(db, id, viewer);
  if (comment.student_id !== viewer.id && target.ownerId !== viewer.id)
    throw new ApiError(403, commentMessages.notYours);
  await softDeleteComment(db, id, viewer.id, now);
}

/** The comment if the viewer may see it (reports use the same rule as the list). */
export async function commentVisibleTo(db: Db, viewer: OpusViewer, id: number): Promise<CommentStateRow> {
  return (await commentInSight(db, id, viewer)).comment;
}
