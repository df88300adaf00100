import type { Persistor } from 'redux-persist';
import { SESSION_HINT_COOKIE } from '../../core/sessionHint';
import type { AppStore } from '../../store';
import { whenRehydrated } from '../../store/persist';
import { selectAccessToken } from '../../store/slices/sessionSlice';

/** As long as a stored session may sit unused: at worst, the hint costs a visitor a preload. */
const HINT_MAX_AGE_S = 60 * 60 * 24 * 30;

function writeHint(signedIn: boolean): void {
  const value = signedIn ? `1; Max-Age=${HINT_MAX_AGE_S}` : '; Max-Age=0';
  // Secure where the school serves the app over HTTPS; a server on the school's network by plain
  // HTTP would have a Secure cookie refused.
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Keeps the session hint (core/sessionHint.ts) in step with the stored session: set on signing
 * in, cleared on signing out or when the server ends the session. Only once the stored session
 * has been read, so a reload does not clear the hint of a student who is still signed in.
 */
export function keepSessionHint(store: AppStore, persistor: Persistor): void {
  let hinted: boolean | null = null;
  const sync = () => {
    const signedIn = Boolean(selectAccessToken(store.getState()));
    if (signedIn === hinted) return;
    hinted = signedIn;
    writeHint(signedIn);
  };
  whenRehydrated(persistor, () => {
    sync();
    store.subscribe(sync);
  });
}
