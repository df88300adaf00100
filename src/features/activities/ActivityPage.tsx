import { Button } from 'antd';
import { TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useGetActivitiesListQuery } from '../../../store/api/homeApi';
import { useAppSelector } from '../../../store/hooks';
import { selectStudentStatus } from '../../../store/slices/sessionSlice';
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
  // SPEC.md §6: trial students and students of no school have no activities; say which, and the way out.
  const trial = useAppSelector(selectStudentStatus) === 1;
  const refusal = trial
    ? {
        reason: t.refusedTrial,
        action: (
          <Link to="/upMember">
            <Button type="primary">{t.upMember}</Button>
          </Link>
        ),
      }
    : {
        reason: t.refusedNoSchool,
        action: (
          <Link to="/home">
            <Button>{t.home}</Button>
          </Link>
        ),
      };

  return (
    <PagedPage
      id="activity-page"
      title={t.pageTitle}
      intro={t.pageIntro}
      icon={<TrophyOutlined />}
      filters={<ActivityFilter value={status} onChange={(value) => setFilter('status', value)} />}
      query={query}
      emptyText={t.empty}
      refusal={refusal}
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
