import { Avatar } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CrownOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatCount, hasRankingMedal, truncateName } from '../../../core/format';
import type { RankingEntry } from '../../../core/homeTypes';
import { useGetWeeklyOpusCountTopQuery } from '../../../store/api/homeApi';
import { RankMedal } from './art';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { timelinePath } from '../works';
import { homeMessages as t } from './messages';

/** The ranking lists the top ten of the month. */
const RANKING_LIMIT = 10;
/** Names in the narrow ranking rows keep four characters (SPEC.md §9). */
const NAME_CHARS = 4;

function Trend({ trend }: { trend: RankingEntry['trend'] }) {
  if (trend === '1')
    return <ArrowUpOutlined className="ranking-trend is-up" aria-label={t.ranking.up} role="img" />;
  if (trend === '2')
    return <ArrowDownOutlined className="ranking-trend is-down" aria-label={t.ranking.down} role="img" />;
  return <span className="ranking-trend" />;
}

/** This month's works ranking of the student's school: medals for 1-3, trend, avatar and count. */
export function RankingCard() {
  const query = useGetWeeklyOpusCountTopQuery(
    { limit: RANKING_LIMIT },
    { selectFromResult: listQueryFields },
  );
  const entries = query.data ?? [];
  return (
    <SectionCard id="home-ranking" title={t.ranking.title} icon={<CrownOutlined />} tone="yellow">
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={entries.length === 0}
        emptyText={t.ranking.empty}
        onRetry={() => void query.refetch()}
        skeletonRows={6}
      >
        <ol className="ranking-list">
          {entries.map((entry) => (
            <li key={entry.studentId} className={hasRankingMedal(entry.ranking) ? 'is-top' : undefined}>
              <span className="ranking-place">
                {hasRankingMedal(entry.ranking) ? (
                  <RankMedal
                    rank={entry.ranking as 1 | 2 | 3}
                    size={26}
                    label={t.ranking.rank(entry.ranking)}
                  />
                ) : (
                  <span aria-label={t.ranking.rank(entry.ranking)}>{entry.ranking}</span>
                )}
              </span>
              <Avatar size={32} src={entry.studentAvatar || undefined} icon={<UserOutlined />} alt="" />
              <Link className="ranking-name" to={timelinePath(entry.studentId)} title={entry.studentName}>
                {truncateName(entry.studentName, NAME_CHARS)}
              </Link>
              <span className="ranking-count">{t.ranking.works(formatCount(entry.opusCount))}</span>
              <Trend trend={entry.trend} />
            </li>
          ))}
        </ol>
      </LoadState>
    </SectionCard>
  );
}
