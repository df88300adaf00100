/**
 * A tiny port between the store and whatever shows messages on screen. The store must not
 * import antd, so the app wires a real implementation at start-up (src/app/MessageBridge.tsx).
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export type Notify = (kind: NoticeKind, text: string) => void;

let notifyImpl: Notify = (_kind, text) => console.warn(text);
let currentPathImpl: () => string = () => globalThis.location?.pathname ?? '/';

export function setNotifier(fn: Notify): void {
  notifyImpl = fn;
}

export function notify(kind: NoticeKind, text: string): void {
  notifyImpl(kind, text);
}

/** The router reports its own location: in tests it is a memory router, not window.location. */
export function setPathProbe(fn: () => string): void {
  currentPathImpl = fn;
}

export function currentPath(): string {
  return currentPathImpl();
}
