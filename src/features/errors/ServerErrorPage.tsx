import { ErrorResult } from './ErrorResult';
import { errorPageMessages as t } from './messages';

export default function ServerErrorPage() {
  return <ErrorResult status="500" title={t.serverErrorTitle} subTitle={t.serverErrorSubtitle} />;
}
