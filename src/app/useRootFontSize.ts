import { useEffect } from 'react';
import { rootFontSize } from '../../core/format';

/** SPEC.md §9: the root font size follows the window width, 300 ms after resizing stops. */
export const ROOT_FONT_SIZE_DEBOUNCE_MS = 300;

/**
 * Sizes the document's root font for the screens that use rem (SPEC.md §9): set at once, then
 * again after each burst of resizes. Leaving restores what was there before.
 */
export function useRootFontSize(): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    const apply = () => {
      root.style.fontSize = `${rootFontSize(window.innerWidth)}px`;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, ROOT_FONT_SIZE_DEBOUNCE_MS);
    };
    apply();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
      root.style.fontSize = before;
    };
  }, []);
}
