import { Button } from 'antd';
import { LeftOutlined, RightOutlined, SendOutlined } from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { selectIndex, selectIsLast } from './examSelectors';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';

/** 上一题 / 下一题; on the last question the second button hands the paper in. */
export function ExamFooter({ actorRef, disabled }: { actorRef: MockExamActorRef; disabled: boolean }) {
  const index = useSelector(actorRef, selectIndex);
  const isLast = useSelector(actorRef, selectIsLast);
  return (
    <footer className="exam-footer">
      <Button
        size="large"
        shape="round"
        icon={<LeftOutlined aria-hidden="true" />}
        disabled={disabled || index === 0}
        onClick={() => actorRef.send({ type: 'nav.prev' })}
      >
        {t.prev}
      </Button>
      {isLast ? (
        <Button
          type="primary"
          size="large"
          shape="round"
          icon={<SendOutlined aria-hidden="true" />}
          disabled={disabled}
          onClick={() => actorRef.send({ type: 'exam.submit' })}
        >
          {t.submit}
        </Button>
      ) : (
        <Button
          type="primary"
          size="large"
          shape="round"
          disabled={disabled}
          onClick={() => actorRef.send({ type: 'nav.next' })}
        >
          {t.next} <RightOutlined aria-hidden="true" />
        </Button>
      )}
    </footer>
  );
}
