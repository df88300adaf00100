import { Button, Descriptions, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../core/format';
import { errorText } from '../../../store/api/apiError';
import { useGetActivityDetailsQuery } from '../../../store/api/homeApi';
import { SafeHtml } from '../../components/SafeHtml';
import { useTabName } from '../../lib/useTabName';
import { ActivityStatus } from './ActivityStatus';
import { activityMessages as t } from './messages';
import './activities.css';

function activityIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /activityDetail?id=&activitiesStatus=: one activity, its rules and its live state. */
export default function ActivityDetailPage() {
  const [params] = useSearchParams();
  const id = activityIdOf(params.get('id'));
  const {
    data: activity,
    error,
    isLoading,
    refetch,
  } = useGetActivityDetailsQuery(id ?? 0, { skip: id === null });
  // Two activities open at once are two tabs: each carries its activity's name.
  useTabName(activity?.name);

  const back = (
    <Link key="back" to="/student/activityPage">
      <Button icon={<ArrowLeftOutlined />} shape="round">
        {t.back}
      </Button>
    </Link>
  );

  if (id === null) return <Result status="404" title={t.badId} extra={back} />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!activity) {
    return (
      <Result
        status="warning"
        title={t.notFound}
        subTitle={errorText(error, '')}
        extra={[
          back,
          <Button key="retry" onClick={() => void refetch()}>
            {t.retry}
          </Button>,
        ]}
      />
    );
  }

  return (
    <article className="activity-detail" aria-labelledby="activity-detail-name">
      <div className="activity-detail-hero">
        <img src={activity.cover} alt="" className="activity-detail-cover" />
        <div className="activity-detail-headline">
          {activity.activitiesStatus === '2' && <span className="activity-detail-special">{t.special}</span>}
          <h1 id="activity-detail-name">{activity.name}</h1>
          <ActivityStatus activity={activity} clockOffset={activity.clockOffset} />
        </div>
      </div>
      <Descriptions
        className="activity-detail-facts"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'organizer', label: t.organizer, children: activity.organizer },
          {
            key: 'time',
            label: t.time,
            span: 2,
            children: t.timeRange(formatDateTime(activity.startTime), formatDateTime(activity.endTime)),
          },
          { key: 'plan', label: t.planCount, children: activity.planCount },
          { key: 'surplus', label: t.surplusCount, children: activity.surplusCount },
          { key: 'opus', label: t.opusCount, children: activity.opusCount },
        ]}
      />
      <section className="activity-detail-content" aria-labelledby="activity-detail-content-title">
        {/* The organiser's text brings its own headings; this one only names the region. */}
        <h2 id="activity-detail-content-title" className="activity-visually-hidden">
          {t.content}
        </h2>
        <SafeHtml html={activity.content} />
      </section>
      <footer className="activity-detail-footer">{back}</footer>
    </article>
  );
}
