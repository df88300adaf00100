import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { LoginPage } from './LoginPage';
import { TokenLogin } from './TokenLogin';
import './login.css';

/**
 * /login and /new-side (SPEC.md §2): a token in the query wins; a stored user goes home;
 * otherwise the login page (for /new-side without a token, the login route).
 */
export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const token = searchParams.get('accessToken');

  if (token) return <TokenLogin token={token} />;
  if (signedIn) return <Navigate to="/home" replace />;
  if (pathname !== '/login') return <Navigate to="/login" replace />;
  return <LoginPage />;
}
