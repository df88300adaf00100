import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/slices/sessionSlice';
import { isPublicPath } from './publicPaths';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** Student pages: without a stored user, go to the login page. */
export function RequireUser() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/**
 * The catch-all: a visitor without a user only sees public routes, so an unknown path sends them
 * to login; a signed-in student (or a public path without a screen yet) gets the 404 page.
 */
export function PublicOrSignedIn() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { pathname } = useLocation();
  if (!signedIn && !isPublicPath(pathname)) return <Navigate to={LOGIN_PATH} replace />;
  return <Outlet />;
}
