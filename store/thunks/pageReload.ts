import type { StoreExtra } from '../deps';

/** Reloads the page after `delayMs`, so a success message shown just before is seen first. */
export const reloadPage =
  (delayMs = 0) =>
  (_dispatch: unknown, _getState: unknown, { reloadPage: reload }: StoreExtra) =>
    reload(delayMs);

/** Resolves once redux-persist has stored every pending change: wait for it before the page goes. */
export const flushPersisted =
  () =>
  (_dispatch: unknown, _getState: unknown, extra: StoreExtra): Promise<void> =>
    extra.flushPersisted();
