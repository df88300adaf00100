import { Modal, Progress } from 'antd';
import { RADAR_AXIS_MAX, radarAxisValue } from '../../../core/format';
import type { RadarPoint } from '../../../core/homeTypes';
import { homeMessages as t } from './messages';

interface AbilityDimensionModalProps {
  open: boolean;
  points: RadarPoint[];
  onClose: () => void;
}

/** What each ability of the radar means, with the student's score on it. */
export default function AbilityDimensionModal({ open, points, onClose }: AbilityDimensionModalProps) {
  return (
    <Modal
      open={open}
      title={t.growth.abilityModalTitle}
      onCancel={onClose}
      footer={null}
      width={560}
      centered
    >
      <dl className="ability-list">
        {points.map((point) => {
          const value = radarAxisValue(point.value);
          return (
            <div key={point.text} className="ability-item">
              <dt>
                <span>{point.text}</span>
                <span className="ability-score">{t.growth.score(value)}</span>
              </dt>
              <dd>
                <Progress
                  percent={(value / RADAR_AXIS_MAX) * 100}
                  showInfo={false}
                  size="small"
                  strokeColor={{ from: '#8ce99a', to: '#1fb56b' }}
                  aria-label={`${point.text} ${t.growth.score(value)}`}
                />
                <p>{point.description}</p>
              </dd>
            </div>
          );
        })}
      </dl>
    </Modal>
  );
}
