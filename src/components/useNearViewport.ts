import { useCallback, useEffect, useState } from 'react';

/**
 * True from the moment the element comes within `margin` of the viewport, and from then on: a
 * heavy part of a page (a chart library) loads when the student can see it, so the part they see
 * first never waits for it. Where IntersectionObserver is missing, true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  return [useCallback((next: T | null) => setElement(next), []), near];
}
