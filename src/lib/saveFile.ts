/**
 * Saves an object URL of downloaded bytes under `name` (the browser's own save), then lets the
 * bytes go: the click has started the save, they need not stay in memory.
 */
export function saveObjectUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
