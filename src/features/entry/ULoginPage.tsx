import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { LoginForm, LoginIllustration } from '../account';
import { EntryFrame } from './EntryFrame';
import { entryMessages as t } from './messages';
import { redirectTarget } from './redirect';

/** /ULogin: sign in and go back to the page named by `redirect` (home without one). */
export default function ULoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const back = searchParams.get('redirect');
  const target = redirectTarget(back, '/home');

  if (signedIn) return <Navigate to={target} replace />;
  return (
    <EntryFrame
      heroTitle={t.uLogin.heroTitle}
      heroText={target === back ? t.uLogin.heroTextBack : t.uLogin.heroText}
      art={<LoginIllustration />}
    >
      <LoginForm autoFocus onSuccess={() => navigate(target, { replace: true })} />
    </EntryFrame>
  );
}
