import { Avatar, Button, Empty, Skeleton, Timeline } from 'antd';
import { ArrowLeftOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import type { GalleryOpus } from '../../../core/galleryTypes';
import { errorText, isApiError } from '../../../store/api/apiError';
import { useGetStudentOpusTimelineInfiniteQuery } from '../../../store/api/galleryApi';
import { useTabName } from '../../lib/useTabName';
import { GalleryGrid } from './GalleryCard';
import { worksMessages } from './messages';
import { WORKS_PATHS } from './paths';
import { PageHero } from '../../components/sections';
import './works.css';

const t = worksMessages.timeline;

interface MonthGroup {
  key: string;
  year: number;
  month: number;
  works: GalleryOpus[];
}

/**
 * Consecutive works of one month form a group; the list comes newest first, so the months do too.
 * A work is placed by when it was made.
 */
function byMonth(works: readonly GalleryOpus[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const opus of works) {
    const made = new Date(opus.createTime);
    const year = made.getFullYear();
    const month = made.getMonth() + 1;
    const key = `${year}-${month}`;
    const last = groups.at(-1);
    if (last?.key === key) last.works.push(opus);
    else groups.push({ key, year, month, works: [opus] });
  }
  return groups;
}

function studentIdOf(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/**
 * /myClassmate/opus?studentId=: one schoolmate's works that I may see, grouped by month, newest
 * first, a page at a time with 加载更多.
 */
export default function TimelinePage() {
  const [params] = useSearchParams();
  const studentId = studentIdOf(params.get('studentId'));
  const query = useGetStudentOpusTimelineInfiniteQuery(studentId, { skip: studentId === 0 });
  const pages = query.data?.pages ?? [];
  const student = pages[0]?.student;
  const total = pages[0]?.total ?? 0;
  const works = pages.flatMap((page) => page.list);
  useTabName(student ? t.worksOf(student.name) : undefined);

  const back = (
    <Link to={WORKS_PATHS.classmates} className="works-back">
      <ArrowLeftOutlined aria-hidden="true" /> {t.back}
    </Link>
  );

  if (studentId === 0 || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <div className="works-page timeline-page">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<h1 className="works-empty-title">{t.notFound}</h1>}
        >
          {back}
        </Empty>
      </div>
    );
  }

  if (!query.data) {
    return (
      <div className="works-page timeline-page">
        {query.isError ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={errorText(query.error, t.loadFailed)}>
            <Button size="small" onClick={() => void query.refetch()}>
              {worksMessages.retry}
            </Button>
          </Empty>
        ) : (
          <Skeleton active avatar paragraph={{ rows: 6 }} />
        )}
      </div>
    );
  }

  return (
    <div className="works-page timeline-page">
      {back}
      <PageHero
        className="timeline-hero"
        leading={<Avatar size={72} src={student?.avatar || undefined} icon={<UserOutlined />} alt="" />}
        title={student ? t.worksOf(student.name) : worksMessages.titles.timeline}
        intro={
          <>
            {student?.className}
            {student?.className ? ' · ' : ''}
            {t.total(total)}
          </>
        }
      />
      {works.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />
      ) : (
        <section className="works-panel" aria-label={t.worksOf(student?.name ?? '')}>
          <Timeline
            className="works-timeline"
            items={byMonth(works).map((group) => ({
              key: group.key,
              content: (
                <>
                  <h2 className="works-timeline-month">{t.month(group.year, group.month)}</h2>
                  <GalleryGrid works={group.works} label={t.month(group.year, group.month)} />
                </>
              ),
            }))}
          />
          <div className="works-load-more">
            {query.hasNextPage ? (
              <Button loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t.loadMore}
              </Button>
            ) : (
              <span>{t.allShown}</span>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
