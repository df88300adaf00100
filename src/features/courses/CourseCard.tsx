import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../core/format';
import type { CourseSummary } from '../../../core/homeTypes';
import { courseListPath } from '../../lib/studyPaths';
import { courseMessages as t } from './messages';
import './courses.css';

/** One course as a card with its picture, description and how many lessons and learners. */
export function CourseCard({ course }: { course: CourseSummary }) {
  const titleId = `course-${course.id}-name`;
  return (
    <article className="course-card" aria-labelledby={titleId}>
      <Link
        to={courseListPath(course)}
        className="course-card-cover"
        aria-label={t.openLabel(course.courseName)}
      >
        <img src={course.coursePicture} alt="" loading="lazy" />
      </Link>
      <div className="course-card-body">
        <h3 id={titleId} className="course-card-name">
          <Link to={courseListPath(course)}>{course.courseName}</Link>
        </h3>
        <p className="course-card-description">{course.courseDescription}</p>
        <p className="course-card-facts">
          <span>
            <BookOutlined aria-hidden="true" /> {t.lessons(course.lessonCount)}
          </span>
          <span>
            <TeamOutlined aria-hidden="true" /> {t.students(formatCount(course.studentCount))}
          </span>
        </p>
      </div>
    </article>
  );
}
