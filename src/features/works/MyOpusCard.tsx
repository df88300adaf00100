import { Button, Popconfirm, Tag, Tooltip } from 'antd';
import {
  ClockCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  GlobalOutlined,
  LockOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatRelativeTime } from '../../../core/format';
import type { MyOpusStanding, OpusVisibility } from '../../../core/galleryTypes';
import { OpusCover, workPieceMessages } from '../../components/works';
import { editorUrl } from '../../lib/workPaths';
import { worksMessages } from './messages';
import { OpusCounts } from './OpusCounts';
import { opusDetailPath } from './paths';

const t = worksMessages.myOpus;

/** What a student may do with their works besides keeping them private (core/galleryTypes.ts). */
export interface PublishRights {
  /** A student of a school may open a work to it. */
  toSchool: boolean;
  /** Anyone but a trial student may open a work to everyone. */
  toEveryone: boolean;
}

export type OpusAction = 'openSchool' | 'openAll' | 'close' | 'delete';

const STATUS_COLOURS: Record<OpusVisibility, string> = { 0: 'default', 1: 'green', 2: 'blue' };
const STATUS_ICONS: Record<OpusVisibility, React.ReactNode> = {
  0: <LockOutlined />,
  1: <TeamOutlined />,
  2: <GlobalOutlined />,
};

interface MyOpusCardProps {
  opus: MyOpusStanding;
  rights: PublishRights;
  /** When the list arrived: "3分钟前更新" is measured from what the server knew then. */
  now: number;
  /** The action on its way for this work, if any. */
  pending: OpusAction | null;
  onAction: (action: OpusAction) => Promise<void>;
}

/** One of my works: its standing (who sees it, held for review), counts, and what I can do with it. */
export function MyOpusCard({ opus, rights, now, pending, onAction }: MyOpusCardProps) {
  const titleId = `my-opus-${opus.id}-title`;
  const busy = pending !== null;
  const canOpenSchool = rights.toSchool && opus.visibility === 0;
  const canOpenAll = rights.toEveryone && opus.visibility < 2;
  return (
    <article className="works-card my-opus-card" aria-labelledby={titleId}>
      <Link to={opusDetailPath(opus.id)} className="works-card-cover" aria-hidden="true" tabIndex={-1}>
        <OpusCover
          src={opus.cover}
          name={opus.name}
          opusType={opus.opusType}
          label={worksMessages.card.coverOf(opus.name)}
        />
        <span className={`works-kind is-kind-${opus.opusType}`}>
          {workPieceMessages.kindNames[opus.opusType]}
        </span>
      </Link>
      <div className="works-card-body">
        <h3 id={titleId} className="works-card-title">
          <Tooltip title={opus.name} placement="topLeft">
            <Link to={opusDetailPath(opus.id)}>{opus.name}</Link>
          </Tooltip>
        </h3>
        <p className="my-opus-status">
          <Tag
            className="my-opus-visibility"
            color={STATUS_COLOURS[opus.visibility]}
            icon={STATUS_ICONS[opus.visibility]}
          >
            {t.status[opus.visibility]}
          </Tag>
          {opus.held && (
            <Tooltip title={t.heldHint}>
              <Tag className="my-opus-held" color="orange" tabIndex={0}>
                {t.held}
              </Tag>
            </Tooltip>
          )}
        </p>
        <p className="works-card-time">
          <ClockCircleOutlined aria-hidden="true" />{' '}
          <time dateTime={new Date(opus.updateTime).toISOString()}>
            {t.updatedAt(formatRelativeTime(opus.updateTime, now))}
          </time>
        </p>
        <OpusCounts
          viewNumber={opus.viewNumber}
          praiseNumber={opus.praiseNumber}
          collectionNumber={opus.collectionNumber}
          commentNumber={opus.commentNumber}
        />
      </div>
      <footer className="works-card-footer my-opus-actions">
        <Button
          size="small"
          type="primary"
          ghost
          icon={<EditOutlined />}
          href={editorUrl(opus.opusType, opus.id)}
          target="_blank"
          rel="noopener"
          aria-label={t.editLabel(opus.name)}
        >
          {t.edit}
        </Button>
        {canOpenSchool && (
          <Button
            size="small"
            icon={<TeamOutlined />}
            loading={pending === 'openSchool'}
            disabled={busy}
            aria-label={t.openSchoolLabel(opus.name)}
            onClick={() => void onAction('openSchool')}
          >
            {t.openSchool}
          </Button>
        )}
        {canOpenAll && (
          <Button
            size="small"
            icon={<GlobalOutlined />}
            loading={pending === 'openAll'}
            disabled={busy}
            aria-label={t.openAllLabel(opus.name)}
            onClick={() => void onAction('openAll')}
          >
            {t.openAll}
          </Button>
        )}
        {opus.visibility > 0 && (
          <Button
            size="small"
            icon={<LockOutlined />}
            loading={pending === 'close'}
            disabled={busy}
            aria-label={t.closeLabel(opus.name)}
            onClick={() => void onAction('close')}
          >
            {t.close}
          </Button>
        )}
        <Popconfirm
          title={t.deleteConfirm(opus.name)}
          description={t.deleteHint}
          okText={t.deleteOk}
          cancelText={t.deleteCancel}
          okButtonProps={{ danger: true }}
          onConfirm={() => onAction('delete')}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            loading={pending === 'delete'}
            disabled={busy}
            aria-label={t.deleteLabel(opus.name)}
          >
            {t.delete}
          </Button>
        </Popconfirm>
      </footer>
    </article>
  );
}
