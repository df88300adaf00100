import { useState } from 'react';
import { Button, Pagination } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { formatRelativeTime } from '../../../core/format';
import type { DeletedOpus } from '../../../core/galleryTypes';
import { isApiError, showLocalError } from '../../../store/api/apiError';
import { useGetMyDeletedOpusListQuery, useRestoreOpusMutation } from '../../../store/api/worksApi';
import { LoadState } from '../../components/sections';
import { OpusCover, workPieceMessages } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { worksMessages } from './messages';
import { GALLERY_PAGE_SIZES } from './worksPaging';

const t = worksMessages.myOpus;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days, counting the one under way, until the work is gone for good: 30 just after deleting it. */
function daysLeft(purgeTime: number, now: number): number {
  return Math.max(0, Math.ceil((purgeTime - now) / DAY_MS));
}

interface DeletedCardProps {
  opus: DeletedOpus;
  now: number;
  restoring: boolean;
  onRestore: () => void;
}

function DeletedCard({ opus, now, restoring, onRestore }: DeletedCardProps) {
  const titleId = `deleted-opus-${opus.id}-title`;
  return (
    <article className="works-card deleted-opus-card" aria-labelledby={titleId}>
      <div className="works-card-cover">
        <OpusCover
          src={opus.cover}
          name={opus.name}
          opusType={opus.opusType}
          label={worksMessages.card.coverOf(opus.name)}
        />
        <span className={`works-kind is-kind-${opus.opusType}`}>
          {workPieceMessages.kindNames[opus.opusType]}
        </span>
      </div>
      <div className="works-card-body">
        <h3 id={titleId} className="works-card-title" title={opus.name}>
          {opus.name}
        </h3>
        <p className="works-card-time">
          <time dateTime={new Date(opus.deleteTime).toISOString()}>
            {t.deletedAt(formatRelativeTime(opus.deleteTime, now))}
          </time>
        </p>
        <p className="deleted-opus-left">{t.daysLeft(daysLeft(opus.purgeTime, now))}</p>
      </div>
      <footer className="works-card-footer">
        <Button
          size="small"
          type="primary"
          ghost
          icon={<UndoOutlined />}
          loading={restoring}
          aria-label={t.restoreLabel(opus.name)}
          onClick={onRestore}
        >
          {t.restore}
        </Button>
      </footer>
    </article>
  );
}

/** 回收站: my deleted works, each restorable until its 30 days are over. */
export function RecycleBin() {
  const messageApi = useMessageApi();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: GALLERY_PAGE_SIZES[0] });
  const query = useGetMyDeletedOpusListQuery(page);
  const [restoreOpus] = useRestoreOpusMutation();
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const list = query.data?.list ?? [];
  const now = query.fulfilledTimeStamp ?? 0;

  const restore = async (opus: DeletedOpus) => {
    setRestoringId(opus.id);
    try {
      await restoreOpus(opus.id).unwrap();
      messageApi.success(t.restored);
      // The last work of a later page is back in my works: show the page before it.
      if (list.length === 1 && page.pageNumber > 1) setPage({ ...page, pageNumber: page.pageNumber - 1 });
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'RESTORE_EXPIRED') {
        messageApi.error(t.restoreExpired);
        void query.refetch();
      } else {
        showLocalError(error, t.restoreFailed, messageApi.error);
      }
    } finally {
      setRestoringId(null);
    }
  };

  return (
    <div className="recycle-bin">
      <p className="works-note">{t.binIntro}</p>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={list.length === 0}
        emptyText={t.binEmpty}
        failedText={t.binLoadFailed}
        onRetry={() => void query.refetch()}
        skeletonRows={4}
      >
        <ul className="works-grid" aria-label={t.binTab} aria-busy={query.isFetching}>
          {list.map((opus) => (
            <li key={opus.id}>
              <DeletedCard
                opus={opus}
                now={now}
                restoring={restoringId === opus.id}
                onRestore={() => void restore(opus)}
              />
            </li>
          ))}
        </ul>
      </LoadState>
      <Pagination
        className="works-pager"
        size="small"
        current={page.pageNumber}
        pageSize={page.pageSize}
        total={query.data?.total ?? 0}
        hideOnSinglePage
        showTotal={worksMessages.total}
        onChange={(pageNumber) => setPage({ ...page, pageNumber })}
      />
    </div>
  );
}
