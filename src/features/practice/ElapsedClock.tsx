import { useEffect, useState } from 'react';
import { formatClock } from '../../../core/format';
import { practiceMessages as t } from './messages';

interface ElapsedClockProps {
  startedAt: number;
  /** Set when the practice is submitted: the clock freezes there. */
  stoppedAt: number | null;
}

/**
 * The count-up timer. The machine keeps only timestamps; this re-renders once a second to show
 * the difference, so a reload or a slow tab never loses time.
 */
export function ElapsedClock({ startedAt, stoppedAt }: ElapsedClockProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (stoppedAt !== null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [stoppedAt]);

  const end = stoppedAt ?? now;
  return (
    <span className="practice-clock" role="timer" aria-label={t.elapsed}>
      <span className="practice-clock-label" aria-hidden="true">
        {t.elapsed}
      </span>
      <span className="practice-clock-value">{formatClock((end - startedAt) / 1000)}</span>
    </span>
  );
}
