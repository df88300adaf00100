import { Button, Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { selectIsConfirmingSubmit, selectUnansweredCount } from './examSelectors';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';

/** "您还有未完成的试卷，请继续作答": resume with every saved answer, or go back to the list. */
export function ResumePrompt({ actorRef }: { actorRef: MockExamActorRef }) {
  const open = useSelector(actorRef, (snapshot) => snapshot.matches('resumePrompt'));
  return (
    <Modal
      open={open}
      title={t.resumeTitle}
      centered
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="cancel" size="large" onClick={() => actorRef.send({ type: 'resume.cancel' })}>
          {t.resumeCancel}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          onClick={() => actorRef.send({ type: 'resume.confirm' })}
        >
          {t.resumeConfirm}
        </Button>,
      ]}
    >
      <p className="exam-dialog-text">
        <ExclamationCircleFilled className="exam-dialog-icon" aria-hidden="true" /> {t.resumeText}
      </p>
    </Modal>
  );
}

/** Handing in with unanswered questions asks once more. */
export function ConfirmSubmit({ actorRef }: { actorRef: MockExamActorRef }) {
  const open = useSelector(actorRef, selectIsConfirmingSubmit);
  const unanswered = useSelector(actorRef, selectUnansweredCount);
  const cancel = () => actorRef.send({ type: 'submit.cancel' });
  return (
    <Modal
      open={open}
      title={t.confirmSubmitTitle}
      centered
      onCancel={cancel}
      footer={[
        <Button key="cancel" size="large" onClick={cancel}>
          {t.confirmSubmitCancel}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          onClick={() => actorRef.send({ type: 'submit.confirm' })}
        >
          {t.confirmSubmitOk}
        </Button>,
      ]}
    >
      <p className="exam-dialog-text">{t.confirmSubmitText(unanswered)}</p>
    </Modal>
  );
}

interface LeavePromptProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** SPEC.md §2 "continue exam" prompt, shown when the student navigates away mid-exam. */
export function LeavePrompt({ open, onStay, onLeave }: LeavePromptProps) {
  return (
    <Modal
      open={open}
      title={t.leaveTitle}
      centered
      onCancel={onStay}
      footer={[
        <Button key="leave" size="large" onClick={onLeave}>
          {t.leaveGo}
        </Button>,
        <Button key="stay" type="primary" size="large" onClick={onStay}>
          {t.leaveStay}
        </Button>,
      ]}
    >
      <p className="exam-dialog-text">{t.leaveText}</p>
    </Modal>
  );
}
