/**
 * jsdom resolves getComputedStyle against every stylesheet in the document. antd injects a few
 * hundred KB of CSS-in-JS, so each call costs tens of milliseconds, and the role/name queries and
 * pointer checks of a dialog test make thousands of them. Screen tests that assert on behaviour,
 * not on stylesheet layout, can resolve styles from each element's inline declarations instead.
 */
export function useInlineComputedStyle(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    const scratch = document.createElement('div');
    window.getComputedStyle = ((element: Element) => {
      const inline = (element as HTMLElement).style;
      if (!inline) return original(element);
      // A detached copy: callers must never write through to the element's own style.
      const copy = scratch.cloneNode() as HTMLElement;
      copy.style.cssText = inline.cssText;
      return copy.style;
    }) as typeof window.getComputedStyle;
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}
