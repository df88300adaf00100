import { useState } from 'react';
import { TrophyOutlined } from '@ant-design/icons';
import type { ActivityStatusFilter } from '../../../store/api/homeApi';
import { useGetActivitiesListQuery } from '../../../store/api/homeApi';
import { ActivityCard, ActivityFilter } from '../activities';
import { filteredListQueryFields, LoadState, MoreLink, SectionCard } from '../../components/sections';
import { homeMessages as t } from './messages';

/** As many activities as the card's row holds. */
const HOME_ACTIVITIES = 4;

/** Creative activities: 全部 / 进行中 / 已结束, each with its live state; "更多" to the activity page. */
export function ActivitiesCard() {
  const [status, setStatus] = useState<ActivityStatusFilter>('all');
  const query = useGetActivitiesListQuery(
    { pageNumber: 1, pageSize: HOME_ACTIVITIES, status },
    { selectFromResult: filteredListQueryFields },
  );
  const activities = query.data?.list ?? [];
  const clockOffset = query.data?.clockOffset ?? 0;
  return (
    <SectionCard
      id="home-activities"
      title={t.activities.title}
      icon={<TrophyOutlined />}
      tone="orange"
      extra={
        <>
          <ActivityFilter size="small" value={status} onChange={setStatus} />
          <MoreLink to="/student/activityPage" what={t.activities.what} />
        </>
      }
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={activities.length === 0}
        emptyText={t.activities.empty}
        onRetry={() => void query.refetch()}
      >
        <ul className="activity-grid home-activity-grid">
          {activities.map((activity) => (
            <li key={activity.id}>
              <ActivityCard activity={activity} clockOffset={clockOffset} />
            </li>
          ))}
        </ul>
      </LoadState>
    </SectionCard>
  );
}
