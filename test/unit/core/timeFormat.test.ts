import {
  formatClock,
  formatDate,
  formatDuration,
  formatDurationMs,
  formatRelativeTime,
} from '../../../core/format';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  const now = new Date(2026, 5, 15, 12, 0, 0).getTime();

  it.each([
    [0, '刚刚'],
    [59 * 1000, '刚刚'],
    [-5 * MIN, '刚刚'],
    [MIN, '1分钟前'],
    [59 * MIN, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR, '23小时前'],
    [DAY, '1天前'],
    [7 * DAY, '7天前'],
    [8 * DAY, '1周前'],
    [14 * DAY, '2周前'],
    [34 * DAY, '4周前'],
    [35 * DAY, '1个月前'],
    [119 * DAY, '3个月前'],
  ])('%i ms ago → %s', (ago, text) => {
    expect(formatRelativeTime(now - ago, now)).toBe(text);
  });

  it('falls back to the date after three months', () => {
    expect(formatRelativeTime(new Date(2026, 1, 3, 8, 0), now)).toBe('2026-02-03');
  });

  it('accepts Date objects and date strings', () => {
    expect(formatRelativeTime(new Date(now - 3 * MIN), new Date(now))).toBe('3分钟前');
    expect(formatRelativeTime(new Date(now - 2 * HOUR).toISOString(), now)).toBe('2小时前');
  });
});

it('formatDate pads month and day', () => {
  expect(formatDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
});

describe('formatDuration', () => {
  it.each([
    [0, '0秒'],
    [-3, '0秒'],
    [45, '45秒'],
    [60, '1分钟'],
    [90, '1分钟30秒'],
    [3600, '1小时'],
    [3725, '1小时2分钟'],
    [3900, '1小时5分钟'],
    [86400 + 3600, '1天1小时'],
    [86400 + 60, '1天'],
    [40 * 86400, '1个月10天'],
    [400 * 86400, '1年1个月'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('takes milliseconds for costTime', () => {
    expect(formatDurationMs(95_500)).toBe('1分钟35秒');
  });
});

it('formatClock shows MM:SS, with hours when needed', () => {
  expect(formatClock(0)).toBe('00:00');
  expect(formatClock(65)).toBe('01:05');
  expect(formatClock(3599)).toBe('59:59');
  expect(formatClock(3600 + 62)).toBe('1:01:02');
});
