import { CheckOutlined, LockOutlined, StarFilled } from '@ant-design/icons';
import type { StudyLesson } from '../../../core/studyTypes';
import { formatDayTime } from '../../../core/timeFormat';
import { studyMessages as t } from './messages';

interface LessonPathProps {
  lessons: readonly StudyLesson[];
  currentId: number | undefined;
  onPick: (lesson: StudyLesson) => void;
}

function stepNote(lesson: StudyLesson): string {
  if (lesson.state === 'locked') return t.lockedUntil(formatDayTime(lesson.lessonTime));
  return `${t.states[lesson.state]} · ${formatDayTime(lesson.lessonTime)}`;
}

/**
 * The course as a learning path: each lesson in order, done (a tick), open, or locked until its
 * date (a padlock), the upcoming one starred. Every step opens its lesson, a locked one too: its
 * task and goal can be read ahead.
 */
export function LessonPath({ lessons, currentId, onPick }: LessonPathProps) {
  return (
    <nav className="lesson-path" aria-label={t.course.pathLabel}>
      <ol>
        {lessons.map((lesson) => {
          const current = lesson.courseDetailId === currentId;
          const classes = [
            'lesson-step',
            `is-${lesson.state}`,
            lesson.isNext ? 'is-next' : '',
            current ? 'is-current' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={lesson.courseDetailId} className={classes}>
              <button
                type="button"
                onClick={() => onPick(lesson)}
                aria-current={current ? 'step' : undefined}
              >
                <span className="lesson-step-dot" aria-hidden="true">
                  {lesson.state === 'done' ? (
                    <CheckOutlined />
                  ) : lesson.state === 'locked' ? (
                    <LockOutlined />
                  ) : (
                    lesson.lessonNo
                  )}
                </span>
                <span className="lesson-step-text">
                  <span className="lesson-step-no">
                    {t.lessonNo(lesson.lessonNo)}
                    {lesson.isNext && (
                      <span className="lesson-step-next">
                        <StarFilled aria-hidden="true" /> {t.nextTag}
                      </span>
                    )}
                  </span>
                  <span className="lesson-step-name">{lesson.courseDetailName}</span>
                  <span className="lesson-step-note">{stepNote(lesson)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
