/**
 * How long after `load` the later parts wait. A page's own data is requested once its code has run,
 * so it is usually still on its way at `load`: this is its head start.
 */
export const PAGE_SETTLE_MS = 2000;

/**
 * Runs `run` once the page's `load` event has fired and `delayMs` more have passed; at once when that
 * moment is past, as after a navigation inside the app. Returns a function that cancels it.
 *
 * What a student did not open the page for — the real-time channel, the message bell, the floating
 * shortcuts — waits for this, so on a slow school network it does not compete with the page itself
 * for bandwidth or for the main thread. Nothing an exam needs waits: the network may be gone by then.
 */
export function afterPageLoad(run: () => void, delayMs = PAGE_SETTLE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (ms: number) => {
    timer = setTimeout(run, ms);
  };
  const onLoad = () => wait(delayMs);
  const loading = typeof document !== 'undefined' && document.readyState !== 'complete';
  if (loading) window.addEventListener('load', onLoad, { once: true });
  else wait(Math.max(0, delayMs - msSinceLoad()));
  return () => {
    if (loading) window.removeEventListener('load', onLoad);
    clearTimeout(timer);
  };
}

/** Time since the document's `load` finished; long ago when the browser cannot say. */
function msSinceLoad(): number {
  const [navigation] = globalThis.performance?.getEntriesByType?.('navigation') ?? [];
  const loadEnd = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return loadEnd ? performance.now() - loadEnd : Number.POSITIVE_INFINITY;
}
