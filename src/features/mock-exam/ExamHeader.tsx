import { ClockCircleOutlined, CloudOutlined, CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { useSelector } from '@xstate/react';
import { formatClock } from '../../../core/format';
import type { AutosaveStatus } from '../../../machines/examAutosave.machine';
import { selectAnsweredCount, selectPaper, selectQuestions, selectSecondsLeft } from './examSelectors';
import { mockExamMessages as t } from './messages';
import type { MockExamActorRef } from './useMockExamActor';

/** Under five minutes the clock turns red, so a child notices without being startled earlier. */
const HURRY_SECONDS = 5 * 60;

/** Minutes left at which a screen reader is told the time; the clock itself stays silent. */
const ANNOUNCED_MINUTES = [10, 5, 1];

/** The latest moment passed, e.g. 5 from 5:00 down to 1:01; null before 10:00. */
export function announcedMinutes(seconds: number): number | null {
  const passed = ANNOUNCED_MINUTES.filter((minutes) => seconds <= minutes * 60);
  return passed.length > 0 ? passed[passed.length - 1] : null;
}

function Countdown({ actorRef }: { actorRef: MockExamActorRef }) {
  const seconds = useSelector(actorRef, selectSecondsLeft);
  const minutes = announcedMinutes(seconds);
  return (
    <div className={seconds <= HURRY_SECONDS ? 'exam-clock is-hurry' : 'exam-clock'}>
      <ClockCircleOutlined aria-hidden="true" />
      <span className="exam-clock-label">{t.remaining}</span>
      <span role="timer" aria-label={t.remaining} className="exam-clock-value">
        {formatClock(seconds)}
      </span>
      <span className="exam-visually-hidden" aria-live="polite" aria-atomic="true">
        {minutes !== null && t.timeLeftNotice(minutes)}
      </span>
    </div>
  );
}

const STATUS_ICONS = {
  saving: <CloudSyncOutlined aria-hidden="true" />,
  saved: <CloudOutlined aria-hidden="true" />,
  offline: <DisconnectOutlined aria-hidden="true" />,
} as const;

/** 保存中… / 已保存 / 离线，答案已暂存 — nothing before the first answer. */
export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const shown = status === 'closed' ? 'saved' : status;
  return (
    <span role="status" aria-label={t.saveStatusLabel} className={`exam-save is-${shown}`}>
      {shown !== 'idle' && (
        <>
          {STATUS_ICONS[shown]} {t.save[shown]}
        </>
      )}
    </span>
  );
}

/** Paper name, countdown, progress and the autosave status. */
export function ExamHeader({
  actorRef,
  saveStatus,
}: {
  actorRef: MockExamActorRef;
  saveStatus: AutosaveStatus;
}) {
  const paper = useSelector(actorRef, selectPaper);
  const total = useSelector(actorRef, selectQuestions).length;
  const answered = useSelector(actorRef, selectAnsweredCount);
  return (
    <header className="exam-header">
      <h1 className="exam-title">{paper?.examPaperName}</h1>
      <div className="exam-header-row">
        <Countdown actorRef={actorRef} />
        <span className="exam-progress">{t.progress(answered, total)}</span>
        <SaveStatus status={saveStatus} />
      </div>
    </header>
  );
}
