import type { Notice } from '../../core/messageTypes';
import { baseApi } from './baseApi';

/** The shell's notices (SPEC.md §7 "Shell and home"). */
export const noticesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyNoticeList: build.query<Notice[], void>({
      query: () => ({ url: '/api/v3/notice/getMyNoticeList' }),
      providesTags: [{ type: 'Notice', id: 'LIST' }],
    }),
    /** displayDuration 1: the server remembers the close and leaves the notice out from then on. */
    closeNotice: build.mutation<null, number>({
      query: (id) => ({ url: '/api/v3/notice/closeNotice', method: 'POST', params: { id } }),
    }),
  }),
});

export const { useGetMyNoticeListQuery, useCloseNoticeMutation } = noticesApi;
