import { useEffect } from 'react';
import { Tag } from 'antd';
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { formatCountdown } from '../../../core/format';
import type { Activity } from '../../../core/homeTypes';
import { countdownMs, createActivityCountdownMachine } from '../../../machines/activityCountdown.machine';
import type { ActivityPhase } from '../../../machines/activityCountdown.machine';
import { activityMessages as t } from './messages';
import { useInspectedActorRef } from '../../lib/useInspectedActorRef';

const countdownMachine = createActivityCountdownMachine();

type CountdownSnapshot = SnapshotFrom<typeof countdownMachine>;

const selectPhase = (snapshot: CountdownSnapshot) => snapshot.value as ActivityPhase | 'deciding';
const selectLeftMs = (snapshot: CountdownSnapshot) => countdownMs(snapshot.context);

const PHASE_COLOURS: Record<ActivityPhase, string> = {
  upcoming: 'processing',
  running: 'processing',
  reviewing: 'gold',
  closed: 'default',
};

interface ActivityStatusProps {
  activity: Pick<Activity, 'startTime' | 'endTime' | 'activitiesStatus'>;
  /** Server clock minus local clock, measured when the activity arrived. */
  clockOffset: number;
}

/** The activity's state of SPEC.md §4 with its live countdown. */
export function ActivityStatus({ activity, clockOffset }: ActivityStatusProps) {
  const { startTime, endTime, activitiesStatus } = activity;
  const actor = useInspectedActorRef('activityCountdown', countdownMachine, {
    input: { startTime, endTime, activitiesStatus, clockOffset },
  });
  useEffect(() => {
    actor.send({ type: 'activity.update', startTime, endTime, activitiesStatus });
  }, [actor, startTime, endTime, activitiesStatus]);
  useEffect(() => {
    actor.send({ type: 'clock.sync', clockOffset });
  }, [actor, clockOffset]);

  const phase = useSelector(actor, selectPhase);
  const leftMs = useSelector(actor, selectLeftMs);
  if (phase === 'deciding') return null;

  let label: string;
  let clock: string | null = null;
  if (phase === 'upcoming' || phase === 'running') {
    label = phase === 'upcoming' ? t.startsIn : t.endsIn;
    clock = formatCountdown(leftMs);
  } else {
    label = phase === 'reviewing' ? t.reviewing : t.closed;
  }

  // The label and the clock wrap as wholes, so a narrow card shows the clock on its own line.
  return (
    <div className={`activity-status is-${phase}`}>
      <Tag color={PHASE_COLOURS[phase]} className="activity-phase">
        {t.phase[phase]}
      </Tag>
      <span className="activity-countdown" role="timer" aria-live="off">
        <span className="activity-countdown-label">{label}</span>
        {clock && (
          <>
            {' '}
            <span className="activity-countdown-clock">{clock}</span>
          </>
        )}
      </span>
    </div>
  );
}
