import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { useSignOut } from '../../lib/useSignOut';
import { HourglassArt } from './art';
import { EntryFrame } from './EntryFrame';
import { entryMessages } from './messages';

const t = entryMessages.accountEnd;

/** /accountEnd: the account has expired; what that means, what to do, and the way back. */
export default function AccountEndPage() {
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const signOut = useSignOut();

  // An expired account must not stay signed in on this device; login then starts clean.
  const leaveTo = async (path: string) => {
    if (signedIn) await signOut();
    navigate(path, { replace: true });
  };

  return (
    <EntryFrame tone="warm" heroTitle={t.heroTitle} heroText={t.heroText} art={<HourglassArt />}>
      <section className="entry-result" aria-labelledby="account-end-title">
        <h2 id="account-end-title">{t.title}</h2>
        <p>{t.text}</p>
        <div className="entry-actions">
          <Button type="primary" size="large" onClick={() => void leaveTo('/login')}>
            {t.backToLogin}
          </Button>
          <Button size="large" onClick={() => void leaveTo('/zkactivate')}>
            {t.activate}
          </Button>
        </div>
        <p className="entry-hint">{t.newCard}</p>
      </section>
    </EntryFrame>
  );
}
