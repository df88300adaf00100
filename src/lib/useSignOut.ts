import { useCallback } from 'react';
import { useLogoutMutation } from '../../store/api/authApi';
import { useAppDispatch } from '../../store/hooks';
import { loggedOut } from '../../store/slices/sessionSlice';

/**
 * Revoke the token on the server, then forget the user locally. The local sign-out happens even
 * when the server call fails, so a student is never stuck signed in.
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // An already revoked or expired token is fine: the goal is to be signed out.
    }
    dispatch(loggedOut());
  }, [dispatch, logout]);
}
