import { useState } from 'react';
import { Button, Result, Steps } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { displayName } from '../../../core/format';
import { useGetStudentInfoQuery } from '../../../store/api/authApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { useSignOut } from '../../lib/useSignOut';
import { ActivateForm, LoginForm } from '../account';
import { CardArt } from './art';
import { EntryFrame } from './EntryFrame';
import { entryMessages } from './messages';

const t = entryMessages.zkActivate;

/**
 * /zkactivate: a learning card's way in: sign in (unless already), enter the card's code (a
 * `code` query, e.g. from the card's QR code, fills it in), then off to practise.
 */
export default function ZkActivatePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useAppSelector(selectUserInfo);
  const signOut = useSignOut();
  const [activated, setActivated] = useState(false);
  const code = searchParams.get('code')?.trim() || undefined;
  // Activation may turn a trial student into a member: the stored user is refreshed once done.
  useGetStudentInfoQuery(undefined, { skip: !activated, refetchOnMountOrArgChange: true });

  const step = !user ? 0 : activated ? 2 : 1;

  return (
    <EntryFrame heroTitle={t.heroTitle} heroText={t.heroText} art={<CardArt />}>
      <Steps
        className="entry-steps"
        current={step}
        status={step === 2 ? 'finish' : 'process'}
        size="small"
        items={t.steps.map((title) => ({ title }))}
      />
      {step === 0 && (
        <>
          <p className="entry-note">{t.signInHint}</p>
          <LoginForm autoFocus onSuccess={() => undefined} />
        </>
      )}
      {step === 1 && user && (
        <>
          <div className="entry-account">
            <span>{t.signedInAs(displayName(user))}</span>
            <Button size="small" onClick={() => void signOut()}>
              {t.switchAccount}
            </Button>
          </div>
          {code && <p className="entry-note">{t.codeFromLink}</p>}
          <ActivateForm initialCode={code} onActivated={() => setActivated(true)} />
        </>
      )}
      {step === 2 && (
        <Result
          className="entry-result"
          status="success"
          title={<h2>{t.doneTitle}</h2>}
          subTitle={t.doneText}
          extra={
            <div className="entry-actions" style={{ justifyContent: 'center' }}>
              <Button type="primary" size="large" onClick={() => navigate('/questionBank')}>
                {t.toQuestionBank}
              </Button>
              <Button size="large" onClick={() => navigate('/home')}>
                {t.toHome}
              </Button>
            </div>
          }
        />
      )}
    </EntryFrame>
  );
}
