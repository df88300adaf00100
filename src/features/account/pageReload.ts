/**
 * A full page reload, behind a seam: after activation every screen must start over with the new
 * grants, and tests (jsdom cannot navigate) observe the reload instead of performing it.
 */
/** SPEC.md §9: the page reloads 500 ms after a modal sign-in (and after an activation). */
export const LOGIN_RELOAD_DELAY_MS = 500;

let reload: (delayMs: number) => void = (delayMs) => {
  window.setTimeout(() => window.location.reload(), delayMs);
};

/** Reloads after `delayMs`, so a success message shown just before is seen first. */
export function reloadPage(delayMs = 0): void {
  reload(delayMs);
}

/** Replaces the reload (tests); returns a function that puts the previous one back. */
export function setPageReloader(next: (delayMs: number) => void): () => void {
  const previous = reload;
  reload = next;
  return () => {
    reload = previous;
  };
}
