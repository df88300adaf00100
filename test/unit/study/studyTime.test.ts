import { formatDayTime, formatTimeLeft } from '../../../core/timeFormat';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('study times', () => {
  it('writes a lesson or due time the way a timetable does', () => {
    expect(formatDayTime(new Date(2026, 10, 27, 16, 5))).toBe('11月27日 周五 16:05');
    expect(formatDayTime(new Date(2026, 0, 4, 9, 0))).toBe('1月4日 周日 09:00');
  });

  it('says how long is left before a due time, and how long past it, in whole units', () => {
    const due = new Date(2026, 10, 27, 18, 0).getTime();
    expect(formatTimeLeft(due, due - 2 * DAY - 3 * HOUR)).toBe('还剩 2 天');
    expect(formatTimeLeft(due, due - 5 * HOUR - MIN)).toBe('还剩 5 小时');
    expect(formatTimeLeft(due, due - 20 * MIN)).toBe('还剩 20 分钟');
    expect(formatTimeLeft(due, due - 10 * 1000)).toBe('还剩 1 分钟');
    expect(formatTimeLeft(due, due + DAY + HOUR)).toBe('已超过 1 天');
    expect(formatTimeLeft(due, due + 3 * HOUR)).toBe('已超过 3 小时');
  });
});
