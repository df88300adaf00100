import { useState } from 'react';
import { Button, Modal } from 'antd';
import { formatDateTime } from '../../../core/format';
import type { MessageItem } from '../../../core/messageTypes';
import { messagesMessages as t } from './messages';

interface MessageDetailModalProps {
  message: MessageItem | null;
  onClose: () => void;
}

/** A whole message; opening it is what marks it read (the page does that). */
export function MessageDetailModal({ message, onClose }: MessageDetailModalProps) {
  // The last message stays on screen while the dialog animates away.
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);

  return (
    <Modal
      open={message !== null}
      title={shown?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t.close}
        </Button>
      }
      width={560}
      centered
    >
      {shown && (
        <article className="message-detail">
          <p className="message-detail-meta">
            <span>{t.from(shown.sender)}</span>
            <span>{t.sentAt(formatDateTime(shown.createTime))}</span>
          </p>
          <p className="message-detail-content">{shown.content}</p>
        </article>
      )}
    </Modal>
  );
}
