import { createAsyncThunk } from '@reduxjs/toolkit';
import type { StudentInfo } from '../../core/types';
import { authApi } from '../api/authApi';
import { loggedIn, tokenReceived } from '../slices/sessionSlice';

/**
 * `/login?accessToken=…` and `/new-side?accessToken=…`: keep the token, load its user, and only
 * then count as signed in. A bad token is answered 401 and the error listener signs out again.
 */
export const loginWithToken = createAsyncThunk<StudentInfo, string>(
  'session/loginWithToken',
  async (accessToken, { dispatch }) => {
    dispatch(tokenReceived(accessToken));
    const request = dispatch(authApi.endpoints.getStudentInfo.initiate(undefined, { forceRefetch: true }));
    try {
      const userInfo = await request.unwrap();
      dispatch(loggedIn({ accessToken, userInfo }));
      return userInfo;
    } finally {
      request.unsubscribe();
    }
  },
);
