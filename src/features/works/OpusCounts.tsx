import { EyeOutlined, HeartOutlined, MessageOutlined, StarOutlined } from '@ant-design/icons';
import { formatCount } from '../../../core/format';
import { worksMessages } from './messages';

const t = worksMessages.card;

interface OpusCountsProps {
  viewNumber: number;
  praiseNumber: number;
  collectionNumber: number;
  /** Only the author sees how many comments a work has. */
  commentNumber?: number;
}

/**
 * Views, likes, favourites (and comments) with K/W over a thousand (SPEC.md §9). The icon is
 * decoration; a screen reader hears the word before the number.
 */
export function OpusCounts({ viewNumber, praiseNumber, collectionNumber, commentNumber }: OpusCountsProps) {
  const counts = [
    { key: 'views', icon: <EyeOutlined />, word: t.views, value: viewNumber },
    { key: 'likes', icon: <HeartOutlined />, word: t.likes, value: praiseNumber },
    { key: 'favourites', icon: <StarOutlined />, word: t.favourites, value: collectionNumber },
    ...(commentNumber === undefined
      ? []
      : [{ key: 'comments', icon: <MessageOutlined />, word: t.comments, value: commentNumber }]),
  ];
  return (
    <ul className="works-counts" aria-label={t.counts}>
      {counts.map((count) => {
        const shown = formatCount(count.value);
        return (
          <li key={count.key} className={`works-count is-${count.key}`} title={`${count.word} ${shown}`}>
            <span aria-hidden="true">{count.icon}</span>
            <span className="works-sr-only">{count.word}</span>
            {shown}
          </li>
        );
      })}
    </ul>
  );
}
