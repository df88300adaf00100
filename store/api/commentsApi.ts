import type { Comment, CommentBody, CommentPage, CommentTarget, ReportBody } from '../../core/commentTypes';
import { studyPaths } from '../../core/studyTypes';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

/** Comments a "加载更多" brings in. */
export const COMMENT_PAGE_SIZE = 10;

/** What comments are listed for: a work, a course resource or a news article. */
export interface CommentThread {
  targetType: CommentTarget;
  targetId: number;
}

/** Each target's comments have their own call (SPEC.md §7), over the one comment service. */
function listRequest({ targetType, targetId }: CommentThread) {
  switch (targetType) {
    case 'opus':
      return { url: `${STUDENT}/getOpusCommentsList`, params: { opusId: targetId } };
    case 'resource':
      return { url: studyPaths.referenceComments, params: { referenceId: targetId } };
    case 'news':
      return { url: studyPaths.newsComments, params: { articleId: targetId } };
  }
}

const threadTag = ({ targetType, targetId }: CommentThread) => ({
  type: 'Comment' as const,
  id: `${targetType}-${targetId}`,
});

/**
 * Comments and reports (core/commentTypes.ts): one service for works, course resources and news.
 * A posted comment may be refused (COMMENT_REFUSED, COMMENT_REPEATED, RATE_LIMITED): the caller
 * branches on the errorCode of the rejection.
 */
export const commentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a page at a time: "加载更多" adds the next page below. */
    getComments: build.infiniteQuery<CommentPage, CommentThread, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.pageNumber * last.pageSize < last.total ? last.pageNumber + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const { url, params } = listRequest(queryArg);
        return { url, params: { ...params, pageNumber: pageParam, pageSize: COMMENT_PAGE_SIZE } };
      },
      providesTags: (_data, _error, thread) => [threadTag(thread)],
    }),

    /** `null` when an appealed text went to the review queue instead of being published. */
    postComment: build.mutation<Comment | null, CommentBody>({
      query: (body) => ({ url: `${STUDENT}/common/comment`, method: 'POST', data: { ...body } }),
      invalidatesTags: (comment, _error, body) => (comment ? [threadTag(body)] : []),
    }),

    deleteComment: build.mutation<null, { id: number; thread: CommentThread }>({
      query: ({ id }) => ({ url: `${STUDENT}/common/deleteComment/${id}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { thread }) => [threadTag(thread)],
    }),

    /** A report of a work or a comment (举报): it waits for a teacher in the review queue. */
    sendReport: build.mutation<null, ReportBody>({
      query: (body) => ({ url: `${STUDENT}/common/report`, method: 'POST', data: { ...body } }),
    }),
  }),
});

export const {
  useGetCommentsInfiniteQuery,
  usePostCommentMutation,
  useDeleteCommentMutation,
  useSendReportMutation,
} = commentsApi;
