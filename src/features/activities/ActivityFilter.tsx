import { Segmented } from 'antd';
import type { ActivityStatusFilter } from '../../../store/api/homeApi';
import { activityMessages as t } from './messages';

export const ACTIVITY_FILTERS: readonly ActivityStatusFilter[] = ['all', 'running', 'ended'];

export function isActivityFilter(value: unknown): value is ActivityStatusFilter {
  return ACTIVITY_FILTERS.includes(value as ActivityStatusFilter);
}

/** 全部 / 进行中 / 已结束. */
export function ActivityFilter({
  value,
  onChange,
  size,
}: {
  value: ActivityStatusFilter;
  onChange: (value: ActivityStatusFilter) => void;
  size?: 'small' | 'middle';
}) {
  return (
    <Segmented<ActivityStatusFilter>
      aria-label={t.filters}
      size={size}
      value={value}
      onChange={onChange}
      options={ACTIVITY_FILTERS.map((filter) => ({ value: filter, label: t[filter] }))}
    />
  );
}
