import type { Storage } from 'redux-persist';
import { makeStore } from '../../../store';
import { tokenReceived } from '../../../store/slices/sessionSlice';
import { reloadPage } from '../../../store/thunks/pageReload';

/** Storage whose writes land only when the test lets them, like a busy tablet's. */
function slowStorage() {
  const items = new Map<string, string>();
  const pending: Array<() => void> = [];
  const storage: Storage = {
    getItem: (key: string) => Promise.resolve(items.get(key) ?? null),
    setItem: (key: string, value: string) =>
      new Promise<void>((resolve) =>
        pending.push(() => {
          items.set(key, value);
          resolve();
        }),
      ),
    removeItem: (key: string) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
  const writeAll = async () => {
    while (pending.length > 0) pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { storage, items, writeAll };
}

const storedToken = (items: Map<string, string>) =>
  JSON.parse(JSON.parse(items.get('persist:codesprout.session') ?? '{}').accessToken ?? 'null') as
    string | null;

describe('reloading the page', () => {
  it('waits for the session to be stored, so the new page starts with the new token', async () => {
    const { storage, items, writeAll } = slowStorage();
    const reload = jest.fn();
    const { store, persistor } = makeStore(undefined, { storage, reloadPage: reload });
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });

    store.dispatch(tokenReceived('token-of-extra'));
    const reloaded = store.dispatch(reloadPage(500));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reload).not.toHaveBeenCalled();

    await writeAll();
    await reloaded;
    expect(storedToken(items)).toBe('token-of-extra');
    expect(reload).toHaveBeenCalledWith(500);
  });
});
