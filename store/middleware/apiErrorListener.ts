import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { isApiError } from '../api/apiError';
import { baseApi } from '../api/baseApi';
import { storeMessages } from '../messages';
import type { StoreExtra } from '../deps';
import { loggedOut } from '../slices/sessionSlice';

const LOGIN_PATH = '/login';

/**
 * The global half of SPEC.md §8: every rejected call passes here once. Screens handle the rest
 * (400, 404, 409, 429) themselves with `.unwrap()`.
 * Built per store so test stores never share listeners.
 */
export function createApiErrorListener(extra: Pick<StoreExtra, 'notify' | 'currentPath'>) {
  const listener = createListenerMiddleware({ extra });

  listener.startListening({
    matcher: isRejectedWithValue,
    effect: (action, api) => {
      const error = action.payload;
      if (!isApiError(error)) return;
      const { notify, currentPath } = api.extra;
      switch (error.status) {
        case 401:
          if (error.tokenRetired) return;
          // Clearing the user is enough to leave: the router guard sends the visitor to /login.
          api.dispatch(loggedOut());
          if (currentPath() !== LOGIN_PATH) {
            if (error.message) console.log(error.message);
            else notify('error', storeMessages.unknownErrorRelogin);
          }
          return;
        case 403:
        case 500:
          notify('error', error.message || storeMessages.unknownError);
          return;
        case 'NETWORK_ERROR':
          notify('error', error.message || storeMessages.unknownError);
          return;
        case 'SETUP_ERROR':
          notify('error', storeMessages.requestTimeout);
          return;
        default:
          return;
      }
    },
  });

  // A signed-out visitor must never see the previous user's cached data.
  listener.startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      api.dispatch(baseApi.util.resetApiState());
    },
  });

  return listener.middleware;
}
