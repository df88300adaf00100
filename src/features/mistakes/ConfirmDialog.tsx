import { useState } from 'react';
import { Modal } from 'antd';
import { mistakesMessages as t } from './messages';

export interface ConfirmRequest {
  title: string;
  question: string;
  /** Runs on 确定; the dialog closes once it settles (the caller reports the outcome). */
  run: () => Promise<void>;
}

interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onClose: () => void;
}

/** SPEC.md §4 "Mistakes": removing asks first. */
export function ConfirmDialog({ request, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // The last request stays on screen while the dialog animates away.
  const [shown, setShown] = useState(request);
  if (request && request !== shown) setShown(request);

  const confirm = async () => {
    if (!shown) return;
    setBusy(true);
    try {
      await shown.run();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Modal
      open={request !== null}
      title={shown?.title}
      okText={t.confirm}
      cancelText={t.cancel}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      width={420}
      centered
      destroyOnHidden
    >
      <p>{shown?.question}</p>
    </Modal>
  );
}
