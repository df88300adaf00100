import type { StoreExtra } from '../deps';

/**
 * Reloads the page after `delayMs` (so a success message shown just before is seen first), and
 * never before redux-persist has stored every pending change: the new page must start from what
 * this one knew (the new token after a card switch, the signed-out session after a logout), and
 * on a busy tablet the writes can take longer than any fixed pause.
 */
export const reloadPage =
  (delayMs = 0) =>
  (_dispatch: unknown, _getState: unknown, { flushPersisted, reloadPage: reload }: StoreExtra) =>
    flushPersisted()
      .catch(() => undefined)
      .then(() => reload(delayMs));
