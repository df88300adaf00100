import { Button } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useGetOpenCoursesListQuery } from '../../../store/api/homeApi';
import { CoursePagedPage, useCoursePageParams } from './CoursePagedPage';
import { courseMessages as t } from './messages';

/** SPEC.md §6: trial students get their own courses instead; they are told so, and where to go. */
const refusal = {
  reason: t.openRefused,
  action: (
    <>
      <Link to="/upMember">
        <Button type="primary">{t.upMember}</Button>
      </Link>
      <Link to="/student/myCoursePage">
        <Button>{t.myCourses}</Button>
      </Link>
    </>
  ),
};

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
      refusal={refusal}
    />
  );
}
