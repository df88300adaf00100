/**
 * Calendar months in Beijing time (China has no daylight saving, so a fixed offset is exact): the
 * monthly ranking turns over at midnight on the 1st in China whatever the server's own zone.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

export interface MonthRange {
  /** First millisecond of the month. */
  start: number;
  /** First millisecond of the next month. */
  end: number;
}

/** The month `offset` months from the one holding `epochMs` (0 this month, -1 last month). */
export function monthRange(epochMs: number, offset = 0): MonthRange {
  const local = new Date(epochMs + BEIJING_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + offset;
  return {
    start: Date.UTC(year, month, 1) - BEIJING_OFFSET_MS,
    end: Date.UTC(year, month + 1, 1) - BEIJING_OFFSET_MS,
  };
}

/** A sortable month number (202605) of `epochMs` in Beijing time. */
export function monthKey(epochMs: number): number {
  const local = new Date(epochMs + BEIJING_OFFSET_MS);
  return local.getUTCFullYear() * 100 + local.getUTCMonth() + 1;
}
