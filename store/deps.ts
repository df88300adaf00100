import type { AxiosInstance } from 'axios';
import type { Storage } from 'redux-persist';
import type { RecentEvent } from '../core/problemReportTypes';
import type { Notify } from './notifier';
import type { RealtimeConnector } from './realtime';

/** Reloads the page after `delayMs`. */
export type PageReloader = (delayMs: number) => void;

/**
 * What the store reaches outside itself through, given to `makeStore` where the store is made:
 * the app wires its message display and router; a test passes its own adapter, channel and
 * reloader. Whatever is left out falls back to the browser's own.
 */
export interface StoreDeps {
  /** The HTTP client behind every endpoint. */
  http?: AxiosInstance;
  /** Where redux-persist keeps its state; localStorage by default. */
  storage?: Storage;
  /** Shows a message on screen; the store itself must not import antd. */
  notify?: Notify;
  /** The router's location: under a memory router it is not `window.location`. */
  currentPath?: () => string;
  /** Opens the real-time channel; socket.io by default. */
  connectRealtime?: RealtimeConnector;
  reloadPage?: PageReloader;
}

/**
 * The same ports, complete, as thunks (their extra argument), listeners (`api.extra`) and
 * endpoints (`BaseQueryApi.extra`) receive them.
 */
export interface StoreExtra {
  getHttp: () => Promise<AxiosInstance>;
  notify: Notify;
  currentPath: () => string;
  connectRealtime: RealtimeConnector;
  reloadPage: PageReloader;
  /** Resolves once redux-persist has written every pending change. */
  flushPersisted: () => Promise<void>;
  /** The latest actions, the oldest first, for problem reports (middleware/recentActions.ts). */
  recentActions: () => RecentEvent[];
}
