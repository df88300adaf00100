import { makeStore } from '../../store';
import { initialSessionState, loggedIn, loggedOut } from '../../store/slices/sessionSlice';
import { keepSessionHint } from '../../src/app/sessionHint';
import { aStudent, memoryStorage } from '../helpers/renderWithProviders';

const hinted = () => document.cookie.split('; ').includes('codesprout_session=1');
const rehydrated = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.cookie = 'codesprout_session=; Max-Age=0; Path=/';
});

/** A browser where a student signed in on an earlier page load: the session is in its storage. */
async function storageOfSignedIn() {
  const storage = memoryStorage();
  const session = { ...initialSessionState, userInfo: aStudent(), accessToken: 'token-of-test' };
  const { persistor } = makeStore({ session }, { storage });
  await rehydrated();
  await persistor.flush();
  return storage;
}

test('signing in sets the hint and signing out clears it', async () => {
  const { store, persistor } = makeStore(undefined, { storage: memoryStorage() });
  keepSessionHint(store, persistor);
  await rehydrated();
  expect(hinted()).toBe(false);

  store.dispatch(loggedIn({ accessToken: 'token-of-test', userInfo: aStudent() }));
  expect(hinted()).toBe(true);

  store.dispatch(loggedOut());
  expect(hinted()).toBe(false);
});

test('a reload keeps the hint of a stored session, and clears one the storage no longer backs', async () => {
  const signedIn = makeStore(undefined, { storage: await storageOfSignedIn() });
  document.cookie = 'codesprout_session=1; Path=/';
  keepSessionHint(signedIn.store, signedIn.persistor);
  // Before the stored session has been read, the store has no token yet: the hint stays.
  expect(hinted()).toBe(true);
  await rehydrated();
  expect(hinted()).toBe(true);

  const visitor = makeStore(undefined, { storage: memoryStorage() });
  keepSessionHint(visitor.store, visitor.persistor);
  await rehydrated();
  expect(hinted()).toBe(false);
});

test('a stored session without the hint (a browser from before it) gets it on its next page load', async () => {
  const { store, persistor } = makeStore(undefined, { storage: await storageOfSignedIn() });
  keepSessionHint(store, persistor);
  await rehydrated();
  expect(hinted()).toBe(true);
});
