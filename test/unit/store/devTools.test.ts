import { configureStore } from '@reduxjs/toolkit';
import { createDevToolsBridge, devToolsOptions, qaToolsSwitchedOn } from '../../../store/devTools';

const TOKEN = 'tok-should-never-show';

interface Sent {
  action: unknown;
  state: unknown;
}

function fakeExtension() {
  const sent: Sent[] = [];
  const connects: unknown[] = [];
  const extension = {
    connect(options: unknown) {
      connects.push(options);
      return {
        init: (state: unknown) => sent.push({ action: 'init', state }),
        send: (action: unknown, state: unknown) => sent.push({ action, state }),
      };
    },
  };
  (globalThis as { window?: unknown }).window = { __REDUX_DEVTOOLS_EXTENSION__: extension };
  return { sent, connects };
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

function storeWithBridge() {
  return configureStore({
    reducer: (state = { session: { accessToken: TOKEN, userInfo: { username: 'qa' } } }) => state,
    middleware: (getDefault) => getDefault().concat(createDevToolsBridge()),
  });
}

describe('Redux DevTools in a production build', () => {
  it('stays disconnected until the QA tools are switched on', () => {
    const { sent, connects } = fakeExtension();
    const store = storeWithBridge();
    store.dispatch({ type: 'session/loggedIn', payload: { accessToken: TOKEN } });
    expect(connects).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('once switched on, sends every action and state without the token', () => {
    const { sent, connects } = fakeExtension();
    const store = storeWithBridge();
    store.dispatch(qaToolsSwitchedOn());
    store.dispatch({ type: 'session/tokenReceived', payload: { accessToken: TOKEN } });
    expect(connects).toHaveLength(1);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
    expect(JSON.stringify(sent)).toContain('"username":"qa"');
  });

  it('the development build’s sanitisers strip the token too', () => {
    const action = devToolsOptions.actionSanitizer?.(
      { type: 'x', payload: { accessToken: TOKEN } } as never,
      0,
    );
    const state = devToolsOptions.stateSanitizer?.({ session: { accessToken: TOKEN } } as never, 0);
    expect(JSON.stringify([action, state])).not.toContain(TOKEN);
  });
});
