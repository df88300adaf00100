import { ErrorResult } from './ErrorResult';
import { errorPageMessages as t } from './messages';

export default function ForbiddenPage() {
  return <ErrorResult status="403" title={t.forbiddenTitle} subTitle={t.forbiddenSubtitle} />;
}
