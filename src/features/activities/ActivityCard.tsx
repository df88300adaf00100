import { Badge } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { Activity } from '../../../core/homeTypes';
import { ActivityStatus } from './ActivityStatus';
import { activityMessages as t } from './messages';
import './activities.css';

/** `/activityDetail?id=&activitiesStatus=` (SPEC.md §2). */
export function activityDetailPath(activity: Pick<Activity, 'id' | 'activitiesStatus'>): string {
  const query = new URLSearchParams({ id: String(activity.id), activitiesStatus: activity.activitiesStatus });
  return `/activityDetail?${query.toString()}`;
}

interface ActivityCardProps {
  activity: Activity;
  clockOffset: number;
}

/** One activity as a card that opens its detail page. */
export function ActivityCard({ activity, clockOffset }: ActivityCardProps) {
  const titleId = `activity-${activity.id}-name`;
  const card = (
    <article className="activity-card" aria-labelledby={titleId}>
      <Link
        to={activityDetailPath(activity)}
        className="activity-card-cover"
        aria-label={t.openLabel(activity.name)}
      >
        <img src={activity.cover} alt="" loading="lazy" />
      </Link>
      <div className="activity-card-body">
        <h3 id={titleId} className="activity-card-name">
          <Link to={activityDetailPath(activity)}>{activity.name}</Link>
        </h3>
        <ActivityStatus activity={activity} clockOffset={clockOffset} />
        <p className="activity-card-places">
          <TeamOutlined aria-hidden="true" /> {t.places(activity.planCount, activity.surplusCount)}
        </p>
      </div>
    </article>
  );
  return activity.activitiesStatus === '2' ? (
    <Badge.Ribbon text={t.special} color="#c41d7f">
      {card}
    </Badge.Ribbon>
  ) : (
    card
  );
}
