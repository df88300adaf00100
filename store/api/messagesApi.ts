import type { MessageChange, MessagePage, MessagesQuery, UnreadCount } from '../../core/messageTypes';
import type { StoreExtra } from '../deps';
import type { SessionState } from '../slices/sessionSlice';
import { baseApi } from './baseApi';

/** Which messages `markMessagesRead` marks: the listed ones, or the whole inbox. */
export type MarkReadTarget = { ids: number[] } | 'all';

const LIST = { type: 'Message' as const, id: 'LIST' };

/**
 * The student's inbox (`/api/messageSend/*`) and the unread counter, which real-time pushes keep
 * up to date while it is shown (SPEC.md §4).
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessagePage, MessagesQuery>({
      query: (query) => ({ url: '/api/messageSend/getByCondition', params: { ...query } }),
      providesTags: (page) => [
        ...(page?.list ?? []).map(({ id }) => ({ type: 'Message' as const, id })),
        LIST,
      ],
    }),

    /**
     * The bell's counter. While it is on screen the real-time channel is open: each pushed
     * message adds one, a reconnection refetches (pushes may have been missed), and the channel
     * closes when the entry goes away — the bell unmounts, or sign-out resets the whole cache.
     */
    getUnreadCount: build.query<UnreadCount, void>({
      query: () => ({ url: '/api/messageSend/getUnreadCount' }),
      providesTags: ['MessageUnread'],
      // The socket lives as long as the entry: drop it as soon as nobody shows the counter.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        _arg,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, getState, extra },
      ) {
        try {
          // A base count first: increments on top of nothing would be wrong.
          await cacheDataLoaded;
        } catch {
          return;
        }
        const { accessToken } = (getState() as unknown as { session: SessionState }).session;
        if (!accessToken) return;
        const disconnect = (extra as StoreExtra).connectRealtime(accessToken, {
          onMessage: () => {
            updateCachedData((draft) => {
              draft.unreadCount += 1;
            });
            // An open message page shows the new message at once.
            dispatch(messagesApi.util.invalidateTags([LIST]));
          },
          onReconnect: () => {
            dispatch(messagesApi.util.invalidateTags(['MessageUnread', LIST]));
          },
        });
        await cacheEntryRemoved;
        disconnect();
      },
    }),

    markMessagesRead: build.mutation<MessageChange, MarkReadTarget>({
      query: (target) => ({
        url: '/api/messageSend/update',
        method: 'POST',
        data: target === 'all' ? { all: 1 } : { ids: target.ids.join(',') },
      }),
      invalidatesTags: [LIST],
      async onQueryStarted(_target, { dispatch, queryFulfilled }) {
        await applyUnreadCount(dispatch, queryFulfilled);
      },
    }),

    deleteMessages: build.mutation<MessageChange, number[]>({
      query: (ids) => ({ url: `/api/messageSend/delByIds/${ids.join(',')}`, method: 'POST' }),
      invalidatesTags: [LIST],
      async onQueryStarted(_ids, { dispatch, queryFulfilled }) {
        await applyUnreadCount(dispatch, queryFulfilled);
      },
    }),
  }),
});

/** The server answers with the new unread count: the bell takes it without another request. */
async function applyUnreadCount(
  dispatch: (action: ReturnType<typeof messagesApi.util.updateQueryData>) => unknown,
  queryFulfilled: Promise<{ data: MessageChange }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      messagesApi.util.updateQueryData('getUnreadCount', undefined, (draft) => {
        draft.unreadCount = data.unreadCount;
      }),
    );
  } catch {
    // Failures are shown by the caller or the global error listener.
  }
}

export const {
  useGetMessagesQuery,
  useGetUnreadCountQuery,
  useMarkMessagesReadMutation,
  useDeleteMessagesMutation,
} = messagesApi;
