import type { Persistor } from 'redux-persist';
import type { AppStore } from '../../store';
import { whenRehydrated } from '../../store/persist';
import { selectUserInfo } from '../../store/slices/sessionSlice';

/**
 * The signed-in student's picture heads every page (the header's, and /home's greeting, that
 * page's largest picture). Asked for as soon as the stored session is read, it arrives while the
 * page's code is still loading instead of after the page has rendered; the page's own <img> then
 * finds it in the document's image cache.
 */
export function warmAvatar(store: AppStore, persistor: Persistor): void {
  whenRehydrated(persistor, () => {
    const avatar = selectUserInfo(store.getState())?.avatar;
    if (avatar) new Image().src = avatar;
  });
}
