import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { StarOutlined } from '@ant-design/icons';
import { formatRelativeTime } from '../../../core/format';
import type { GalleryOpus } from '../../../core/galleryTypes';
import type { OpusType } from '../../../core/workTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useGetMyCollectionListQuery } from '../../../store/api/galleryApi';
import { useSetOpusCollectionMutation } from '../../../store/api/opusApi';
import { PagedPage } from '../../components/sections';
import { KindFilter } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { CollectedResources } from '../resources';
import { GalleryCard } from './GalleryCard';
import { worksMessages } from './messages';
import './works.css';

const t = worksMessages.collection;
/** PagedPage's sizer offers 8, 16 and 32. */
const DEFAULT_PAGE_SIZE = 16;

type Section = 'works' | 'resources';

/**
 * /student/myCollection (我的收藏): the works I collected, the latest first, by kind. A work its
 * author made private again is simply not listed (the server leaves it out). `?tab=resources`
 * shows the course resources I collected instead.
 */
export default function CollectionPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('tab') === 'resources' ? 'resources' : 'works';
  const sections = (
    <Segmented<Section>
      aria-label={t.sectionsLabel}
      value={section}
      options={[
        { value: 'works', label: t.sections.works },
        { value: 'resources', label: t.sections.resources },
      ]}
      onChange={(value) => setParams(value === 'resources' ? { tab: 'resources' } : {}, { replace: true })}
    />
  );
  if (section === 'resources') {
    return <CollectedResources title={worksMessages.titles.collection} filters={sections} />;
  }
  return <CollectedWorks sections={sections} />;
}

function CollectedWorks({ sections }: { sections: ReactNode }) {
  const messageApi = useMessageApi();
  const [opusType, setOpusType] = useState<OpusType | undefined>(undefined);
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useGetMyCollectionListQuery({ opusType: opusType ?? 0, ...page });
  const [setCollection] = useSetOpusCollectionMutation();
  const [removingId, setRemovingId] = useState<number | null>(null);
  const now = query.fulfilledTimeStamp ?? 0;

  const uncollect = async (opus: GalleryOpus) => {
    setRemovingId(opus.id);
    try {
      await setCollection({ id: opus.id, on: false }).unwrap();
      messageApi.success(t.uncollected);
      // The last work of a later page is gone: show the page before it rather than an empty one.
      if (query.data?.list.length === 1 && page.pageNumber > 1)
        setPage({ ...page, pageNumber: page.pageNumber - 1 });
    } catch (error) {
      showLocalError(error, t.uncollectFailed, messageApi.error);
    } finally {
      setRemovingId(null);
    }
  };

  return (
    <PagedPage
      id="collection-page"
      title={worksMessages.titles.collection}
      intro={t.intro}
      icon={<StarOutlined />}
      filters={
        <>
          {sections}
          <KindFilter
            label={t.kindFilter}
            value={opusType}
            onChange={(next) => {
              setOpusType(next);
              setPage({ ...page, pageNumber: 1 });
            }}
          />
        </>
      }
      query={query}
      emptyText={t.empty}
      failedText={t.loadFailed}
      pageNumber={page.pageNumber}
      pageSize={page.pageSize}
      onPageChange={(pageNumber, pageSize) =>
        setPage({ pageNumber: pageSize === page.pageSize ? pageNumber : 1, pageSize })
      }
      listClassName="works-grid"
      renderItem={(opus) => (
        <li key={opus.id}>
          <GalleryCard
            opus={opus}
            footer={
              <>
                <time className="works-card-time" dateTime={new Date(opus.collectTime).toISOString()}>
                  {t.collectedAt(formatRelativeTime(opus.collectTime, now || opus.collectTime))}
                </time>
                <Button
                  size="small"
                  icon={<StarOutlined />}
                  loading={removingId === opus.id}
                  aria-label={t.uncollectLabel(opus.name)}
                  onClick={() => void uncollect(opus)}
                >
                  {t.uncollect}
                </Button>
              </>
            }
          />
        </li>
      )}
    />
  );
}
