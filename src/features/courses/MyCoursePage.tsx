import { BookOutlined } from '@ant-design/icons';
import { useGetMyCourseListQuery } from '../../../store/api/homeApi';
import { CoursePagedPage, useCoursePageParams } from './CoursePagedPage';
import { courseMessages as t } from './messages';

/** /student/myCoursePage: the trial student's own courses, paged. */
export default function MyCoursePage() {
  const pageParams = useCoursePageParams();
  const { pageNumber, pageSize } = pageParams;
  const query = useGetMyCourseListQuery({ pageNumber, pageSize });
  return (
    <CoursePagedPage
      id="my-course-page"
      title={t.myTitle}
      intro={t.myIntro}
      icon={<BookOutlined />}
      emptyText={t.myEmpty}
      pageParams={pageParams}
      query={query}
    />
  );
}
