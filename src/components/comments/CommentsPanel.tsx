import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Input, Popconfirm } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { COMMENT_LIMITS } from '../../../core/commentTypes';
import type { Comment, ReportBody } from '../../../core/commentTypes';
import { formatRelativeTime } from '../../../core/timeFormat';
import { errorText, isApiError, showLocalError } from '../../../store/api/apiError';
import {
  useDeleteCommentMutation,
  useGetCommentsInfiniteQuery,
  usePostCommentMutation,
} from '../../../store/api/commentsApi';
import type { CommentThread } from '../../../store/api/commentsApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { LoadState } from '../sections';
import { commentMessages as t } from './messages';
import { ReportDialog } from './ReportDialog';
import './comments.css';

export interface CommentsPanelProps {
  thread: CommentThread;
  /** Signed out: the comments are read-only and `signInPrompt` stands where the form would be. */
  signedIn: boolean;
  signInPrompt?: ReactNode;
}

/** What the form says after a post the server did not publish. */
type Outcome =
  | { kind: 'refused'; text: string; content: string }
  | { kind: 'appealed' }
  | { kind: 'notice'; text: string };

function CommentItem({
  comment,
  now,
  onDelete,
  onReport,
  signedIn,
}: {
  comment: Comment;
  now: number;
  onDelete: (comment: Comment) => Promise<void>;
  onReport: (comment: Comment) => void;
  signedIn: boolean;
}) {
  return (
    <li className="comment" aria-label={t.byline(comment.studentName)}>
      <Avatar size={36} src={comment.studentAvatar || undefined} icon={<UserOutlined />} alt="" />
      <div className="comment-body">
        <div className="comment-head">
          <span className="comment-author">{comment.studentName}</span>
          <time className="comment-time" dateTime={new Date(comment.createTime).toISOString()}>
            {formatRelativeTime(comment.createTime, now)}
          </time>
        </div>
        <p className="comment-content">{comment.content}</p>
        {signedIn && (
          <div className="comment-actions">
            {comment.canDelete && (
              <Popconfirm
                title={t.deleteConfirm}
                okText={t.deleteOk}
                cancelText={t.cancel}
                onConfirm={() => onDelete(comment)}
              >
                <Button type="link" size="small" aria-label={t.deleteComment(comment.studentName)}>
                  {t.delete}
                </Button>
              </Popconfirm>
            )}
            {!comment.mine && (
              <Button
                type="link"
                size="small"
                aria-label={t.reportComment(comment.studentName)}
                onClick={() => onReport(comment)}
              >
                {t.report}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The comments of a work, a course resource or a news article: newest first with
 * 加载更多, a form of 1–300 characters, and the server's refusals answered kindly: a refused
 * text can be sent to a teacher with 我觉得判断错了. Errors are told apart by errorCode only.
 */
export function CommentsPanel({ thread, signedIn, signInPrompt }: CommentsPanelProps) {
  const messageApi = useMessageApi();
  const headingId = useId();
  const [now] = useState(() => Date.now());
  const [draft, setDraft] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reported, setReported] = useState<Pick<ReportBody, 'kind' | 'id'> | null>(null);
  const comments = useGetCommentsInfiniteQuery(thread);
  const [postComment, posting] = usePostCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();

  const pages = comments.data?.pages ?? [];
  const list = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  const content = draft.trim();

  const post = async (text: string, appeal: boolean) => {
    setOutcome(null);
    try {
      const published = await postComment({
        targetType: thread.targetType,
        targetId: thread.targetId,
        content: text,
        ...(appeal ? { appeal: true } : {}),
      }).unwrap();
      setDraft('');
      if (published) messageApi.success(t.posted);
      else setOutcome({ kind: 'appealed' });
    } catch (error) {
      const code = isApiError(error) ? error.errorCode : undefined;
      if (code === 'COMMENT_REFUSED' && !appeal) {
        setOutcome({ kind: 'refused', text: errorText(error, t.refused), content: text });
      } else if (code === 'COMMENT_REPEATED') {
        setOutcome({ kind: 'notice', text: errorText(error, t.repeated) });
      } else if (code === 'RATE_LIMITED') {
        setOutcome({ kind: 'notice', text: errorText(error, t.rateLimited) });
      } else {
        showLocalError(error, t.postFailed, (text) => setOutcome({ kind: 'notice', text }));
      }
    }
  };

  const remove = async (comment: Comment) => {
    try {
      await deleteComment({ id: comment.id, thread }).unwrap();
      messageApi.success(t.deleted);
    } catch (error) {
      showLocalError(error, t.deleteFailed, messageApi.error);
    }
  };

  return (
    <section className="comments" aria-labelledby={headingId}>
      <h2 id={headingId} className="comments-heading">
        {comments.data ? t.headingWithCount(total) : t.heading}
      </h2>
      {signedIn ? (
        <form
          className="comments-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (content) void post(content, false);
          }}
        >
          <Input.TextArea
            aria-label={t.inputLabel}
            placeholder={t.placeholder}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (outcome?.kind !== 'appealed') setOutcome(null);
            }}
            maxLength={COMMENT_LIMITS.maxLength}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
          {outcome?.kind === 'refused' && (
            <Alert
              className="comments-outcome"
              type="warning"
              showIcon
              title={outcome.text}
              action={
                <Button
                  size="small"
                  loading={posting.isLoading}
                  onClick={() => void post(outcome.content, true)}
                >
                  {t.appeal}
                </Button>
              }
            />
          )}
          {outcome?.kind === 'appealed' && (
            <Alert className="comments-outcome" type="info" showIcon title={t.appealSent} />
          )}
          {outcome?.kind === 'notice' && (
            <Alert className="comments-outcome" type="warning" showIcon title={outcome.text} />
          )}
          <div className="comments-form-actions">
            <Button type="primary" htmlType="submit" disabled={!content} loading={posting.isLoading}>
              {t.post}
            </Button>
          </div>
        </form>
      ) : (
        signInPrompt
      )}
      <LoadState
        isLoading={comments.isLoading}
        error={comments.error}
        isEmpty={list.length === 0}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={() => void comments.refetch()}
      >
        <ul className="comments-list">
          {list.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              now={now}
              signedIn={signedIn}
              onDelete={remove}
              onReport={(item) => setReported({ kind: 'comment', id: item.id })}
            />
          ))}
        </ul>
        {comments.hasNextPage && (
          <Button
            className="comments-more"
            block
            loading={comments.isFetchingNextPage}
            onClick={() => void comments.fetchNextPage()}
          >
            {t.loadMore}
          </Button>
        )}
      </LoadState>
      <ReportDialog item={reported} onClose={() => setReported(null)} />
    </section>
  );
}
