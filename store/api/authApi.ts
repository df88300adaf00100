import type { LoginParams, LoginResult, StudentInfo } from '../../core/types';
import { userRefreshed } from '../slices/sessionSlice';
import { baseApi } from './baseApi';

/** Sign-in, the student's own record and sign-out (contract "Wire"). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginParams>({
      query: (body) => ({ url: '/api/v3/student/login', method: 'POST', data: { ...body } }),
    }),
    /** The question bank's own sign-in: same body and result, but a signed JSON call. */
    tikuLogin: build.mutation<LoginResult, LoginParams>({
      query: (body) => ({ url: '/tiku/api/v1/login', method: 'POST', data: { ...body } }),
    }),
    getStudentInfo: build.query<StudentInfo, void>({
      query: () => ({ url: '/api/v3/student/getStudentInfo' }),
      providesTags: ['StudentInfo'],
      // SPEC.md §7: getStudentInfo refreshes the stored user.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(userRefreshed(data));
        } catch {
          // Failures are reported by the global error listener or the caller.
        }
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/api/v3/student/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useTikuLoginMutation, useGetStudentInfoQuery, useLogoutMutation } = authApi;
