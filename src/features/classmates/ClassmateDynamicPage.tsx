import { useState } from 'react';
import { SmileOutlined } from '@ant-design/icons';
import { useGetClassmateDynamicListQuery } from '../../../store/api/homeApi';
import { PagedPage, usePageParams } from '../../components/sections';
import { ClassmateNewsItem } from './ClassmateNewsItem';
import { classmateMessages as t } from './messages';
import { useOpusReactions } from './useOpusReactions';

const DEFAULT_PAGE_SIZE = 8;

/** /student/classmateDynamicPage: every new work of the student's classmates, paged. */
export default function ClassmateDynamicPage() {
  const { pageNumber, pageSize, setPage } = usePageParams(DEFAULT_PAGE_SIZE);
  const query = useGetClassmateDynamicListQuery({ pageNumber, pageSize });
  const reactions = useOpusReactions();
  // One "now" per visit, so every relative time on the page is measured from the same moment.
  const [now] = useState(() => Date.now());
  return (
    <PagedPage
      id="classmate-dynamic-page"
      title={t.pageTitle}
      intro={t.pageIntro}
      icon={<SmileOutlined />}
      query={query}
      emptyText={t.empty}
      failedText={t.loadFailed}
      pageNumber={pageNumber}
      pageSize={pageSize}
      onPageChange={setPage}
      listClassName="classmate-news-grid"
      renderItem={(news) => (
        <li key={news.opusId}>
          <ClassmateNewsItem news={news} reactions={reactions} now={now} />
        </li>
      )}
    />
  );
}
