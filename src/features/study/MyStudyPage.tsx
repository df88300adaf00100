import {
  BookOutlined,
  CalendarOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { Empty, Progress, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { wholePercent } from '../../../core/format';
import type { CourseSource, MyStudyCourse } from '../../../core/studyTypes';
import { formatDayTime } from '../../../core/timeFormat';
import { useGetMyStudyListQuery } from '../../../store/api/studyApi';
import { LoadState, PageHero } from '../../components/sections';
import { courseListPath, homeworkPath, resourcesPath } from '../../lib/studyPaths';
import { studyMessages as t } from './messages';
import './study.css';

/** Preset colours whose text the global stylesheet darkens to 4.5:1. */
const SOURCE_COLORS: Record<CourseSource, string> = { class: 'green', card: 'blue', own: 'gold' };

function NextLesson({ course }: { course: MyStudyCourse }) {
  const { nextLesson, lastLesson } = course;
  if (nextLesson) {
    return (
      <p className="study-card-next">
        <CalendarOutlined aria-hidden="true" />
        <span>
          <strong>{t.myStudy.nextLesson}</strong> {t.lessonNo(nextLesson.lessonNo)}{' '}
          {nextLesson.courseDetailName}
          <br />
          <time dateTime={new Date(nextLesson.lessonTime).toISOString()}>
            {formatDayTime(nextLesson.lessonTime)}
          </time>
        </span>
      </p>
    );
  }
  return (
    <p className="study-card-next is-over">
      <CalendarOutlined aria-hidden="true" />
      <span>{lastLesson ? t.myStudy.allDone : t.myStudy.notStarted}</span>
    </p>
  );
}

/** One course: its picture, where it is studied, how far along, and the next lesson. */
function StudyCard({ course }: { course: MyStudyCourse }) {
  const titleId = `study-course-${course.courseId}`;
  const path = courseListPath({
    id: course.courseId,
    courseDescription: course.courseDescription,
    coursePicture: course.coursePicture,
  });
  return (
    <article className="study-card" aria-labelledby={titleId}>
      <Link to={path} className="study-card-cover" tabIndex={-1} aria-hidden="true">
        <img src={course.coursePicture} alt="" loading="lazy" />
      </Link>
      <div className="study-card-body">
        <div className="study-card-tags">
          <Tag color={course.subject === 'python' ? 'blue' : 'orange'}>{t.subjects[course.subject]}</Tag>
          <Tag color={SOURCE_COLORS[course.source]}>{t.sources[course.source]}</Tag>
          {course.className && <span className="study-card-class">{course.className}</span>}
        </div>
        <h2 id={titleId} className="study-card-name">
          <Link to={path}>{course.courseName}</Link>
        </h2>
        <div className="study-card-progress">
          <Progress
            percent={wholePercent(course.doneCount, course.lessonCount)}
            showInfo={false}
            strokeColor={{ from: '#36cfc9', to: '#0f9d58' }}
            aria-label={t.myStudy.progressLabel(course.courseName)}
          />
          <span>{t.myStudy.progress(course.doneCount, course.lessonCount)}</span>
        </div>
        <NextLesson course={course} />
        <div className="study-card-actions">
          <Link to={path} className="study-go" aria-label={t.myStudy.openCourse(course.courseName)}>
            {t.myStudy.continue} <RightOutlined aria-hidden="true" />
          </Link>
          <Link to={homeworkPath({ courseId: course.courseId })} className="study-card-link">
            <FileTextOutlined aria-hidden="true" /> {t.myStudy.homework}
          </Link>
          <Link to={resourcesPath({ courseId: course.courseId })} className="study-card-link">
            <FolderOpenOutlined aria-hidden="true" /> {t.myStudy.resources}
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * /student/myStudy (我的课程): every course of every class the student is in (linked cards too)
 * and, for a trial student, their own, with progress and the next lesson (core/studyTypes.ts).
 */
export default function MyStudyPage() {
  const query = useGetMyStudyListQuery();
  const courses = query.data ?? [];
  return (
    <div className="study-page">
      <PageHero title={t.titles.myStudy} intro={t.myStudy.intro} className="study-hero">
        <nav className="study-hero-links" aria-label={t.titles.myStudy}>
          <Link to={homeworkPath()} className="study-hero-link">
            <FileTextOutlined aria-hidden="true" /> {t.myStudy.homework}
          </Link>
          <Link to={resourcesPath()} className="study-hero-link is-secondary">
            <FolderOpenOutlined aria-hidden="true" /> {t.myStudy.resources}
          </Link>
        </nav>
      </PageHero>
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={false}
        emptyText=""
        failedText={t.myStudy.loadFailed}
        onRetry={() => void query.refetch()}
        skeletonRows={8}
      >
        {courses.length === 0 ? (
          <Empty
            className="study-empty"
            image={<BookOutlined className="study-empty-icon" aria-hidden="true" />}
            description={
              <>
                <strong>{t.myStudy.empty}</strong>
                <br />
                {t.myStudy.emptyHint}
              </>
            }
          >
            <Link to="/home" className="study-go">
              {t.myStudy.backHome}
            </Link>
          </Empty>
        ) : (
          <ul className="study-grid">
            {courses.map((course) => (
              <li key={`${course.source}-${course.courseId}-${course.className}`}>
                <StudyCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
}
