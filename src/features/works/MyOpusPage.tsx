import { useState } from 'react';
import { Tabs } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { NO_ORGANIZATION_ID } from '../../../core/types';
import type { UserInfo } from '../../../core/types';
import type { MyOpusStanding } from '../../../core/galleryTypes';
import type { OpusType } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import {
  useDeleteOpusMutation,
  useGetMyOpusListQuery,
  useOperationOpusCloseMutation,
  useOperationOpusOpenMutation,
  useOperationSchoolOpusOpenMutation,
} from '../../../store/api/worksApi';
import { useAppSelector } from '../../../store/hooks';
import { selectUserInfo } from '../../../store/slices/sessionSlice';
import { LoadState, PageHero } from '../../components/sections';
import { KindFilter } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { CREATE_CENTER_PATH } from '../../lib/workPaths';
import { worksMessages } from './messages';
import { MyOpusCard } from './MyOpusCard';
import type { OpusAction, PublishRights } from './MyOpusCard';
import { RecycleBin } from './RecycleBin';
import { GALLERY_PAGE_SIZES } from './worksPaging';
import { WorksPager } from './WorksPager';
import './works.css';

const t = worksMessages.myOpus;

/** core/galleryTypes.ts: a school's students may open works to it; trial students not to everyone. */
function rightsOf(user: UserInfo | null): PublishRights {
  return {
    toSchool: user?.schoolStatus === 1 && user.organizationId !== NO_ORGANIZATION_ID,
    toEveryone: user?.studentStatus !== 1,
  };
}

const DONE: Record<OpusAction, string> = {
  openSchool: t.schoolOpened,
  openAll: t.allOpened,
  close: t.closed,
  delete: t.deleted,
};

function MyWorks() {
  const messageApi = useMessageApi();
  const rights = rightsOf(useAppSelector(selectUserInfo));
  const [opusType, setOpusType] = useState<OpusType | undefined>(undefined);
  const [page, setPage] = useState({ pageNumber: 1, pageSize: GALLERY_PAGE_SIZES[0] });
  const works = useGetMyOpusListQuery({ ...page, opusType });
  const [openToSchool] = useOperationSchoolOpusOpenMutation();
  const [openToAll] = useOperationOpusOpenMutation();
  const [close] = useOperationOpusCloseMutation();
  const [remove] = useDeleteOpusMutation();
  const [pending, setPending] = useState<{ id: number; action: OpusAction } | null>(null);
  const list = works.data?.list ?? [];

  const act = async (opus: MyOpusStanding, action: OpusAction) => {
    const calls = { openSchool: openToSchool, openAll: openToAll, close, delete: remove };
    setPending({ id: opus.id, action });
    try {
      await calls[action](opus.id).unwrap();
      messageApi.success(DONE[action]);
      // The last work of a later page went to the bin: show the page before it.
      if (action === 'delete' && list.length === 1 && page.pageNumber > 1)
        setPage({ ...page, pageNumber: page.pageNumber - 1 });
    } catch (error) {
      showLocalError(error, t.actionFailed, messageApi.error);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <div className="works-filters">
        <KindFilter
          label={t.kindFilter}
          value={opusType}
          onChange={(next) => {
            setOpusType(next);
            setPage({ ...page, pageNumber: 1 });
          }}
        />
      </div>
      <LoadState
        isLoading={works.isLoading}
        error={works.error}
        isEmpty={list.length === 0}
        emptyText={t.empty}
        failedText={t.loadFailed}
        onRetry={() => void works.refetch()}
        skeletonRows={6}
      >
        <ul className="works-grid" aria-label={t.worksTab} aria-busy={works.isFetching}>
          {list.map((opus) => (
            <li key={opus.id}>
              <MyOpusCard
                opus={opus}
                rights={rights}
                now={works.fulfilledTimeStamp ?? opus.updateTime}
                pending={pending?.id === opus.id ? pending.action : null}
                onAction={(action) => act(opus, action)}
              />
            </li>
          ))}
        </ul>
      </LoadState>
      <WorksPager
        page={page}
        total={works.data?.total}
        pageSizeOptions={GALLERY_PAGE_SIZES}
        showTotal={worksMessages.total}
        onChange={setPage}
      />
    </>
  );
}

/**
 * /student/myOpus (我的作品): my works with who can see them (私有 / 校内公开 / 公开, 审核中 while
 * held), their counts, publishing, closing, editing and deleting; deleted works wait in 回收站.
 */
export default function MyOpusPage() {
  return (
    <div className="works-page my-opus-page">
      <PageHero title={t.worksTab} intro={t.intro}>
        <Link to={CREATE_CENTER_PATH} className="works-hero-link">
          <RocketOutlined aria-hidden="true" /> {t.toCreate}
        </Link>
      </PageHero>
      <section className="works-panel" aria-label={t.worksTab}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'works', label: t.worksTab, children: <MyWorks /> },
            { key: 'bin', label: t.binTab, children: <RecycleBin /> },
          ]}
        />
      </section>
    </div>
  );
}
