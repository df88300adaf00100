import { authApi } from '../api/authApi';
import type { AppDispatch } from '../index';

/**
 * After a change made elsewhere (a linked card, the profile form) the session's user is stale:
 * fetch it again, bypassing the cache, without keeping a subscription nobody reads.
 */
export const refreshStudentInfo = () => async (dispatch: AppDispatch) => {
  await dispatch(
    authApi.endpoints.getStudentInfo.initiate(undefined, { forceRefetch: true, subscribe: false }),
  ).unwrap();
};
