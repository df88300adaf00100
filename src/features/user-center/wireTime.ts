/** The server writes times as `YYYY-MM-DD HH:mm:ss` in Beijing time (UTC+8). */
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Epoch ms of a wire time, or null when the text is not one. */
export function parseWireTime(text: string): number | null {
  const match = WIRE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour, minute, second) - BEIJING_OFFSET_MS;
}
