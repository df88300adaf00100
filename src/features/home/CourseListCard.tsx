import { BookOutlined, ReadOutlined } from '@ant-design/icons';
import { HOME_PAGE_SIZES } from '../../../core/format';
import type { CourseSummary, Paged } from '../../../core/homeTypes';
import { useGetMyCourseListQuery, useGetOpenCoursesListQuery } from '../../../store/api/homeApi';
import { CourseCard } from '../courses';
import { listQueryFields, LoadState, MoreLink, SectionCard } from '../../components/sections';
import { homeMessages as t } from './messages';

const FIRST_PAGE = { pageNumber: 1, pageSize: HOME_PAGE_SIZES.openCourses };

interface CourseQuery {
  data?: Paged<CourseSummary>;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function CourseGrid({ query, emptyText }: { query: CourseQuery; emptyText: string }) {
  const courses = query.data?.list ?? [];
  return (
    <LoadState
      isLoading={query.isLoading}
      error={query.error}
      isEmpty={courses.length === 0}
      emptyText={emptyText}
      onRetry={() => void query.refetch()}
    >
      <ul className="course-grid home-course-grid">
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
    </LoadState>
  );
}

/** Four courses and "更多": open courses for most students, a trial student's own courses. */
export function CourseListCard({ kind }: { kind: 'open' | 'mine' }) {
  return kind === 'open' ? <OpenCourses /> : <MyCourses />;
}

function OpenCourses() {
  const query = useGetOpenCoursesListQuery(FIRST_PAGE, { selectFromResult: listQueryFields });
  return (
    <SectionCard
      id="home-open-courses"
      title={t.openCourses.title}
      icon={<ReadOutlined />}
      tone="blue"
      extra={<MoreLink to="/student/openCoursePage" what={t.openCourses.what} />}
    >
      <CourseGrid query={query} emptyText={t.openCourses.empty} />
    </SectionCard>
  );
}

function MyCourses() {
  const query = useGetMyCourseListQuery(FIRST_PAGE, { selectFromResult: listQueryFields });
  return (
    <SectionCard
      id="home-my-courses"
      title={t.myCourses.title}
      icon={<BookOutlined />}
      tone="purple"
      extra={<MoreLink to="/student/myCoursePage" what={t.myCourses.what} />}
    >
      <CourseGrid query={query} emptyText={t.myCourses.empty} />
    </SectionCard>
  );
}
