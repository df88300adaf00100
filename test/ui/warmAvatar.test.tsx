import { makeStore } from '../../store';
import { initialSessionState } from '../../store/slices/sessionSlice';
import { warmAvatar } from '../../src/app/warmAvatar';
import { aStudent, memoryStorage } from '../helpers/renderWithProviders';

/** What the page asked pictures for, in order. */
function watchPictures() {
  const requested: string[] = [];
  const setter = jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation((url) => {
    requested.push(url);
  });
  return { requested, restore: () => setter.mockRestore() };
}

/** A browser where `user` signed in on an earlier page load: the session is in its storage. */
async function storageOfSignedIn(user = aStudent()) {
  const storage = memoryStorage();
  const session = { ...initialSessionState, userInfo: user, accessToken: 'token-of-test' };
  const { persistor } = makeStore({ session }, { storage });
  await new Promise((resolve) => setTimeout(resolve, 0));
  await persistor.flush();
  return storage;
}

test('the stored student’s picture is asked for as soon as the stored session is read', async () => {
  const storage = await storageOfSignedIn(aStudent({ avatar: '/avatars/linxiaoman.svg' }));
  const pictures = watchPictures();
  try {
    const { store, persistor } = makeStore(undefined, { storage });
    warmAvatar(store, persistor);
    expect(pictures.requested).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(pictures.requested).toEqual(['/avatars/linxiaoman.svg']);
  } finally {
    pictures.restore();
  }
});

test('a visitor who is not signed in, or a student without a picture, asks for none', async () => {
  const pictures = watchPictures();
  try {
    for (const storage of [memoryStorage(), await storageOfSignedIn(aStudent({ avatar: '' }))]) {
      const { store, persistor } = makeStore(undefined, { storage });
      warmAvatar(store, persistor);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(persistor.getState().bootstrapped).toBe(true);
    }
    expect(pictures.requested).toEqual([]);
  } finally {
    pictures.restore();
  }
});
