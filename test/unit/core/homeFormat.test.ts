import {
  AD_AUTOPLAY_MS,
  COURSES_PER_SLIDE,
  HOME_PAGE_SIZES,
  RADAR_AXIS_MAX,
  formatCountdown,
  formatDateTime,
  radarAxisValue,
  toSlides,
} from '../../../core/format';

describe('home page constants (SPEC.md §9)', () => {
  it('page sizes of the dashboard cards', () => {
    expect(HOME_PAGE_SIZES).toEqual({
      newStarArticles: 4,
      openCourses: 4,
      classmateNews: 4,
      popularWorks: 4,
      recommendedWorks: 1000,
    });
  });

  it('ads turn every 3000 ms and the radar axis ends at 5', () => {
    expect(AD_AUTOPLAY_MS).toBe(3000);
    expect(RADAR_AXIS_MAX).toBe(5);
  });
});

describe('toSlides: two courses per slide', () => {
  it('pairs the courses, the last slide may hold one', () => {
    expect(COURSES_PER_SLIDE).toBe(2);
    expect(toSlides(['a', 'b', 'c', 'd', 'e'])).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(toSlides(['a', 'b'])).toEqual([['a', 'b']]);
    expect(toSlides([])).toEqual([]);
  });

  it('takes another size, never less than one per slide', () => {
    expect(toSlides([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(toSlides([1, 2], 0)).toEqual([[1], [2]]);
  });
});

describe('radarAxisValue', () => {
  it.each([
    [3.5, 3.5],
    [0, 0],
    [5, 5],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])('%d → %d', (value, shown) => {
    expect(radarAxisValue(value)).toBe(shown);
  });
});

describe('formatCountdown', () => {
  it.each([
    [0, '00时00分00秒'],
    [-5000, '00时00分00秒'],
    [1, '00时00分01秒'],
    [999, '00时00分01秒'],
    [1000, '00时00分01秒'],
    [61_000, '00时01分01秒'],
    [3_600_000, '01时00分00秒'],
    [86_399_000, '23时59分59秒'],
    [86_400_000, '1天00时00分00秒'],
    [3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6000, '3天04时05分06秒'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

it('formatDateTime shows the local date and minute', () => {
  expect(formatDateTime(new Date(2026, 4, 1, 9, 5, 59).getTime())).toBe('2026-05-01 09:05');
});
