import {
  BookOutlined,
  ClockCircleOutlined,
  EditOutlined,
  SendOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Homework } from '../../../core/studyTypes';
import { formatDayTime, formatTimeLeft } from '../../../core/timeFormat';
import { showLocalError } from '../../../store/api/apiError';
import { useStartFromHomeworkStarterMutation } from '../../../store/api/studyApi';
import { OpusCover } from '../../components/works';
import { useMessageApi } from '../../lib/MessageBridge';
import { courseListPath } from '../../lib/studyPaths';
import { editorUrl } from '../../lib/workPaths';
import { openInNewTabOnceReady } from '../create-center';
import { HomeworkStateTag } from './HomeworkStateTag';
import { homeworkMessages as t } from './messages';

interface HomeworkCardProps {
  homework: Homework;
  now: number;
  /** Opens the submit dialog for this task. */
  onSubmit: (homework: Homework) => void;
  /** The task the address asked for. */
  highlighted?: boolean;
}

/**
 * One task: its state, lesson, due time (and how long is left), what to do, the starter work to
 * begin from, what I handed in, and the teacher's score and comment once marked.
 */
export function HomeworkCard({ homework, now, onSubmit, highlighted = false }: HomeworkCardProps) {
  const messageApi = useMessageApi();
  const [startFromStarter] = useStartFromHomeworkStarterMutation();
  const [starting, setStarting] = useState(false);
  const titleId = `homework-${homework.id}-title`;
  const { submission, mark, starter, state } = homework;
  const overdue = state === 'overdue';

  const start = async () => {
    setStarting(true);
    try {
      await openInNewTabOnceReady(async () => {
        const opus = await startFromStarter(homework.id).unwrap();
        return editorUrl(homework.opusType, opus.id);
      });
    } catch (error) {
      showLocalError(error, t.startFailed, messageApi.error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <article
      className={`homework-card is-${state}${highlighted ? ' is-highlighted' : ''}`}
      aria-labelledby={titleId}
      data-homework-id={homework.id}
    >
      <header className="homework-card-head">
        <HomeworkStateTag state={state} late={submission?.late ?? false} />
        <h2 id={titleId}>{homework.title}</h2>
      </header>
      <p className="homework-meta">
        <Link to={courseListPath({ id: homework.courseId }, homework.courseDetailId)}>
          <BookOutlined aria-hidden="true" /> {homework.courseName} ·{' '}
          {t.lesson(homework.lessonNo, homework.courseDetailName)}
        </Link>
        <span>
          <UserOutlined aria-hidden="true" /> {t.teacher(homework.teacherName)}
        </span>
        <span className={overdue ? 'homework-due is-late' : 'homework-due'}>
          <ClockCircleOutlined aria-hidden="true" /> {t.due} {formatDayTime(homework.dueTime)}
          {(state === 'open' || overdue) && <strong> （{formatTimeLeft(homework.dueTime, now)}）</strong>}
        </span>
      </p>
      {homework.description && <p className="homework-description">{homework.description}</p>}

      {submission && (
        <div className="homework-submission">
          <OpusCover
            src={submission.opusCover}
            name={submission.opusName}
            opusType={submission.opusType}
            label={submission.opusName}
          />
          <div>
            <span className="homework-label">{t.submitted}</span>
            <strong>{submission.opusName}</strong>
            <span className="homework-submit-time">
              {t.submitTime(formatDayTime(submission.submitTime))} · {t.submitCount(submission.submitCount)}
            </span>
          </div>
        </div>
      )}

      {mark && (
        <div className="homework-mark">
          <div className="homework-score">
            <TrophyOutlined aria-hidden="true" />
            <strong>{mark.score}</strong>
            <span>分</span>
          </div>
          <div className="homework-mark-text">
            <span className="homework-label">{t.mark}</span>
            <p>{mark.comment || t.noComment}</p>
            <span className="homework-marked-by">
              {t.markedBy(mark.teacherName, formatDayTime(mark.markTime))}
            </span>
          </div>
        </div>
      )}

      {state !== 'marked' && (
        <footer className="homework-actions">
          {starter && (
            <Button
              icon={<EditOutlined aria-hidden="true" />}
              loading={starting}
              onClick={() => void start()}
            >
              {t.startFromStarter}
            </Button>
          )}
          <Button
            type="primary"
            icon={<SendOutlined aria-hidden="true" />}
            onClick={() => onSubmit(homework)}
          >
            {submission ? t.resubmit : t.submit}
          </Button>
        </footer>
      )}
    </article>
  );
}
