import { Button } from 'antd';
import type { Notice } from '../../../core/messageTypes';
import { noticesMessages as t } from './messages';
import { noticeLinkOf } from './noticeLink';

interface NoticeBodyProps {
  notice: Notice;
  /** Follows an app path (the dialog closes first). */
  onFollow: (path: string) => void;
}

/** A notice's picture, text and link. */
export function NoticeBody({ notice, onFollow }: NoticeBodyProps) {
  const link = noticeLinkOf(notice);
  return (
    <div className="notice-body">
      {notice.imageUrl && <img className="notice-image" src={notice.imageUrl} alt={notice.title} />}
      <p className="notice-content">{notice.content}</p>
      {link?.kind === 'app' && (
        <Button type="link" className="notice-follow" onClick={() => onFollow(link.path)}>
          {t.follow}
        </Button>
      )}
      {link?.kind === 'web' && (
        <Button
          type="link"
          className="notice-follow"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.follow}
        </Button>
      )}
    </div>
  );
}
