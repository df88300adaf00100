import { ErrorResult } from './ErrorResult';
import { errorPageMessages as t } from './messages';

export default function NotFoundPage() {
  return <ErrorResult status="404" title={t.notFoundTitle} subTitle={t.notFoundSubtitle} />;
}
