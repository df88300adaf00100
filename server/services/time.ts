/** The product is used in China: wire times are shown in Beijing time whatever the server's zone. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in Beijing time. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs + BEIJING_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the epoch on the Beijing calendar: consecutive days differ by one. */
export function beijingDayNumber(epochMs: number): number {
  return Math.floor((epochMs + BEIJING_OFFSET_MS) / DAY_MS);
}
