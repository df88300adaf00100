import { monthKey, monthRange } from '../../../server/services/months';

const at = (iso: string) => Date.parse(iso);

describe('months in Beijing time', () => {
  test('a month runs from midnight on the 1st in Beijing, whatever the UTC date', () => {
    // 2026-05-31 16:30 UTC is already 1 June 00:30 in Beijing.
    expect(monthRange(at('2026-05-31T16:30:00Z'))).toEqual({
      start: at('2026-06-01T00:00:00+08:00'),
      end: at('2026-07-01T00:00:00+08:00'),
    });
    expect(monthKey(at('2026-05-31T16:30:00Z'))).toBe(202606);
    expect(monthKey(at('2026-05-31T15:59:59Z'))).toBe(202605);
  });

  test('offsets step over year ends and month lengths', () => {
    expect(monthRange(at('2026-01-15T12:00:00+08:00'), -1)).toEqual({
      start: at('2025-12-01T00:00:00+08:00'),
      end: at('2026-01-01T00:00:00+08:00'),
    });
    expect(monthRange(at('2026-03-31T12:00:00+08:00'), -1)).toEqual({
      start: at('2026-02-01T00:00:00+08:00'),
      end: at('2026-03-01T00:00:00+08:00'),
    });
    expect(monthRange(at('2026-12-10T12:00:00+08:00'), 1).start).toBe(at('2027-01-01T00:00:00+08:00'));
  });
});
