import { Avatar, Button, Tag } from 'antd';
import {
  EyeOutlined,
  HeartFilled,
  HeartOutlined,
  StarFilled,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatCount, formatRelativeTime, truncateName } from '../../../core/format';
import type { ClassmateNews } from '../../../core/homeTypes';
import { classmateMessages as t } from './messages';
import type { OpusReactions } from './useOpusReactions';
import './classmates.css';

/** Names in the narrow author line keep four characters (SPEC.md §9). */
const NAME_CHARS = 4;

interface ClassmateNewsItemProps {
  news: ClassmateNews;
  reactions: OpusReactions;
  /** The time "now" for relative times, passed in so a list shows one consistent moment. */
  now: number;
}

/** A classmate's new work: cover, author, counts, and like and collect as toggles. */
export function ClassmateNewsItem({ news, reactions, now }: ClassmateNewsItemProps) {
  const titleId = `classmate-news-${news.opusId}-name`;
  const workPath = `/opusDetail?id=${news.opusId}`;
  const liking = reactions.likingId === news.opusId;
  const collecting = reactions.collectingId === news.opusId;
  return (
    <article className="classmate-news" aria-labelledby={titleId}>
      {/* The same link as the title's: one stop for keyboards and screen readers, not two. */}
      <Link to={workPath} className="classmate-news-cover" aria-hidden="true" tabIndex={-1}>
        <img src={news.opusCover} alt="" loading="lazy" />
        <Tag className="classmate-news-type" color={news.opusType === 2 ? 'blue' : 'orange'}>
          {news.opusType === 2 ? t.python : t.scratch}
        </Tag>
        {news.isActivityOpus && (
          <Tag className="classmate-news-activity" color="magenta">
            {t.activityOpus}
          </Tag>
        )}
      </Link>
      <div className="classmate-news-body">
        <h3 id={titleId} className="classmate-news-name" title={news.opusName}>
          <Link to={workPath}>{news.opusName}</Link>
        </h3>
        <div className="classmate-news-author">
          <Link to="/student/myClassmate" aria-label={t.openClassmate(news.studentName)}>
            <Avatar size={28} src={news.studentAvatar || undefined} icon={<UserOutlined />} alt="" />
          </Link>
          <span className="classmate-news-who">
            <span className="classmate-news-student" title={news.studentName}>
              {truncateName(news.studentName, NAME_CHARS)}
            </span>
            <span className="classmate-news-class">{news.className}</span>
          </span>
          <time className="classmate-news-time" dateTime={new Date(news.createTime).toISOString()}>
            {formatRelativeTime(news.createTime, now)}
          </time>
        </div>
        <div className="classmate-news-stats">
          <span className="classmate-news-views" aria-label={t.views(formatCount(news.viewNumber))}>
            <EyeOutlined aria-hidden="true" /> {formatCount(news.viewNumber)}
          </span>
          <Button
            type="text"
            size="small"
            className={news.isPraised ? 'classmate-news-like is-on' : 'classmate-news-like'}
            icon={news.isPraised ? <HeartFilled /> : <HeartOutlined />}
            aria-label={(news.isPraised ? t.liked : t.like)(news.opusName, formatCount(news.praiseNumber))}
            aria-pressed={news.isPraised}
            disabled={liking}
            onClick={() => void reactions.like(news.opusId, !news.isPraised)}
          >
            {formatCount(news.praiseNumber)}
          </Button>
          <Button
            type="text"
            size="small"
            className={news.isCollectioned ? 'classmate-news-collect is-on' : 'classmate-news-collect'}
            icon={news.isCollectioned ? <StarFilled /> : <StarOutlined />}
            aria-label={(news.isCollectioned ? t.collected : t.collect)(
              news.opusName,
              formatCount(news.collectionNumber),
            )}
            aria-pressed={news.isCollectioned}
            disabled={collecting}
            onClick={() => void reactions.favourite(news.opusId, !news.isCollectioned)}
          >
            {formatCount(news.collectionNumber)}
          </Button>
        </div>
      </div>
    </article>
  );
}
