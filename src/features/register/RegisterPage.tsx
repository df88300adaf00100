import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { AccountPageFrame } from './AccountPageFrame';
import { RegisterForm } from './RegisterForm';
import { registerMessages as t } from './messages';

/** /regist: sign up by mobile; the new student then signs in on /login. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  if (signedIn) return <Navigate to="/home" replace />;
  return (
    <AccountPageFrame title={t.heroTitle} subtitle={t.heroSubtitle}>
      <RegisterForm
        formName="register"
        autoFocus
        onRegistered={() => navigate('/login', { replace: true })}
        footer={
          <>
            <span>
              {t.haveAccount}
              <Link to="/login">{t.toLogin}</Link>
            </span>
            <span>
              {t.forgotPassword}
              <Link to="/pass">{t.toReset}</Link>
            </span>
          </>
        }
      />
    </AccountPageFrame>
  );
}
