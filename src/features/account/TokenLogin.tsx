import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { loginWithToken } from '../../../store/thunks/loginWithToken';
import { accountMessages as t } from './messages';
import '../../components/authPage.css';

/** `?accessToken=…`: sign in with a token handed over by another app, then go home. */
export function TokenLogin({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    dispatch(loginWithToken(token))
      .unwrap()
      .then(
        () => navigate('/home', { replace: true }),
        // A refused token was already cleared by the error listener: show the plain login page.
        () => navigate('/login', { replace: true }),
      );
  }, [dispatch, navigate, token]);

  return (
    <main className="auth-page login-page">
      <div className="login-token-status" role="status">
        <span className="login-spinner" aria-hidden="true" />
        {t.tokenSigningIn}
      </div>
    </main>
  );
}
