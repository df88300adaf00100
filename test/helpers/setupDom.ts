import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and antd need them.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  window.matchMedia =
    window.matchMedia ||
    ((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  window.scrollTo = () => undefined;
}

if (typeof window !== 'undefined') {
  /**
   * jsdom has no fetch `Request`, which react-router's data router builds on every navigation.
   * The app has no loaders or actions, so a request that carries url, method and signal suffices.
   */
  if (typeof globalThis.Request === 'undefined') {
    class NavigationRequest {
      readonly url: string;
      readonly method: string;
      readonly signal: AbortSignal;
      readonly headers = new Map<string, string>();
      constructor(input: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
        this.url = String(input);
        this.method = init.method ?? 'GET';
        this.signal = init.signal ?? new AbortController().signal;
      }
    }
    Object.assign(globalThis, { Request: NavigationRequest });
  }

  // jsdom has no layout, so nothing ever resizes; antd's dropdowns still observe their elements.
  if (typeof globalThis.ResizeObserver === 'undefined') {
    class StillResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(globalThis, { ResizeObserver: StillResizeObserver });
  }

  // jsdom does not implement pseudo-element styles; antd's modal scroll lock asks for them.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  /**
   * jsdom has no MessageChannel; antd's Form schedules its watchers through one as a macrotask.
   * A timer keeps that ordering without Node's real ports, which would hold the test process open.
   */
  class TimerMessagePort {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    partner: TimerMessagePort | null = null;
    postMessage(data: unknown) {
      const target = this.partner;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {
      this.onmessage = null;
    }
  }
  class TimerMessageChannel {
    readonly port1 = new TimerMessagePort();
    readonly port2 = new TimerMessagePort();
    constructor() {
      this.port1.partner = this.port2;
      this.port2.partner = this.port1;
    }
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}
