/** The first wait after a chunk failed to load; each later wait doubles, up to the longest. */
const FIRST_WAIT_MS = 2_000;
const LONGEST_WAIT_MS = 30_000;

/** Resolves when the browser says it is back online, or after `ms`, whichever comes first. */
function nextChance(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', go);
      resolve();
    };
    const timer = window.setTimeout(go, ms);
    window.addEventListener('online', go);
  });
}

async function untilLoaded<T>(load: () => Promise<T>, waitMs: number): Promise<T> {
  try {
    return await load();
  } catch {
    await nextChance(waitMs);
    return untilLoaded(load, Math.min(waitMs * 2, LONGEST_WAIT_MS));
  }
}

/**
 * A chunk loader that does not give up: when the network drops during the request, it asks again
 * as the browser comes back online, and in any case after a growing wait (webpack requests a
 * chunk anew after a failure). For parts a screen must eventually show, such as an exam's dialogs.
 * Every call shares one load.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= untilLoaded(load, FIRST_WAIT_MS));
}
