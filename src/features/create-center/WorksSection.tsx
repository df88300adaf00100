import { useState } from 'react';
import { Button, Pagination, Popconfirm } from 'antd';
import { ClockCircleOutlined, DeleteOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { formatRelativeTime } from '../../../core/format';
import type { MyOpus, OpusType } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useDeleteOpusMutation, useGetMyOpusListQuery } from '../../../store/api/worksApi';
import { LoadState, MoreLink, SectionCard } from '../../components/sections';
import { KindFilter, OpusCover } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { MY_OPUS_PATH } from '../../lib/workPaths';
import { createCenterMessages } from './messages';
import { editorUrl } from './paths';

const t = createCenterMessages.works;
/** Twelve fill rows of four, three and two tiles alike (createCenter.css). */
const PAGE_SIZE = 12;

interface WorkCardProps {
  opus: MyOpus;
  /** When the list arrived: "3分钟前保存" is measured from what the server knew then. */
  now: number;
  onDelete: () => Promise<void>;
}

function WorkCard({ opus, now, onDelete }: WorkCardProps) {
  const headingId = `create-work-${opus.id}`;
  return (
    <li>
      <article className="create-tile create-work" aria-labelledby={headingId}>
        <a
          className="create-tile-cover"
          href={editorUrl(opus.opusType, opus.id)}
          target="_blank"
          rel="noopener"
          tabIndex={-1}
        >
          <OpusCover
            src={opus.cover}
            name={opus.name}
            opusType={opus.opusType}
            label={t.coverOf(opus.name)}
          />
          <span className={`create-kind is-kind-${opus.opusType}`}>
            {createCenterMessages.kindNames[opus.opusType]}
          </span>
        </a>
        <div className="create-tile-body">
          <h3 id={headingId} className="create-tile-name" title={opus.name}>
            {opus.name}
          </h3>
          <p className="create-work-time">
            <ClockCircleOutlined aria-hidden="true" />{' '}
            <time dateTime={new Date(opus.updateTime).toISOString()}>
              {t.savedAt(formatRelativeTime(opus.updateTime, now))}
            </time>
          </p>
        </div>
        <footer className="create-tile-actions">
          <Button
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
          <Popconfirm
            title={t.deleteConfirm(opus.name)}
            description={t.deleteHint}
            okText={t.deleteOk}
            cancelText={t.deleteCancel}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t.deleteLabel(opus.name)}>
              {t.delete}
            </Button>
          </Popconfirm>
        </footer>
      </article>
    </li>
  );
}

/** 我的作品与草稿: my works, the last saved first, each opening in its editor. */
export function WorksSection() {
  const messageApi = useMessageApi();
  const [opusType, setOpusType] = useState<OpusType | undefined>(undefined);
  const [pageNumber, setPageNumber] = useState(1);
  const works = useGetMyOpusListQuery({ pageNumber, pageSize: PAGE_SIZE, opusType });
  const [deleteOpus] = useDeleteOpusMutation();

  const list = works.data?.list ?? [];
  const remove = async (opus: MyOpus) => {
    try {
      await deleteOpus(opus.id).unwrap();
      messageApi.success(t.deleted);
      // The last work of a later page is gone: show the page before it rather than an empty one.
      if (list.length === 1 && pageNumber > 1) setPageNumber(pageNumber - 1);
    } catch (error) {
      showLocalError(error, t.deleteFailed, messageApi.error);
    }
  };

  return (
    <SectionCard
      id="create-works"
      tone="orange"
      icon={<FolderOpenOutlined />}
      title={t.title}
      extra={
        <>
          <KindFilter
            label={t.kindFilter}
            value={opusType}
            onChange={(next) => {
              setOpusType(next);
              setPageNumber(1);
            }}
          />
          {/* Publishing, counts and the bin are on 我的作品. */}
          <MoreLink to={MY_OPUS_PATH} what={t.myOpus} />
        </>
      }
    >
      <LoadState
        isLoading={works.isLoading}
        error={works.error}
        isEmpty={list.length === 0}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={() => void works.refetch()}
        skeletonRows={4}
      >
        <ul className="create-grid" aria-label={t.title} aria-busy={works.isFetching}>
          {list.map((opus) => (
            <WorkCard
              key={opus.id}
              opus={opus}
              now={works.fulfilledTimeStamp ?? opus.updateTime}
              onDelete={() => remove(opus)}
            />
          ))}
        </ul>
        <Pagination
          className="create-pagination"
          size="small"
          current={pageNumber}
          pageSize={PAGE_SIZE}
          total={works.data?.total ?? 0}
          hideOnSinglePage
          onChange={setPageNumber}
        />
      </LoadState>
    </SectionCard>
  );
}
