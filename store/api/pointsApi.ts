import type { PageQuery } from '../../core/homeTypes';
import type { IntegralList, MedalListItem } from '../../core/pointsTypes';
import { baseApi } from './baseApi';

const STUDENT = '/api/v3/student';

/** The points ledger and every medal (core/pointsTypes.ts); answers and exam submits invalidate both. */
export const pointsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyIntegralList: build.query<IntegralList, PageQuery>({
      query: (params) => ({ url: `${STUDENT}/getMyIntegralList`, params: { ...params } }),
      providesTags: [{ type: 'Points', id: 'LIST' }],
    }),
    getMyMedalList: build.query<MedalListItem[], void>({
      query: () => ({ url: `${STUDENT}/getMyMedalList` }),
      providesTags: (list = []) => [
        ...list.map(({ id }) => ({ type: 'Medal' as const, id })),
        { type: 'Medal', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetMyIntegralListQuery, useGetMyMedalListQuery } = pointsApi;
