import { classSchedules, lessonTimes, nextWeeklySlot } from '../../../server/db/seed/campus/schedule';
import { courses } from '../../../server/db/seed/campus/courses';

const HOUR_MS = 60 * 60 * 1000;

describe('nextWeeklySlot (Beijing time)', () => {
  // Friday 2026-11-20 23:30 in Beijing = 15:30 UTC.
  const fridayNight = Date.parse('2026-11-20T15:30:00Z');

  test('the coming Saturday 09:00 in Beijing, whatever the server’s zone', () => {
    expect(new Date(nextWeeklySlot(fridayNight, 6, 9, 0)).toISOString()).toBe('2026-11-21T01:00:00.000Z');
  });

  test('a slot earlier today is next week’s; one later today is today’s', () => {
    const saturdayTen = Date.parse('2026-11-21T02:00:00Z');
    expect(new Date(nextWeeklySlot(saturdayTen, 6, 9, 0)).toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(new Date(nextWeeklySlot(saturdayTen, 6, 14, 0)).toISOString()).toBe('2026-11-21T06:00:00.000Z');
  });

  test('exactly at the slot, the next one is a week later', () => {
    const slot = Date.parse('2026-11-21T01:00:00Z');
    expect(nextWeeklySlot(slot, 6, 9, 0)).toBe(slot + 7 * 24 * HOUR_MS);
  });
});

test('every class schedule: weekly lessons of a real course, the next one after now', () => {
  const now = Date.parse('2026-11-21T10:42:00Z');
  for (const schedule of classSchedules) {
    const course = courses.find((candidate) => candidate.key === schedule.courseKey);
    expect(course?.lessons.length).toBeGreaterThanOrEqual(schedule.lessonCount);
    const times = lessonTimes(schedule, now);
    const next = times.get(schedule.nextLessonNo) as number;
    const previous = times.get(schedule.nextLessonNo - 1) as number;
    expect(previous).toBeLessThanOrEqual(now);
    expect(next).toBeGreaterThan(now);
    expect(next - previous).toBe(7 * 24 * HOUR_MS);
  }
});
