import { useState } from 'react';
import { Badge } from 'antd';
import { BellOutlined, LinkOutlined, MessageOutlined, NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatRelativeTime } from '../../../core/format';
import type { MyNewsItem } from '../../../core/homeTypes';
import { useMyDynamicQuery } from '../../../store/api/homeApi';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { LazyNewsModal } from './lazyNewsModal';
import { homeMessages as t } from './messages';
import type { NewsModalSubject } from './newsModalTypes';

function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function NewsLine({ item, now, onOpen }: { item: MyNewsItem; now: number; onOpen: () => void }) {
  const time = <time className="my-news-time">{formatRelativeTime(item.createTime, now)}</time>;
  if (item.type === '1') {
    return (
      <div className="my-news-item is-plain">
        <NotificationOutlined className="my-news-icon" aria-hidden="true" />
        <span className="my-news-title">{item.title}</span>
        {time}
      </div>
    );
  }
  if (item.type === '2') {
    return (
      <button type="button" className="my-news-item is-modal" onClick={onOpen}>
        <MessageOutlined className="my-news-icon" aria-hidden="true" />
        <span className="my-news-title">{item.title}</span>
        {time}
      </button>
    );
  }
  const content = (
    <>
      <LinkOutlined className="my-news-icon" aria-hidden="true" />
      <span className="my-news-title">{item.title}</span>
      {time}
    </>
  );
  return isAppPath(item.linkUrl) ? (
    <Link to={item.linkUrl} className="my-news-item is-link">
      {content}
    </Link>
  ) : (
    <a href={item.linkUrl} className="my-news-item is-link" target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}

/** 我的消息: plain notes, notes that open in the news modal, and links. */
export function MyNewsCard() {
  const query = useMyDynamicQuery(undefined, { selectFromResult: listQueryFields });
  const items = query.data ?? [];
  const [subject, setSubject] = useState<NewsModalSubject | null>(null);
  const [now] = useState(() => Date.now());
  return (
    <SectionCard
      id="home-my-news"
      title={t.myNews.title}
      icon={<BellOutlined />}
      tone="purple"
      extra={
        query.data && (
          <Badge
            count={items.length}
            showZero
            color="#845ef7"
            overflowCount={99}
            title={t.myNews.count(items.length)}
          />
        )
      }
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={items.length === 0}
        emptyText={t.myNews.empty}
        onRetry={() => void query.refetch()}
      >
        <ul className="my-news-list">
          {items.map((item) => (
            <li key={item.id}>
              <NewsLine item={item} now={now} onOpen={() => setSubject({ kind: 'message', item })} />
            </li>
          ))}
        </ul>
      </LoadState>
      <LazyNewsModal subject={subject} onClose={() => setSubject(null)} />
    </SectionCard>
  );
}
