/** Sizes as a student reads them: 512 B, 3.4 KB, 12.0 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm in local time. */
export function formatTime(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())} ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
}
