import { Button, Popconfirm, Tag } from 'antd';
import { formatDateTime, formatRelativeTime } from '../../../core/format';
import type { MessageItem } from '../../../core/messageTypes';
import { messagesMessages as t } from './messages';

interface MessageRowProps {
  item: MessageItem;
  /** When the list was loaded: the times read relative to it. */
  now: number;
  onOpen: (item: MessageItem) => void;
  onDelete: (item: MessageItem) => Promise<void>;
}

/** One message of the inbox: unread ones stand out; deleting asks first. */
export function MessageRow({ item, now, onOpen, onDelete }: MessageRowProps) {
  const unread = item.status === 0;
  return (
    <li className={unread ? 'message-row message-row-unread' : 'message-row'}>
      <span className="message-row-dot" aria-hidden />
      <div className="message-row-main">
        <div className="message-row-heading">
          <button type="button" className="message-row-title" onClick={() => onOpen(item)}>
            {item.title}
          </button>
          {unread && <Tag color="red">{t.unreadTag}</Tag>}
          {item.broadcast === 1 && <Tag color="blue">{t.broadcastTag}</Tag>}
        </div>
        <p className="message-row-preview">{item.content}</p>
        <p className="message-row-meta">
          <span>{item.sender}</span>
          <time dateTime={new Date(item.createTime).toISOString()} title={formatDateTime(item.createTime)}>
            {formatRelativeTime(item.createTime, now)}
          </time>
        </p>
      </div>
      <div className="message-row-actions">
        <Button type="link" size="small" aria-label={t.openLabel(item.title)} onClick={() => onOpen(item)}>
          {t.open}
        </Button>
        <Popconfirm
          title={t.deleteTitle}
          description={t.deleteConfirm}
          okText={t.confirm}
          cancelText={t.cancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(item)}
        >
          <Button type="link" size="small" danger aria-label={t.deleteLabel(item.title)}>
            {t.delete}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
