import { TrophyOutlined } from '@ant-design/icons';
import { useGetActivitiesListQuery } from '../../../store/api/homeApi';
import { PagedPage, usePageParams } from '../../components/sections';
import { ActivityCard } from './ActivityCard';
import { ActivityFilter, isActivityFilter } from './ActivityFilter';
import { activityMessages as t } from './messages';

const DEFAULT_PAGE_SIZE = 8;

/** /student/activityPage: every creative activity, filtered and paged. */
export default function ActivityPage() {
  const { pageNumber, pageSize, params, setPage, setFilter } = usePageParams(DEFAULT_PAGE_SIZE);
  const requested = params.get('status');
  const status = isActivityFilter(requested) ? requested : 'all';
  const query = useGetActivitiesListQuery({ pageNumber, pageSize, status });
  const clockOffset = query.data?.clockOffset ?? 0;

  return (
    <PagedPage
      id="activity-page"
      title={t.pageTitle}
      intro={t.pageIntro}
      icon={<TrophyOutlined />}
      filters={<ActivityFilter value={status} onChange={(value) => setFilter('status', value)} />}
      query={query}
      emptyText={t.empty}
      pageNumber={pageNumber}
      pageSize={pageSize}
      onPageChange={setPage}
      listClassName="activity-grid"
      renderItem={(activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} clockOffset={clockOffset} />
        </li>
      )}
    />
  );
}
