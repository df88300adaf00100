/**
 * Display formatting of SPEC.md §9 as pure functions with explicit inputs. Time and numeral helpers
 * live in sibling files and are re-exported here, so views import every formatter from one place.
 */

import { formatDate } from './timeFormat';

export * from './chineseNumerals';
export * from './timeFormat';

export const PLATFORM_NAME = '码芽';
export const PLATFORM_SUFFIX = `${PLATFORM_NAME} 少儿编程平台`;

/** Browser tab title: "{title} - 码芽 少儿编程平台"; just the platform name when there is no title. */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${PLATFORM_SUFFIX}` : PLATFORM_SUFFIX;
}

/**
 * The name a student is greeted by: the real name (the school's, or the one the profile form gave),
 * else the nickname, else the login name.
 */
export function displayName(user: { realName: string; nickName: string; username: string }): string {
  return user.realName || user.nickName || user.username;
}

/** One decimal, rounded down so a count never looks larger than it is (9999 → 9.9K, not 10.0K). */
function oneDecimalDown(value: number): string {
  return (Math.floor(value * 10) / 10).toFixed(1);
}

/** View, like and collection counts: over 10000 as W (万), over 1000 as K, both with one decimal. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  if (count > 10000) return `${oneDecimalDown(count / 10000)}W`;
  if (count > 1000) return `${oneDecimalDown(count / 1000)}K`;
  return String(count);
}

/** Knowledge-point accuracy arrives as a fraction: 0.1234 → "12.34%". */
export function formatAccuracy(fraction: number | null | undefined): string {
  const value = typeof fraction === 'number' && Number.isFinite(fraction) ? fraction : 0;
  return `${(value * 100).toFixed(2)}%`;
}

/** Pass rate and correct rate as a whole percent (0-100); 0 when there is nothing to divide by. */
export function wholePercent(part: number, total: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.round((part / total) * 100);
}

/** The exam result's rate: right count over total question count, e.g. "67%". */
export function formatWholePercent(part: number, total: number): string {
  return `${wholePercent(part, total)}%`;
}

const DIFFICULTY_LABELS: Record<number, string> = { 1: '简单', 2: '较简单', 3: '一般', 4: '较难' };

/** 1 简单, 2 较简单, 3 一般, 4 较难; anything else 困难. */
export function difficultyLabel(difficulty: number | null | undefined): string {
  return DIFFICULTY_LABELS[difficulty ?? 0] ?? '困难';
}

/**
 * Long names in narrow cards keep their first `maxChars` characters plus "...". Counts characters,
 * not UTF-16 units, so a name is never cut through the middle of a character.
 */
export function truncateName(name: string | null | undefined, maxChars: number): string {
  const chars = Array.from(name ?? '');
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}...` : chars.join('');
}

/**
 * Which of the five growth-tree apple images (1-5) a node value shows. Values 1-5 are a level and
 * pick their own image; larger values are scores: 6-60 → 1, 61-70 → 2, 71-80 → 3, 81-90 → 4,
 * anything else → 5.
 */
export function appleImageIndex(value: number): 1 | 2 | 3 | 4 | 5 {
  if (value === 1 || value === 2 || value === 3 || value === 4 || value === 5) return value;
  if (value >= 6 && value <= 60) return 1;
  if (value > 60 && value <= 70) return 2;
  if (value > 70 && value <= 80) return 3;
  if (value > 80 && value <= 90) return 4;
  return 5;
}

/** Root font size in px for the rem-based layout: scales with wide screens, fixed at 80 otherwise. */
export function rootFontSize(viewportWidth: number): number {
  return viewportWidth > 1500 ? (100 * viewportWidth) / 1920 : 80;
}

/** Fixed additions to the view counts of the first four new-star articles on the home page. */
export const NEW_STAR_VIEW_BONUS = [108, 118, 128, 108] as const;

/** The view count shown for the article at `index` (0-based) of the new-star list. */
export function newStarViewCount(viewNumber: number, index: number): number {
  return viewNumber + (NEW_STAR_VIEW_BONUS[index] ?? 0);
}

/** Ranks 1-3 of the monthly ranking show a medal instead of the number. */
export function hasRankingMedal(ranking: number): boolean {
  return ranking >= 1 && ranking <= 3;
}

/** SPEC.md §9 home page sizes: what the dashboard's cards ask for before "更多". */
export const HOME_PAGE_SIZES = {
  newStarArticles: 4,
  openCourses: 4,
  classmateNews: 4,
  popularWorks: 4,
  recommendedWorks: 1000,
} as const;

/** The course carousel shows two courses per slide. */
export const COURSES_PER_SLIDE = 2;

/** The ads carousel of students without an organisation turns every 3 s. */
export const AD_AUTOPLAY_MS = 3000;

/** Groups a list into slides of `perSlide` items; the last slide may be shorter. */
export function toSlides<T>(items: readonly T[], perSlide: number = COURSES_PER_SLIDE): T[][] {
  const size = Math.max(1, Math.floor(perSlide));
  const slides: T[][] = [];
  for (let start = 0; start < items.length; start += size) slides.push(items.slice(start, start + size));
  return slides;
}

/** The ability radar's axis runs from 0 to 5. */
export const RADAR_AXIS_MAX = 5;

/** A radar value kept on the axis, so one wrong score cannot stretch the chart. */
export function radarAxisValue(value: number): number {
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(value, RADAR_AXIS_MAX);
}

/**
 * An activity countdown: "2天03时04分05秒", or "03时04分05秒" under a day. Rounded up to the next
 * whole second, so the text reaches zero exactly when the moment arrives, never a second early.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86400) / 3600))}时${pad(Math.floor((total % 3600) / 60))}分${pad(total % 60)}秒`;
  return days > 0 ? `${days}天${clock}` : clock;
}

/** "2026-05-01 09:30" in local calendar time: activity start and end. */
export function formatDateTime(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(time)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Sizes as a student reads them: 512 B, 3.4 KB, 12.0 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
