import { ReadOutlined } from '@ant-design/icons';
import { useGetOpenCoursesListQuery } from '../../../store/api/homeApi';
import { CoursePagedPage, useCoursePageParams } from './CoursePagedPage';
import { courseMessages as t } from './messages';

/** /student/openCoursePage: every open course, paged. */
export default function OpenCoursePage() {
  const pageParams = useCoursePageParams();
  const { pageNumber, pageSize } = pageParams;
  const query = useGetOpenCoursesListQuery({ pageNumber, pageSize });
  return (
    <CoursePagedPage
      id="open-course-page"
      title={t.openTitle}
      intro={t.openIntro}
      icon={<ReadOutlined />}
      emptyText={t.openEmpty}
      pageParams={pageParams}
      query={query}
    />
  );
}
