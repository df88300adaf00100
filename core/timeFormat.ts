/**
 * Times and durations in Chinese (SPEC.md §9). The current time is always passed in, never read
 * from a hidden clock, so the same input gives the same text on the server, the client and in tests.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeInput = Date | number | string;

function toMs(time: TimeInput): number {
  return time instanceof Date ? time.getTime() : typeof time === 'number' ? time : new Date(time).getTime();
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** YYYY-MM-DD in local calendar time. */
export function formatDate(time: TimeInput): string {
  const date = new Date(toMs(time));
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/**
 * 刚刚 under a minute (and for times slightly in the future, e.g. clock skew), then N分钟前,
 * N小时前, N天前 up to 7 days, N周前 up to 4 weeks, N个月前 (30-day months) up to 3, else the date.
 */
export function formatRelativeTime(time: TimeInput, now: TimeInput): string {
  const elapsed = toMs(now) - toMs(time);
  if (elapsed < MINUTE_MS) return '刚刚';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days <= 7) return `${days}天前`;
  const weeks = Math.floor(days / 7);
  if (weeks <= 4) return `${weeks}周前`;
  const months = Math.floor(days / 30);
  if (months <= 3) return `${months}个月前`;
  return formatDate(time);
}

/** Largest unit first; months are 30 days and years 365, which is what a learner expects to read. */
const DURATION_UNITS: readonly [label: string, seconds: number][] = [
  ['年', 365 * 86400],
  ['个月', 30 * 86400],
  ['天', 86400],
  ['小时', 3600],
  ['分钟', 60],
  ['秒', 1],
];

/**
 * A duration as its largest unit plus the next one when not zero: 45 → "45秒", 3900 → "1小时5分钟",
 * 3725 → "1小时2分钟" (the seconds no longer matter at that scale). Negative or invalid → "0秒".
 */
export function formatDuration(totalSeconds: number): string {
  let rest = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  if (rest === 0) return '0秒';
  const first = DURATION_UNITS.findIndex(([, size]) => rest >= size);
  let text = '';
  for (const [label, size] of DURATION_UNITS.slice(first, first + 2)) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0) text += `${amount}${label}`;
  }
  return text;
}

/** costTime travels in milliseconds. */
export function formatDurationMs(ms: number): string {
  return formatDuration(ms / 1000);
}

/** A countdown or count-up clock: "MM:SS", or "H:MM:SS" from an hour up. */
export function formatClock(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${pad2(minutes)}:${pad2(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

/** A lesson's or a due time as a child reads a timetable: "11月28日 周五 16:00" (local time). */
export function formatDayTime(time: TimeInput): string {
  const date = new Date(toMs(time));
  return `${date.getMonth() + 1}月${date.getDate()}日 ${WEEKDAYS[date.getDay()]} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/**
 * How long until a due time, or how long past it: 还剩 N 天 / N 小时 / N 分钟, then 已超过 N 天 /
 * N 小时 / N 分钟 (whole units, rounded down, at least 1).
 */
export function formatTimeLeft(due: TimeInput, now: TimeInput): string {
  const left = toMs(due) - toMs(now);
  const span = Math.abs(left);
  const amount =
    span >= DAY_MS
      ? `${Math.floor(span / DAY_MS)} 天`
      : span >= HOUR_MS
        ? `${Math.floor(span / HOUR_MS)} 小时`
        : `${Math.max(1, Math.floor(span / MINUTE_MS))} 分钟`;
  return left >= 0 ? `还剩 ${amount}` : `已超过 ${amount}`;
}
