/**
 * A tiny port between the store and whatever shows messages on screen. The store must not
 * import antd, so the app passes a real implementation to `makeStore` (src/lib/MessageBridge.tsx).
 */
export type NoticeKind = 'success' | 'error' | 'info' | 'warning';
export type Notify = (kind: NoticeKind, text: string) => void;
