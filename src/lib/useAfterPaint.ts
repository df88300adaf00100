import { useEffect, useState } from 'react';

/** A hidden tab paints no frames; this long after being ready counts as painted there. */
const HIDDEN_TAB_MS = 500;

/**
 * False until the frame after `ready` first turned true has been painted, then true for good: for
 * parts that may come a moment after what the screen was opened for, so its first paint does not
 * wait for their code.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let afterFrame = 0;
    const done = () => setPainted(true);
    // A timer set inside the frame's callback runs once that frame has been painted.
    const frame = window.requestAnimationFrame(() => (afterFrame = window.setTimeout(done)));
    const fallback = window.setTimeout(done, HIDDEN_TAB_MS);
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(afterFrame);
      window.clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}
