import { ArrowLeftOutlined, FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Progress, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { wholePercent } from '../../../core/format';
import type { StudyLesson } from '../../../core/studyTypes';
import { isApiError } from '../../../store/api/apiError';
import { useGetCourseLessonsQuery } from '../../../store/api/studyApi';
import { STUDY_PATHS, homeworkPath, idParam, resourcesPath } from '../../lib/studyPaths';
import { useTabName } from '../../lib/useTabName';
import { LessonPanel } from './LessonPanel';
import { LessonPath } from './LessonPath';
import { chosenLesson } from './lessonPick';
import { studyMessages as t } from './messages';
import './study.css';

function BackToCourses() {
  return (
    <Link to={STUDY_PATHS.myStudy} className="study-back">
      <ArrowLeftOutlined aria-hidden="true" /> {t.course.backToCourses}
    </Link>
  );
}

function Missing({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="study-page">
      <Result
        status="404"
        title={<h1 className="study-result-title">{title}</h1>}
        subTitle={hint}
        extra={
          <Link to={STUDY_PATHS.myStudy} className="study-go">
            {t.course.backToCourses}
          </Link>
        }
      />
    </div>
  );
}

/**
 * /courseList?id=&courseDescription=&coursePicture= (&lesson=): a course as a learning path and
 * the chosen lesson beside it. The description and picture of the address paint the header while
 * the course loads.
 */
export default function CoursePage() {
  const [params] = useSearchParams();
  const courseId = idParam(params, 'id');
  const wantedLesson = idParam(params, 'lesson');
  const query = useGetCourseLessonsQuery(courseId ?? 0, { skip: courseId === null });
  const course = query.data;
  // A lesson picked on the path stays in the page: the address (and so the shell's tab) is the course's.
  const [picked, setPicked] = useState<number | null>(null);
  useTabName(course?.courseName);

  if (courseId === null) return <Missing title={t.course.badId} hint={t.course.notFoundHint} />;
  if (query.error && isApiError(query.error) && query.error.status === 404) {
    return <Missing title={t.course.notFound} hint={t.course.notFoundHint} />;
  }

  const picture = course?.coursePicture || params.get('coursePicture') || '';
  const description = course?.courseDescription ?? params.get('courseDescription') ?? '';
  const lesson = course ? chosenLesson(course.lessons, picked ?? wantedLesson) : undefined;

  return (
    <div className="study-page course-page">
      <BackToCourses />
      <header className="course-hero">
        {picture && <img className="course-hero-picture" src={picture} alt="" />}
        <div className="course-hero-text">
          {course ? (
            <>
              <div className="study-card-tags">
                <Tag color={course.subject === 'python' ? 'blue' : 'orange'}>
                  {t.subjects[course.subject]}
                </Tag>
                <Tag color="green">{t.sources[course.source]}</Tag>
                {course.className && <span className="study-card-class">{course.className}</span>}
              </div>
              <h1>{course.courseName}</h1>
            </>
          ) : (
            <Skeleton.Input active size="large" />
          )}
          {description && <p>{description}</p>}
          {course && (
            <div className="course-hero-progress">
              <Progress
                percent={wholePercent(course.doneCount, course.lessonCount)}
                showInfo={false}
                strokeColor={{ from: '#36cfc9', to: '#0f9d58' }}
                aria-label={t.myStudy.progressLabel(course.courseName)}
              />
              <span>{t.myStudy.progress(course.doneCount, course.lessonCount)}</span>
            </div>
          )}
        </div>
        <nav className="course-hero-links" aria-label={t.course.path}>
          <Link to={homeworkPath({ courseId })} className="study-hero-link">
            <FileTextOutlined aria-hidden="true" /> {t.course.homework}
          </Link>
          <Link to={resourcesPath({ courseId })} className="study-hero-link is-secondary">
            <FolderOpenOutlined aria-hidden="true" /> {t.course.resources}
          </Link>
        </nav>
      </header>

      {query.error ? (
        <Result
          status="warning"
          title={t.course.loadFailed}
          extra={<Button onClick={() => void query.refetch()}>{t.course.retry}</Button>}
        />
      ) : !course ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="course-body">
          <aside className="course-path">
            <h2 className="course-path-title">{t.course.path}</h2>
            <LessonPath
              lessons={course.lessons}
              currentId={lesson?.courseDetailId}
              onPick={(target: StudyLesson) => setPicked(target.courseDetailId)}
            />
          </aside>
          {lesson ? <LessonPanel key={lesson.courseDetailId} lesson={lesson} /> : <p>{t.lesson.choose}</p>}
        </div>
      )}
    </div>
  );
}
