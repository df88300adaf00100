import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/slices/sessionSlice';
import { LoginForm } from '../account';
import { EntryFrame } from './EntryFrame';
import { entryMessages as t } from './messages';
import { QuestionBankArt } from './art';
import { redirectTarget } from './redirect';

/**
 * /ULoginT: the question bank's own sign-in (its signed login call), landing in the question
 * bank, or on the page named by `redirect`.
 */
export default function ULoginTPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const target = redirectTarget(searchParams.get('redirect'), '/practise');

  if (signedIn) return <Navigate to={target} replace />;
  return (
    <EntryFrame heroTitle={t.uLoginT.heroTitle} heroText={t.uLoginT.heroText} art={<QuestionBankArt />}>
      <LoginForm autoFocus via="questionBank" onSuccess={() => navigate(target, { replace: true })} />
    </EntryFrame>
  );
}
