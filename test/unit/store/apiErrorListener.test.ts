import { createAsyncThunk } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { legacy_configureStore as configureMockStore } from 'redux-mock-store';
import type { ApiError } from '../../../store/api/apiError';
import { baseApi } from '../../../store/api/baseApi';
import { createApiErrorListener } from '../../../store/middleware/apiErrorListener';
import { storeMessages } from '../../../store/messages';
import { loggedOut } from '../../../store/slices/sessionSlice';

/**
 * SPEC.md §8's global half, seen from outside: which actions the listener dispatches and what it
 * shows for each rejected call. A mock store suits this: the subject is the dispatches
 * themselves, and no reducer is involved.
 */
const call = createAsyncThunk<null, undefined, { rejectValue: ApiError }>('test/call', () => null);
const rejected = (error: ApiError) => call.rejected(null, 'request-1', undefined, error);

// The listener is typed against Redux 5's actions, the mock store's typings against Redux 4's.
type MockMiddleware = NonNullable<Parameters<typeof configureMockStore>[0]>[number];

function listenerAt(path: string) {
  const notify = jest.fn();
  const listener = createApiErrorListener({ notify, currentPath: () => path });
  const store = configureMockStore<unknown>([listener as unknown as MockMiddleware])({});
  const dispatched = () => store.getActions().map((action: UnknownAction) => action.type);
  // Listener effects run after the dispatch has returned.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, notify, dispatched, settle };
}

const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
afterEach(() => log.mockClear());
afterAll(() => log.mockRestore());

describe('the global error listener', () => {
  it('401 off /login: signs out, drops the cached data, and logs the server message', async () => {
    const { store, notify, dispatched, settle } = listenerAt('/home');
    store.dispatch(rejected({ status: 401, message: '登录已过期，请重新登录' }));
    await settle();

    expect(dispatched()).toEqual([call.rejected.type, loggedOut.type, baseApi.util.resetApiState().type]);
    expect(log).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(notify).not.toHaveBeenCalled();
  });

  it('401 off /login without a message: shows 未知错误，请重新登录', async () => {
    const { store, notify, dispatched, settle } = listenerAt('/home');
    store.dispatch(rejected({ status: 401, message: '' }));
    await settle();

    expect(dispatched()).toContain(loggedOut.type);
    expect(notify).toHaveBeenCalledWith('error', storeMessages.unknownErrorRelogin);
  });

  it('401 on /login: signs out without a word', async () => {
    const { store, notify, dispatched, settle } = listenerAt('/login');
    store.dispatch(rejected({ status: 401, message: '' }));
    await settle();

    expect(dispatched()).toContain(loggedOut.type);
    expect(notify).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    [403, '无权访问其他用户的数据', '无权访问其他用户的数据'],
    [403, '', storeMessages.unknownError],
    [500, '数据库连接失败', '数据库连接失败'],
    [500, '', storeMessages.unknownError],
  ])('%i (message "%s"): shows "%s" and keeps the student signed in', async (status, message, shown) => {
    const { store, notify, dispatched, settle } = listenerAt('/home');
    store.dispatch(rejected({ status, message }));
    await settle();

    expect(notify).toHaveBeenCalledWith('error', shown);
    expect(dispatched()).toEqual([call.rejected.type]);
  });

  it('a network failure shows its text; a request that never went out shows 请求超时', async () => {
    const { store, notify, settle } = listenerAt('/home');
    store.dispatch(rejected({ status: 'NETWORK_ERROR', message: 'Network Error' }));
    store.dispatch(rejected({ status: 'SETUP_ERROR', message: 'bad config' }));
    await settle();

    expect(notify.mock.calls).toEqual([
      ['error', 'Network Error'],
      ['error', storeMessages.requestTimeout],
    ]);
  });

  it.each([400, 404, 409, 429])(
    '%i is left to the screen: nothing shown, nothing dispatched',
    async (status) => {
      const { store, notify, dispatched, settle } = listenerAt('/home');
      store.dispatch(rejected({ status, message: '请求有误' }));
      await settle();

      expect(notify).not.toHaveBeenCalled();
      expect(dispatched()).toEqual([call.rejected.type]);
    },
  );

  it('a rejection without an API error (a thrown exception) is not its business', async () => {
    const { store, notify, dispatched, settle } = listenerAt('/home');
    store.dispatch(call.rejected(new Error('boom'), 'request-2', undefined));
    await settle();

    expect(notify).not.toHaveBeenCalled();
    expect(dispatched()).toEqual([call.rejected.type]);
  });
});
