/**
 * When each demo class has its lessons: one lesson a week at a fixed Beijing time. The term is
 * laid around the moment of the first seeding, so a fresh install is always mid-term: every class
 * has a lesson behind it and one ahead (previous and next lesson on the home page).
 */

export interface ClassSchedule {
  className: string;
  courseKey: string;
  /** The class takes lessons 1…lessonCount of the course. */
  lessonCount: number;
  /** The first lesson still to come at seeding time. */
  nextLessonNo: number;
  /** Beijing time: 0 Sunday … 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

export const classSchedules: ClassSchedule[] = [
  // 林小满's class: two courses, each with a lesson behind and one ahead.
  {
    className: 'Scratch启蒙A班',
    courseKey: 'scratch-start',
    lessonCount: 12,
    nextLessonNo: 8,
    weekday: 6,
    hour: 9,
    minute: 0,
  },
  {
    className: 'Scratch启蒙A班',
    courseKey: 'coding-thinking',
    lessonCount: 8,
    nextLessonNo: 5,
    weekday: 3,
    hour: 16,
    minute: 30,
  },
  {
    className: 'Python进阶B班',
    courseKey: 'python-advanced',
    lessonCount: 10,
    nextLessonNo: 4,
    weekday: 0,
    hour: 14,
    minute: 0,
  },
  {
    className: 'Scratch创意C班',
    courseKey: 'scratch-creative',
    lessonCount: 10,
    nextLessonNo: 7,
    weekday: 6,
    hour: 14,
    minute: 0,
  },
  // The trial class takes the first four lessons of Scratch启蒙.
  {
    className: 'Scratch体验班',
    courseKey: 'scratch-start',
    lessonCount: 4,
    nextLessonNo: 3,
    weekday: 0,
    hour: 10,
    minute: 0,
  },
];

/** Courses a student follows on their own (the trial student's "my courses"), newest last. */
export const studentCourses: { username: string; courseKey: string; daysAgo: number }[] = [
  { username: 'trial', courseKey: 'python-turtle', daysAgo: 20 },
  { username: 'trial', courseKey: 'scratch-game', daysAgo: 12 },
  { username: 'trial', courseKey: 'scratch-start', daysAgo: 9 },
];

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
export const WEEK_MS = 7 * DAY_MS;
const BEIJING_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** The first moment strictly after `now` that falls on the weekday and time (Beijing). */
export function nextWeeklySlot(now: number, weekday: number, hour: number, minute: number): number {
  const beijing = new Date(now + BEIJING_OFFSET_MS);
  const midnight = Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth(), beijing.getUTCDate());
  const daysAhead = (weekday - beijing.getUTCDay() + 7) % 7;
  let slot = midnight + daysAhead * DAY_MS + (hour * 60 + minute) * MINUTE_MS - BEIJING_OFFSET_MS;
  if (slot <= now) slot += WEEK_MS;
  return slot;
}

/** Lesson time of every lesson of a class's schedule, by lesson number. */
export function lessonTimes(schedule: ClassSchedule, now: number): Map<number, number> {
  const next = nextWeeklySlot(now, schedule.weekday, schedule.hour, schedule.minute);
  const times = new Map<number, number>();
  for (let lessonNo = 1; lessonNo <= schedule.lessonCount; lessonNo++) {
    times.set(lessonNo, next + (lessonNo - schedule.nextLessonNo) * WEEK_MS);
  }
  return times;
}
