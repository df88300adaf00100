/**
 * A full page reload, behind a seam: after activation every screen must start over with the new
 * grants, and tests (jsdom cannot navigate) observe the reload instead of performing it.
 */
let reload: () => void = () => window.location.reload();

export function reloadPage(): void {
  reload();
}

/** Replaces the reload (tests); returns a function that puts the previous one back. */
export function setPageReloader(next: () => void): () => void {
  const previous = reload;
  reload = next;
  return () => {
    reload = previous;
  };
}
