import type { ReactNode } from 'react';
import { Avatar, Tooltip } from 'antd';
import { CrownFilled, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { truncateName } from '../../../core/format';
import type { GalleryOpus } from '../../../core/galleryTypes';
import { OpusCover, workPieceMessages } from '../../components/works';
import { worksMessages } from './messages';
import { OpusCounts } from './OpusCounts';
import { opusDetailPath } from './paths';

const t = worksMessages.card;
/** Author names in the narrow card keep four characters (SPEC.md §9). */
const NAME_CHARS = 4;

interface GalleryCardProps {
  opus: GalleryOpus;
  /** Below the counts: when it was collected, a 取消收藏 button… */
  footer?: ReactNode;
}

/** A work as others see it: cover, kind, title, author and counts; the cover and title open it. */
export function GalleryCard({ opus, footer }: GalleryCardProps) {
  const titleId = `works-card-${opus.id}-title`;
  const path = opusDetailPath(opus.id);
  return (
    <article className="works-card" aria-labelledby={titleId}>
      {/* The same link as the title's: one stop for keyboards and screen readers, not two. */}
      <Link to={path} className="works-card-cover" aria-hidden="true" tabIndex={-1}>
        <OpusCover src={opus.cover} name={opus.name} opusType={opus.opusType} label={t.coverOf(opus.name)} />
        <span className={`works-kind is-kind-${opus.opusType}`}>
          {workPieceMessages.kindNames[opus.opusType]}
        </span>
        {opus.featured && (
          <span className="works-featured">
            <CrownFilled aria-hidden="true" /> {t.featured}
          </span>
        )}
      </Link>
      <div className="works-card-body">
        <h3 id={titleId} className="works-card-title">
          <Tooltip title={opus.name} placement="topLeft">
            <Link to={path}>{opus.name}</Link>
          </Tooltip>
        </h3>
        <p className="works-card-author">
          <Avatar size={24} src={opus.studentAvatar || undefined} icon={<UserOutlined />} alt="" />
          <span className="works-sr-only">{t.by(opus.studentName)}</span>
          <span aria-hidden="true" title={opus.studentName}>
            {truncateName(opus.studentName, NAME_CHARS)}
          </span>
        </p>
        <OpusCounts
          viewNumber={opus.viewNumber}
          praiseNumber={opus.praiseNumber}
          collectionNumber={opus.collectionNumber}
        />
      </div>
      {footer && <footer className="works-card-footer">{footer}</footer>}
    </article>
  );
}

/** A grid of cards: four, three, two or one to a row as the screen narrows (works.css). */
export function GalleryGrid({
  works,
  label,
  busy = false,
  renderFooter,
}: {
  works: readonly GalleryOpus[];
  label: string;
  busy?: boolean;
  renderFooter?: (opus: GalleryOpus) => ReactNode;
}) {
  return (
    <ul className="works-grid" aria-label={label} aria-busy={busy}>
      {works.map((opus) => (
        <li key={opus.id}>
          <GalleryCard opus={opus} footer={renderFooter?.(opus)} />
        </li>
      ))}
    </ul>
  );
}
