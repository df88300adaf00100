import { StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../core/format';
import { useGetMyAchievementsQuery } from '../../../store/api/homeApi';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { WORKS_PATHS } from '../works';
import { homeMessages as t } from './messages';

/** 我的成就: works, months on the ranking, and how many schoolmates the student is ahead of. */
export function AchievementsCard() {
  const query = useGetMyAchievementsQuery(undefined, { selectFromResult: listQueryFields });
  const achievements = query.data;
  const stats = achievements
    ? [
        {
          key: 'works',
          label: t.achievements.works,
          value: formatCount(achievements.myOpusCount),
          // The count of my works opens them.
          to: WORKS_PATHS.myOpus,
        },
        { key: 'top', label: t.achievements.onRanking, value: String(achievements.myTopCount) },
        {
          key: 'beat',
          label: t.achievements.beat,
          value: t.achievements.beatValue(achievements.beatProportion),
        },
      ]
    : [];
  return (
    <SectionCard id="home-achievements" title={t.achievements.title} icon={<StarOutlined />} tone="orange">
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={!achievements}
        emptyText={t.loadFailed}
        onRetry={() => void query.refetch()}
        skeletonRows={1}
      >
        <dl className="achievement-stats">
          {stats.map((stat) => (
            <div key={stat.key} className={`achievement-stat is-${stat.key}`}>
              <dt>{stat.label}</dt>
              <dd>
                {'to' in stat && stat.to ? (
                  <Link to={stat.to} aria-label={t.achievements.worksLink(stat.value)}>
                    {stat.value}
                  </Link>
                ) : (
                  stat.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </LoadState>
    </SectionCard>
  );
}
