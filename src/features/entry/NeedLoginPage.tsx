import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { useSignOut } from '../../lib/useSignOut';
import { LoginForm } from '../account';
import { EntryFrame } from './EntryFrame';
import { entryMessages as t } from './messages';
import { ExpiredArt } from './art';
import { redirectTarget } from './redirect';

/**
 * /ULoginNeedLogin: the session ended. What is left of it locally is dropped (and the token
 * revoked, should it still work), then the student signs in again and goes back.
 */
export default function NeedLoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const target = redirectTarget(searchParams.get('redirect'), '/home');
  const signedIn = useAppSelector(selectIsSignedIn);
  // Only the session found on arrival is stale; the one this page signs in must survive.
  const staleOnArrival = useRef(signedIn);

  useEffect(() => {
    if (!staleOnArrival.current) return;
    staleOnArrival.current = false;
    void signOut();
  }, [signOut]);

  return (
    <EntryFrame heroTitle={t.needLogin.heroTitle} heroText={t.needLogin.heroText} art={<ExpiredArt />}>
      <p className="entry-note" role="status">
        {t.needLogin.notice}
      </p>
      <LoginForm autoFocus onSuccess={() => navigate(target, { replace: true })} />
    </EntryFrame>
  );
}
