import { useState } from 'react';
import { Button } from 'antd';
import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { toSlides } from '../../../core/format';
import type { CoursePlan, TeachingPlanRef } from '../../../core/homeTypes';
import { useGetMyTeachingPlanListQuery } from '../../../store/api/homeApi';
import { lazyDialog } from '../../components/lazyDialog';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { Slides } from '../../components/slides';
import type { SlideArrowProps } from '../../components/slides';
import { courseListPath } from '../../lib/studyPaths';
import type { LessonPick } from './lessonPick';
import { homeMessages as t } from './messages';

const CoursePlanModal = lazyDialog(
  () =>
    import(/* webpackChunkName: "course-plan-modal" */ './CoursePlanModal').then((module) => module.default),
  (props) => props.lesson !== null,
);

function LessonButton({
  kind,
  course,
  lesson,
  onOpen,
}: {
  kind: 'previous' | 'next';
  course: CoursePlan;
  lesson: TeachingPlanRef | null;
  onOpen: (pick: LessonPick) => void;
}) {
  const label = kind === 'previous' ? t.coursePlans.previous : t.coursePlans.next;
  if (!lesson) {
    return (
      <div className={`course-plan-lesson is-${kind} is-none`}>
        <span className="course-plan-lesson-kind">{label}</span>
        <span className="course-plan-lesson-name">{t.coursePlans.none}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`course-plan-lesson is-${kind}`}
      aria-label={t.coursePlans.openLabel(label, course.courseName, lesson.courseDetailName)}
      onClick={() =>
        onOpen({
          courseDetailsId: lesson.courseDetailId,
          courseRecordId: lesson.courseRecordId,
          courseName: course.courseName,
          lessonName: lesson.courseDetailName,
        })
      }
    >
      {/* The space keeps "上一课 <lesson>" apart in the text, as in the button's accessible name. */}
      <span className="course-plan-lesson-kind">{label}</span>{' '}
      <span className="course-plan-lesson-name">{lesson.courseDetailName}</span>
      <RightOutlined aria-hidden="true" />
    </button>
  );
}

function CoursePanel({ course, onOpen }: { course: CoursePlan; onOpen: (pick: LessonPick) => void }) {
  return (
    <article className="course-plan" aria-label={course.courseName}>
      <div className="course-plan-head">
        <img className="course-plan-picture" src={course.coursePicture} alt="" loading="lazy" />
        <h3>
          <Link to={courseListPath({ id: course.courseId, coursePicture: course.coursePicture })}>
            {course.courseName}
          </Link>
        </h3>
      </div>
      <div className="course-plan-body">
        <LessonButton
          kind="previous"
          course={course}
          lesson={course.lastCourseTeachingPlan}
          onOpen={onOpen}
        />
        <LessonButton kind="next" course={course} lesson={course.nextCourseTeachingPlan} onOpen={onOpen} />
      </div>
    </article>
  );
}

function Arrow({ direction, onClick, disabled }: SlideArrowProps) {
  return (
    <Button
      shape="circle"
      size="small"
      className={`course-plan-arrow is-${direction}`}
      icon={direction === 'prev' ? <LeftOutlined /> : <RightOutlined />}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? t.coursePlans.prevSlide : t.coursePlans.nextSlide}
    />
  );
}

/** My courses' previous and next lessons, two courses per slide; a lesson opens its plan. */
export function CoursePlanCarousel() {
  const query = useGetMyTeachingPlanListQuery(undefined, { selectFromResult: listQueryFields });
  const plans = query.data ?? [];
  const [lesson, setLesson] = useState<LessonPick | null>(null);
  const slides = toSlides(plans);

  return (
    <SectionCard id="home-course-plans" title={t.coursePlans.title} icon={<CalendarOutlined />} tone="blue">
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={plans.length === 0}
        emptyText={t.coursePlans.empty}
        onRetry={() => void query.refetch()}
      >
        <Slides className="course-plan-slides" renderArrow={Arrow}>
          {slides.map((slide) => (
            <div key={slide.map((course) => course.courseId).join('-')} className="course-plan-slide">
              {slide.map((course) => (
                <CoursePanel key={course.courseId} course={course} onOpen={setLesson} />
              ))}
            </div>
          ))}
        </Slides>
      </LoadState>
      <CoursePlanModal lesson={lesson} onClose={() => setLesson(null)} />
    </SectionCard>
  );
}
