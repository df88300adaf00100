import { Radar } from '@ant-design/charts';
import { RADAR_AXIS_MAX, radarAxisValue } from '../../../core/format';
import type { RadarPoint } from '../../../core/homeTypes';

/**
 * The ability radar (axis 0-5). Its own chunk: the chart library is large and only this card
 * needs it, so the rest of the dashboard never waits for it.
 */
export interface AbilityRadarProps {
  points: RadarPoint[];
  /** What the picture shows, for screen readers. */
  label: string;
  /** Name of the value in the tooltip. */
  valueName: string;
}

export default function AbilityRadar({ points, label, valueName }: AbilityRadarProps) {
  const data = points.map((point) => ({ text: point.text, value: radarAxisValue(point.value) }));
  return (
    <div className="ability-radar" role="img" aria-label={label}>
      <Radar
        data={data}
        xField="text"
        yField="value"
        height={280}
        autoFit
        area={{ style: { fill: '#1fb56b', fillOpacity: 0.22 } }}
        point={{ size: 4, style: { fill: '#1fb56b', stroke: '#ffffff', lineWidth: 1.5 } }}
        style={{ lineWidth: 2.5, stroke: '#1fb56b' }}
        scale={{
          x: { padding: 0.5, align: 0 },
          y: { domainMin: 0, domainMax: RADAR_AXIS_MAX, tickCount: RADAR_AXIS_MAX, nice: false },
        }}
        axis={{
          x: {
            grid: true,
            gridLineWidth: 1,
            gridLineDash: [0, 0],
            gridStroke: '#cfe9d8',
            tick: false,
            labelAlign: 'horizontal',
            labelFontSize: 13,
            labelFill: '#34495e',
            labelFillOpacity: 1,
          },
          y: {
            zIndex: 1,
            title: false,
            gridLineWidth: 1,
            gridLineDash: [0, 0],
            gridStroke: '#cfe9d8',
            gridAreaFill: 'rgba(31, 181, 107, 0.04)',
            labelFontSize: 10,
            labelFill: '#8a97a6',
          },
        }}
        legend={false}
        tooltip={{ items: [{ channel: 'y', name: valueName }] }}
        animate={false}
      />
    </div>
  );
}
