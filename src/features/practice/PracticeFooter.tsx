import { Button } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { practiceMessages as t } from './messages';
import { selectCanPrev, selectIsBusy, selectIsLast, selectIsSaving } from './practiceSelectors';
import type { PracticeActorRef } from './usePracticeActor';

/** Previous (disabled on the first question) and next, which on the last question submits. */
export function PracticeFooter({ actorRef }: { actorRef: PracticeActorRef }) {
  const canPrev = useSelector(actorRef, selectCanPrev);
  const isLast = useSelector(actorRef, selectIsLast);
  const busy = useSelector(actorRef, selectIsBusy);
  const saving = useSelector(actorRef, selectIsSaving);

  return (
    <footer className="practice-footer">
      <Button
        size="large"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
        disabled={!canPrev}
        onClick={() => actorRef.send({ type: 'nav.prev' })}
      >
        {t.prev}
      </Button>
      <Button
        type="primary"
        size="large"
        icon={isLast ? <CheckOutlined aria-hidden="true" /> : <ArrowRightOutlined aria-hidden="true" />}
        iconPlacement="end"
        loading={saving}
        disabled={busy && !saving}
        onClick={() => actorRef.send({ type: 'nav.next' })}
      >
        {isLast ? t.submit : t.next}
      </Button>
    </footer>
  );
}
