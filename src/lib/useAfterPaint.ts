import { useEffect, useState } from 'react';

/** A hidden tab paints no frames; this long after being ready counts as painted there. */
const HIDDEN_TAB_MS = 500;
/** Past this, an idle moment is not waited for any longer. */
const IDLE_WAIT_MS = 1_000;

/** The next idle moment of the main thread (a short timer where the browser cannot tell). */
function whenIdle(done: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(done, 200);
  return () => window.clearTimeout(timer);
}

/**
 * False until the frame after `ready` first turned true has been painted and the browser has
 * then come to rest, then true for good: for parts that may come a moment after what the screen
 * was opened for, so that neither its first paint nor the work right after it waits for their code.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    const done = () => setPainted(true);
    let cancelIdle = () => {};
    // A timer set inside the frame's callback runs once that frame has been painted.
    let afterFrame = 0;
    const frame = window.requestAnimationFrame(() => {
      afterFrame = window.setTimeout(() => (cancelIdle = whenIdle(done)));
    });
    const fallback = window.setTimeout(done, HIDDEN_TAB_MS + IDLE_WAIT_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(fallback);
      cancelIdle();
    };
  }, [ready, painted]);
  return painted;
}
