import { StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { CollectedReference } from '../../../core/studyTypes';
import { formatRelativeTime } from '../../../core/timeFormat';
import { showLocalError } from '../../../store/api/apiError';
import {
  useGetMyCollectionCourseResourcesListQuery,
  useSetResourceCollectionMutation,
} from '../../../store/api/studyApi';
import { PagedPage } from '../../components/sections';
import { useMessageApi } from '../../lib/MessageBridge';
import { resourcesMessages as t } from './messages';
import { ResourceCard } from './ResourceCard';
import './resources.css';

/** PagedPage's sizer offers 8, 16 and 32. */
const DEFAULT_PAGE_SIZE = 16;

interface CollectedResourcesProps {
  /** The page's title (我的收藏) and what sits beside it (the switch between works and resources). */
  title: string;
  filters: ReactNode;
}

/** 我的收藏's 课程资源: the resources I favourited, the latest first, each with 取消收藏. */
export function CollectedResources({ title, filters }: CollectedResourcesProps) {
  const messageApi = useMessageApi();
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useGetMyCollectionCourseResourcesListQuery(page);
  const [setCollection] = useSetResourceCollectionMutation();
  const [removing, setRemoving] = useState<number | null>(null);
  const now = query.fulfilledTimeStamp ?? 0;

  const uncollect = async (reference: CollectedReference) => {
    setRemoving(reference.id);
    try {
      await setCollection({ id: reference.id, on: false }).unwrap();
      messageApi.success(t.uncollectedOk);
      // The last resource of a later page is gone: show the page before it rather than an empty one.
      if (query.data?.list.length === 1 && page.pageNumber > 1)
        setPage({ ...page, pageNumber: page.pageNumber - 1 });
    } catch (error) {
      showLocalError(error, t.collectFailed, messageApi.error);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <PagedPage
      id="collection-page"
      title={title}
      intro={t.collection.intro}
      icon={<StarOutlined />}
      filters={filters}
      query={query}
      emptyText={t.collection.empty}
      failedText={t.collection.loadFailed}
      pageNumber={page.pageNumber}
      pageSize={page.pageSize}
      onPageChange={(pageNumber, pageSize) =>
        setPage({ pageNumber: pageSize === page.pageSize ? pageNumber : 1, pageSize })
      }
      listClassName="resource-grid"
      renderItem={(reference) => (
        <li key={reference.id}>
          <ResourceCard
            reference={reference}
            footer={
              <div className="resource-card-footer">
                <time dateTime={new Date(reference.collectTime).toISOString()}>
                  {t.collection.collectedAt(
                    formatRelativeTime(reference.collectTime, now || reference.collectTime),
                  )}
                </time>
                <Button
                  size="small"
                  icon={<StarOutlined aria-hidden="true" />}
                  loading={removing === reference.id}
                  aria-label={t.collection.uncollectLabel(reference.title)}
                  onClick={() => void uncollect(reference)}
                >
                  {t.collection.uncollect}
                </Button>
              </div>
            }
          />
        </li>
      )}
    />
  );
}
