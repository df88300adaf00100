import { useState } from 'react';
import { SmileOutlined } from '@ant-design/icons';
import { HOME_PAGE_SIZES } from '../../../core/format';
import { useGetClassmateDynamicListQuery } from '../../../store/api/homeApi';
import { ClassmateNewsItem, classmateMessages, useOpusReactions } from '../classmates';
import { listQueryFields, LoadState, MoreLink, SectionCard } from '../../components/sections';
import { homeMessages as t } from './messages';

const FIRST_PAGE = { pageNumber: 1, pageSize: HOME_PAGE_SIZES.classmateNews };

/** Four new works of classmates, with like and collect; "更多" to the dynamics page. */
export function ClassmateNewsCard() {
  const query = useGetClassmateDynamicListQuery(FIRST_PAGE, { selectFromResult: listQueryFields });
  const reactions = useOpusReactions();
  const [now] = useState(() => Date.now());
  const news = query.data?.list ?? [];
  return (
    <SectionCard
      id="home-classmates"
      title={t.classmates.title}
      icon={<SmileOutlined />}
      tone="pink"
      extra={<MoreLink to="/student/classmateDynamicPage" what={t.classmates.what} />}
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={news.length === 0}
        emptyText={t.classmates.empty}
        failedText={classmateMessages.loadFailed}
        onRetry={() => void query.refetch()}
      >
        <ul className="classmate-news-grid home-classmate-grid">
          {news.map((item) => (
            <li key={item.opusId}>
              <ClassmateNewsItem news={item} reactions={reactions} now={now} />
            </li>
          ))}
        </ul>
      </LoadState>
    </SectionCard>
  );
}
